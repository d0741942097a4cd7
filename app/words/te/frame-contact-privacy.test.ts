/**
 * The Telugu words of the frame (layout, island frame, controls, pages, site), the forms, Contact, the
 * call-back bar, the WhatsApp greeting, compare, the quick estimate and the privacy notice, beside their
 * English source: every string a visitor reads is Telugu (no Latin-script word outside
 * app/i18n/proper-nouns.ts), none is empty where the English one has words, and every entry has the
 * English ids. The page list built with the Telugu words puts every page under /te and finds it there.
 * The built pages are checked as a whole by scripts/script-check.ts.
 */
import { describe, expect, it } from "vitest";
import { helpPurposes } from "#contract/enquiry-fields";
import { contactHelpPath } from "~/content/enquiry-form";
import { pageListFor } from "~/content/pages";
import { privacyNoticeFor } from "~/content/privacy";
import type { CountryCode } from "~/content/pages";
import type { GreetingTopic, NamedPage } from "~/content/whatsapp";
import { localeOfPath } from "~/i18n/paths";
import { untranslatedWords } from "~/i18n/proper-nouns";
import * as enCompare from "../en/compare";
import * as enContactBar from "../en/contact-bar";
import * as enContact from "../en/contact";
import * as enControls from "../en/controls";
import * as enEnquiryForm from "../en/enquiry-form";
import * as enIslandFrame from "../en/island-frame";
import * as enLayout from "../en/layout";
import * as enPages from "../en/pages";
import * as enPrivacy from "../en/privacy";
import * as enQuickEstimate from "../en/quick-estimate";
import * as enSite from "../en/site";
import * as enWhatsapp from "../en/whatsapp";
import * as compare from "./compare";
import * as contactBar from "./contact-bar";
import * as contact from "./contact";
import * as controls from "./controls";
import * as enquiryForm from "./enquiry-form";
import * as islandFrame from "./island-frame";
import * as layout from "./layout";
import * as pages from "./pages";
import * as privacy from "./privacy";
import * as quickEstimate from "./quick-estimate";
import * as site from "./site";
import * as whatsapp from "./whatsapp";

interface Found {
  path: string;
  problem: string;
}

/** Sample arguments for a message function: figures as the callers pass them, formatted or plain. */
function sampleArguments(fn: (...args: never[]) => unknown): string[] {
  return Array.from({ length: fn.length }, (_, index) => String(index + 1));
}

/**
 * Walks a Telugu value beside the English one: strings must be Telugu and not empty, lists as long as
 * the English ones, objects with the same ids; message functions are called with samples.
 */
function walk(telugu: unknown, english: unknown, path: string, found: Found[]): void {
  if (typeof telugu === "string") {
    if (telugu.trim() === "" && english !== "") found.push({ path, problem: "empty" });
    const words = untranslatedWords(telugu);
    if (words.length > 0) found.push({ path, problem: `untranslated: ${words.join(", ")} in ${telugu}` });
    return;
  }
  if (typeof telugu === "function") {
    if (typeof english !== "function") {
      found.push({ path, problem: "a function where English has none" });
      return;
    }
    const fn = telugu as (...args: string[]) => unknown;
    const args = sampleArguments(fn);
    const result = fn(...args);
    walk(result, (english as (...args: string[]) => unknown)(...args), `${path}()`, found);
    // A figure passed in appears in the sentence.
    if (typeof result === "string") {
      for (const arg of args) if (!result.includes(arg)) found.push({ path, problem: `drops ${arg}` });
    }
    return;
  }
  if (Array.isArray(telugu)) {
    if (!Array.isArray(english) || english.length !== telugu.length) {
      found.push({ path, problem: "not the length of the English list" });
      return;
    }
    telugu.forEach((item, index) => walk(item, english[index], `${path}[${index}]`, found));
    return;
  }
  if (telugu && typeof telugu === "object") {
    const source = (english ?? {}) as Record<string, unknown>;
    const keys = Object.keys(telugu).sort();
    if (JSON.stringify(keys) !== JSON.stringify(Object.keys(source).sort())) {
      found.push({ path, problem: "not the ids of the English entry" });
    }
    for (const [name, value] of Object.entries(telugu)) walk(value, source[name], `${path}.${name}`, found);
    return;
  }
  if (telugu !== english)
    found.push({ path, problem: `data changed: ${String(telugu)} ≠ ${String(english)}` });
}

function problemsOf(telugu: Record<string, unknown>, english: Record<string, unknown>): Found[] {
  const found: Found[] = [];
  const names = (module: Record<string, unknown>) => Object.keys(module).sort();
  if (JSON.stringify(names(telugu)) !== JSON.stringify(names(english))) {
    found.push({ path: "", problem: `exports ${names(telugu).join(", ")} ≠ ${names(english).join(", ")}` });
  }
  for (const [name, value] of Object.entries(telugu)) walk(value, english[name], name, found);
  return found;
}

