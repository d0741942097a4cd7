/**
 * The Telugu twins of the frame (layout, controls, pages, site), the forms, Contact, the WhatsApp
 * greeting, compare and the privacy notice: every string a visitor reads is Telugu (no Latin-script word
 * outside app/i18n/proper-nouns.ts), none is empty where the English one has words, keyed lists keep the
 * English ids, and every path of the Telugu edition starts with /te.
 *
 * Values a twin takes from ANOTHER content module through `~/content/...` are that module's twin in the
 * Telugu build, but the English module here (the test runs without the build's twin resolver); they are
 * left out of the word check below and checked in their own twin (the site's words in the walk of
 * ./site.ts), and the built pages are checked as a whole by scripts/telugu-check.ts.
 */
import { describe, expect, it } from "vitest";
import { helpPurposes } from "#contract/enquiry-fields";
import * as enSite from "~/content/site";
import { localeOfPath } from "~/i18n/paths";
import { untranslatedWords } from "~/i18n/proper-nouns";
import * as enCompare from "../compare";
import * as enContactBar from "../contact-bar";
import * as enContact from "../contact";
import * as enControls from "../controls";
import * as enEnquiryForm from "../enquiry-form";
import * as enIslandFrame from "~/words/en/island-frame";
import * as enLayout from "../layout";
import * as enPages from "../pages";
import type { CountryCode } from "../pages";
import * as enPrivacy from "../privacy";
import * as enWhatsapp from "../whatsapp";
import type { GreetingTopic, NamedPage } from "../whatsapp";
import * as compare from "./compare";
import * as contactBar from "./contact-bar";
import * as contact from "./contact";
import * as controls from "./controls";
import * as enquiryForm from "./enquiry-form";
import * as islandFrame from "~/words/te/island-frame";
import * as layout from "./layout";
import * as pages from "./pages";
import * as privacy from "./privacy";
import * as site from "./site";
import * as whatsapp from "./whatsapp";

/** Keys whose strings are data (ids, paths, links, numbers, the postal address), not words. */
const DATA_KEYS = new Set([
  "id",
  "kind",
  "when",
  "date",
  "country",
  "network",
  "url",
  "mapUrl",
  "siteUrl",
  "apiBase",
  "e164",
  "display",
  "whatsappNumber",
  "helpParameter",
  "address",
]);

/** The grievance officer's name is a person's name, written as the person writes it. */
const DATA_PATHS = new Set(["site.grievanceOfficer.name"]);

/** Keys that hold another content module's objects (the navigation's pages: checked in the page list). */
const BORROWED_KEYS = new Set(["page"]);

/** Strings of the English site configuration a twin may carry in this test (see the comment above). */
const borrowedSiteTexts = [
  enSite.site.officeHours.label,
  enSite.site.office.city,
  enSite.formatAddress(enSite.site.office.address),
  ...enSite.site.branches.map((branch) => branch.city),
].sort((a, b) => b.length - a.length);

function withoutBorrowed(text: string): string {
  return borrowedSiteTexts.reduce((rest, borrowed) => rest.split(borrowed).join(" "), text);
}

interface Found {
  path: string;
  problem: string;
}

/** Sample arguments for a twin's function: figures as the callers pass them, formatted or plain. */
function sampleArguments(fn: (...args: never[]) => unknown): string[] {
  return Array.from({ length: fn.length }, (_, index) => String(index + 1));
}

/**
 * Walks a twin's value beside the English one: strings must be Telugu and not empty, arrays as long as
 * the English ones with the same ids, objects with the same keys; functions are called with samples.
 */
function walk(twin: unknown, english: unknown, path: string, found: Found[]): void {
  const key =
    path
      .split(".")
      .at(-1)
      ?.replace(/(\[\d+\]|\(\))$/, "") ?? "";
  if (BORROWED_KEYS.has(key)) return;
  if (DATA_KEYS.has(key) || DATA_PATHS.has(path)) {
    if (JSON.stringify(twin) !== JSON.stringify(english)) {
      found.push({ path, problem: `data changed: ${JSON.stringify(twin)} ≠ ${JSON.stringify(english)}` });
    }
    return;
  }
  if (typeof twin === "string") {
    if (key.endsWith("Path") || key === "path") return;
    if (twin.trim() === "" && english !== "") found.push({ path, problem: "empty" });
    const words = untranslatedWords(withoutBorrowed(twin));
    if (words.length > 0) found.push({ path, problem: `untranslated: ${words.join(", ")} in ${twin}` });
    return;
  }
  if (typeof twin === "function") {
    const fn = twin as (...args: string[]) => unknown;
    const args = sampleArguments(fn);
    const englishFn = english as ((...args: string[]) => unknown) | undefined;
    walk(fn(...args), englishFn?.(...args), `${path}()`, found);
    return;
  }
  if (Array.isArray(twin)) {
    const list = english as unknown[];
    if (!Array.isArray(list) || list.length !== twin.length) {
      found.push({ path, problem: "not the length of the English list" });
      return;
    }
    const ids = (items: unknown[]) =>
      items.map((item) => (item && typeof item === "object" && "id" in item ? item.id : undefined));
    if (JSON.stringify(ids(twin)) !== JSON.stringify(ids(list))) {
      found.push({ path, problem: "not the ids of the English list" });
    }
    twin.forEach((item, index) => walk(item, list[index], `${path}[${index}]`, found));
    return;
  }
  if (twin && typeof twin === "object") {
    const source = (english ?? {}) as Record<string, unknown>;
    const keys = Object.keys(twin).sort();
    if (JSON.stringify(keys) !== JSON.stringify(Object.keys(source).sort())) {
      found.push({ path, problem: "not the keys of the English object" });
    }
    for (const [name, value] of Object.entries(twin)) walk(value, source[name], `${path}.${name}`, found);
    return;
  }
  if (twin !== english) found.push({ path, problem: `data changed: ${String(twin)} ≠ ${String(english)}` });
}

