/**
 * The Telugu twins of the Home, About and Services texts, walked in step with their English modules: every
 * text is Telugu (no Latin-script word outside the proper nouns of app/i18n/proper-nouns.ts) and not
 * empty, and every piece of data (icons, pictures, flags, links, figures, people's names) is the English
 * module's, in the same order and the same number.
 */
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { untranslatedWords } from "~/i18n/proper-nouns";
import * as enAbout from "../about";
import * as enDestinations from "../destinations";
import * as enFaq from "../faq";
import * as enHeroes from "../heroes";
import * as enHome from "../home";
import * as enQuickEstimate from "~/words/en/quick-estimate";
import * as enServices from "../services";
import * as enServicesList from "../services-list";
import * as enTestimonials from "../testimonials";
import * as teAbout from "./about";
import * as teDestinations from "./destinations";
import * as teFaq from "./faq";
import * as teHeroes from "./heroes";
import * as teHome from "./home";
import * as teQuickEstimate from "~/words/te/quick-estimate";
import * as teServices from "./services";
import * as teServicesList from "./services-list";
import * as teTestimonials from "./testimonials";

const twins: Record<string, [english: object, telugu: object]> = {
  about: [enAbout, teAbout],
  destinations: [enDestinations, teDestinations],
  faq: [enFaq, teFaq],
  heroes: [enHeroes, teHeroes],
  home: [enHome, teHome],
  "quick-estimate": [enQuickEstimate, teQuickEstimate],
  services: [enServices, teServices],
  "services-list": [enServicesList, teServicesList],
  testimonials: [enTestimonials, teTestimonials],
};

/** Keys whose values are data, not words: a twin keeps the English value. */
const dataKeys = new Set(["icon", "illustration", "flag", "to", "path", "e164", "display", "value"]);

/** Where people's names and exam names stand: kept as they are in the English module. */
function isKeptAsIs(path: string, key: string): boolean {
  if (key === "name") return /^(testimonials\.testimonials|about\.team\.members)\.\d+$/.test(path);
  if (key === "title") return /^services\.examPreparation\.exams\.\d+$/.test(path);
  return false;
}

/** Arguments to call each function of the twins with, taken from the real data. */
const samples: Record<string, readonly (readonly unknown[])[]> = {
  "home.topDestinations.linkContext": teDestinations.destinations.map((destination) => [destination.country]),
  "about.team.callPrefix": enAbout.team.members.map((member) => [member.name]),
  "services.serviceSectionsText.numberLabel": [
    enServices.counselling,
    enServices.mockInterviews,
    enServices.visaSupport,
    enServices.scholarshipGuidance,
    enServices.examPreparation,
  ].map((section) => [section.number]),
};

interface Text {
  path: string;
  english: string;
  telugu: string;
  /** Proper names inside the text, taken from the data (a university, a person called). */
  names: readonly string[];
}

interface Walk {
  texts: Text[];
  /** Differences in data or shape between the twin and its English module. */
  problems: string[];
}

/** The university in a testimonial's English title, "Course, University, Country". */
function universityIn(title: string): string[] {
  const university = title.split(", ")[1];
  return university === undefined ? [] : [university];
}

function walk(
  english: unknown,
  telugu: unknown,
  path: string,
  found: Walk,
  names: readonly string[] = [],
): void {
  if (typeof english === "string") {
    if (typeof telugu !== "string") found.problems.push(`${path}: not a string`);
    else found.texts.push({ path, english, telugu, names });
    return;
  }
  if (typeof english === "function") {
    if (typeof telugu !== "function") {
      found.problems.push(`${path}: not a function`);
      return;
    }
    const calls = samples[path];
    if (!calls || calls.length === 0) {
      found.problems.push(`${path}: no sample arguments to call it with`);
      return;
    }
    calls.forEach((args, index) => {
      const strings = args.filter((arg): arg is string => typeof arg === "string");
      walk(english(...args), telugu(...args), `${path}(${index})`, found, strings);
    });
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(telugu) || telugu.length !== english.length) {
      found.problems.push(`${path}: ${english.length} entries in English, not the same in Telugu`);
      return;
    }
    english.forEach((item, index) => walk(item, telugu[index], `${path}.${index}`, found));
    return;
  }
  if (english !== null && typeof english === "object") {
    if (telugu === null || typeof telugu !== "object") {
      found.problems.push(`${path}: not an object`);
      return;
    }
    const englishKeys = Object.keys(english).sort();
    if (JSON.stringify(Object.keys(telugu).sort()) !== JSON.stringify(englishKeys)) {
      found.problems.push(`${path}: keys differ from English`);
      return;
    }
    const en = english as Record<string, unknown>;
    const te = telugu as Record<string, unknown>;
    for (const key of englishKeys) {
      const at = `${path}.${key}`;
      if (key === "page") {
        // A destination's country page, from the page list (the Telugu one in the Telugu build).
        const id = (value: unknown) => (value as { id?: unknown }).id;
        if (id(te[key]) !== id(en[key])) found.problems.push(`${at}: another page than in English`);
      } else if (dataKeys.has(key) || isKeptAsIs(path, key)) {
        if (te[key] !== en[key])
          found.problems.push(`${at}: ${String(te[key])} instead of ${String(en[key])}`);
      } else if (path.startsWith("testimonials.testimonials.") && key === "title") {
        walk(en[key], te[key], at, found, universityIn(String(en[key])));
      } else {
        walk(en[key], te[key], at, found, names);
      }
    }
    return;
  }
  if (telugu !== english) found.problems.push(`${path}: ${String(telugu)} instead of ${String(english)}`);
}

function walkTwin(name: string): Walk {
  const [english, telugu] = twins[name] ?? [{}, {}];
  const found: Walk = { texts: [], problems: [] };
  walk(english, telugu, name, found);
  return found;
}

describe.each(Object.keys(twins))("the Telugu twin of %s", (name) => {
  it("keeps the English module's data, lists and entries", () => {
    const { texts, problems } = walkTwin(name);
    expect(problems).toEqual([]);
    expect(texts.length).toBeGreaterThan(0);
  });

  it("says everything in Telugu, leaving nothing empty", () => {
    for (const { path, english, telugu, names } of walkTwin(name).texts) {
      // Decorative pictures have an empty alternative text in both editions.
      if (english === "") {
        expect(telugu, path).toBe("");
        continue;
      }
      expect(telugu.trim(), path).not.toBe("");
      // In unit tests `~/content/site` is the English configuration; the Telugu build gives the twin's
      // office hours (app/content/te/site.ts), checked with the built pages.
      const withoutNames = [...names, site.officeHours.label].reduce(
        (text, properName) => text.split(properName).join(" "),
        telugu,
      );
      expect(untranslatedWords(withoutNames), path).toEqual([]);
    }
  });
});

describe("the walk", () => {
  it("reports English words, missing entries and changed data", () => {
    const found: Walk = { texts: [], problems: [] };
    walk(
      { cards: [{ title: "Visas", icon: "plane" }], more: ["a", "b"] },
      { cards: [{ title: "Visas", icon: "globe" }], more: ["అ"] },
      "sample",
      found,
    );
    expect(found.problems).toEqual([
      "sample.cards.0.icon: globe instead of plane",
      "sample.more: 2 entries in English, not the same in Telugu",
    ]);
    expect(found.texts.flatMap((text) => untranslatedWords(text.telugu))).toEqual(["Visas"]);
  });
});