describe("the Telugu words of the frame, forms, Contact, compare and privacy", () => {
  it.each([
    ["layout", layout, enLayout],
    ["island-frame", islandFrame, enIslandFrame],
    ["controls", controls, enControls],
    ["enquiry-form", enquiryForm, enEnquiryForm],
    ["contact", contact, enContact],
    ["contact-bar", contactBar, enContactBar],
    ["compare", compare, enCompare],
    ["quick-estimate", quickEstimate, enQuickEstimate],
    ["pages", pages, enPages],
    ["privacy", privacy, enPrivacy],
    ["site", site, enSite],
    ["whatsapp", whatsapp, enWhatsapp],
  ] as const)("%s: every string Telugu, none empty, the English ids", (_name, telugu, english) => {
    expect(problemsOf(telugu, english)).toEqual([]);
  });

  it("writes a Telugu WhatsApp greeting for every page it can name, each different", () => {
    const countries: CountryCode[] = ["uk", "usa", "canada", "germany", "ireland"];
    const named: NamedPage[] = ["about", "services", "contact", "costCalculator"];
    const topics: GreetingTopic[] = [
      ...countries.map((country) => ({ kind: "country" as const, country })),
      ...named.map((page) => ({ kind: "page" as const, page })),
      { kind: "site" },
    ];
    const greetings = topics.map((topic) => whatsapp.whatsapp.greeting(topic));
    for (const greeting of [...greetings, whatsapp.whatsapp.chatLink]) {
      expect(greeting.trim()).not.toBe("");
      expect(untranslatedWords(greeting), greeting).toEqual([]);
    }
    expect(new Set(greetings).size).toBe(greetings.length);
  });
});

describe("the Telugu page list (pageListFor with the Telugu words)", () => {
  const brand = "BRAND";
  const telugu = pageListFor("te", pages.pages, brand);
  const english = pageListFor("en", enPages.pages, brand);

  it("puts every path of the Telugu edition under /te, in the English list's order", () => {
    const paths = [
      ...telugu.allPages.map((page) => page.path),
      ...telugu.studyAbroadMenu.map((page) => page.path),
      ...telugu.footerQuickLinks.map((page) => page.path),
      telugu.notFoundPath,
      ...helpPurposes.map((purpose) => contactHelpPath(purpose, "te")),
    ];
    for (const path of paths) {
      expect(path, path).toMatch(/^\/te(?:[/?#]|$)/);
      expect(localeOfPath(path), path).toBe("te");
    }
    const ids = (list: readonly { id: string }[]) => list.map((page) => page.id);
    expect(contactHelpPath("visa", "te")).toBe(`${telugu.pages.contact.path}?help=visa`);
    expect(ids(telugu.allPages)).toEqual(ids(english.allPages));
    expect(ids(telugu.countryPages)).toEqual(ids(english.countryPages));
    expect(ids(telugu.studyAbroadMenu)).toEqual(ids(english.studyAbroadMenu));
    expect(ids(telugu.footerQuickLinks)).toEqual(ids(english.footerQuickLinks));
  });

  it("gives every Telugu page its own Telugu title and description, with the brand", () => {
    for (const page of telugu.allPages) {
      expect(untranslatedWords(page.name), page.id).toEqual([]);
      expect(untranslatedWords(page.description), page.id).toEqual([]);
    }
    const titles = telugu.allPages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).toContain(brand);
  });

  it("finds each Telugu page by its Telugu path, and no page by an English path", () => {
    for (const page of telugu.allPages) {
      expect(telugu.findPage(page.path)?.id).toBe(page.id);
      expect(telugu.findPage(`${page.path.toUpperCase()}/`)?.id).toBe(page.id);
    }
    expect(telugu.findPage("/te/")?.id).toBe("home");
    expect(telugu.findPage("/te/no-such-page")).toBeUndefined();
    for (const page of english.allPages) expect(telugu.findPage(page.path)).toBeUndefined();
  });
});

describe("the Telugu privacy notice (privacyNoticeFor with the Telugu words)", () => {
  const telugu = privacyNoticeFor(privacy.privacy);
  const english = privacyNoticeFor(enPrivacy.privacy);

  it("keeps the English notice's sections, blocks, conditions and date", () => {
    const shape = (notice: typeof telugu) =>
      notice.sections.map((section) => ({
        id: section.id,
        blocks: section.blocks.map((block) => [
          block.kind,
          block.when,
          block.kind === "list" ? block.items.length : block.kind === "table" ? block.rows.length : 0,
        ]),
      }));
    expect(shape(telugu)).toEqual(shape(english));
    expect(telugu.date).toBe(english.date);
  });

  it("states the same retention periods", () => {
    const figures = (notice: typeof telugu) =>
      JSON.stringify(notice.sections.find((section) => section.id === "how-long")).match(/\d+/g);
    expect(figures(telugu)).toEqual(figures(english));
  });
});