/** The exports of a twin module, without functions that are the English module's own (re-exports). */
function problemsOf(twin: Record<string, unknown>, english: Record<string, unknown>, skip: string[] = []) {
  const found: Found[] = [];
  for (const [name, value] of Object.entries(twin)) {
    if (skip.includes(name)) continue;
    walk(value, english[name], name, found);
  }
  return found;
}

describe("the Telugu twins of the frame, forms, Contact, compare and privacy", () => {
  it.each([
    // The island's texts are re-exported by the frame; they are checked in their own module.
    ["layout", layout, enLayout, ["loadingText", "applicationError"]],
    ["island-frame", islandFrame, enIslandFrame, []],
    ["controls", controls, enControls, []],
    ["enquiry-form", enquiryForm, enEnquiryForm, []],
    ["contact", contact, enContact, []],
    ["contact-bar", contactBar, enContactBar, []],
    ["compare", compare, enCompare, []],
    ["privacy", privacy, enPrivacy, []],
    // findPage is checked below; the site's two functions are the English module's.
    ["pages", pages, enPages, ["findPage"]],
    ["site", site, enSite, ["formatAddress", "findExampleValues"]],
  ] as const)(
    "%s: every string Telugu, none empty, the English keys and ids",
    (_name, twin, english, skip) => {
      expect(problemsOf(twin, english, [...skip])).toEqual([]);
    },
  );

  it("keeps the privacy notice's sections, blocks and conditions", () => {
    const shape = (notice: typeof privacy.privacyNotice) =>
      notice.sections.map((section) => ({
        id: section.id,
        blocks: section.blocks.map((block) => [block.kind, block.when]),
      }));
    expect(shape(privacy.privacyNotice)).toEqual(shape(enPrivacy.privacyNotice));
    expect(privacy.privacyNotice.date).toBe(enPrivacy.privacyNotice.date);
  });

  it("writes a Telugu WhatsApp greeting for every page it can name, each different", () => {
    const countries: CountryCode[] = ["uk", "usa", "canada", "germany", "ireland"];
    const named: NamedPage[] = ["about", "services", "contact", "costCalculator"];
    const topics: GreetingTopic[] = [
      ...countries.map((country) => ({ kind: "country" as const, country })),
      ...named.map((page) => ({ kind: "page" as const, page })),
      { kind: "site" },
    ];
    const greetings = topics.map((topic) => whatsapp.whatsappMessages.en.greeting(topic));
    for (const greeting of [...greetings, whatsapp.whatsappMessages.en.chatLink]) {
      expect(greeting.trim()).not.toBe("");
      expect(untranslatedWords(greeting), greeting).toEqual([]);
    }
    expect(new Set(greetings).size).toBe(greetings.length);
    expect(Object.keys(whatsapp.whatsappMessages)).toEqual(Object.keys(enWhatsapp.whatsappMessages));
  });

  it("puts every path of the Telugu edition under /te", () => {
    const paths = [
      ...pages.allPages.map((page) => page.path),
      ...pages.countryPages.map((page) => page.path),
      ...pages.studyAbroadMenu.map((page) => page.path),
      ...pages.footerQuickLinks.map((page) => page.path),
      pages.notFoundPath,
      contactBar.contactBar.callBackPath,
      enquiryForm.enquiryFormTexts.privacyPath,
      ...helpPurposes.map((purpose) => enquiryForm.contactHelpPath(purpose)),
    ];
    for (const path of paths) {
      expect(path, path).toMatch(/^\/te(?:[/?#]|$)/);
      expect(localeOfPath(path), path).toBe("te");
    }
    expect(pages.allPages.map((page) => page.id)).toEqual(enPages.allPages.map((page) => page.id));
    expect(pages.countryPages.map((page) => page.id)).toEqual(enPages.countryPages.map((page) => page.id));
    expect(pages.studyAbroadMenu.map((page) => page.id)).toEqual(
      enPages.studyAbroadMenu.map((page) => page.id),
    );
    expect(pages.footerQuickLinks.map((page) => page.id)).toEqual(
      enPages.footerQuickLinks.map((page) => page.id),
    );
  });

  it("finds each Telugu page by its Telugu path, and no page by an English path", () => {
    for (const page of pages.allPages) {
      expect(pages.findPage(page.path)?.id).toBe(page.id);
      expect(pages.findPage(`${page.path.toUpperCase()}/`)?.id).toBe(page.id);
    }
    expect(pages.findPage("/te/")?.id).toBe("home");
    expect(pages.findPage("/te/no-such-page")).toBeUndefined();
    for (const page of enPages.allPages) expect(pages.findPage(page.path)).toBeUndefined();
  });
});
