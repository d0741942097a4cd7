/**
 * The Telugu words of the Home, About and Services pages (and their heroes, services, destinations, FAQ
 * and testimonials), walked in step with the English catalogues they are typed against
 * (docs/decisions/0009-words-apart-from-logic.md): the same ids, every text Telugu (no Latin-script word
 * outside the proper nouns of app/i18n/proper-nouns.ts and the names handed to a message), nothing empty,
 * every parameter used, the figures of the English text kept; and every list of the content modules finds
 * words for each of its items and leaves none unused.
 */
import { describe, expect, it } from "vitest";
import { team } from "~/content/about";
import { destinations } from "~/content/destinations";
import { faqs } from "~/content/faq";
import { loanSolutions, whyUs } from "~/content/home";
import { examPreparation, keyFeatures, visaSupport } from "~/content/services";
import { services } from "~/content/services-list";
import { testimonials } from "~/content/testimonials";
import { untranslatedWords } from "~/i18n/proper-nouns";
import { initials } from "~/lib/initials";
import * as enAbout from "../en/about";
import * as enDestinations from "../en/destinations";
import * as enFaq from "../en/faq";
import * as enHeroes from "../en/heroes";
import * as enHome from "../en/home";
import * as enServices from "../en/services";
import * as enServicesList from "../en/services-list";
import * as enTestimonials from "../en/testimonials";
import * as teAbout from "./about";
import * as teDestinations from "./destinations";
import * as teFaq from "./faq";
import * as teHeroes from "./heroes";
import * as teHome from "./home";
import * as teServices from "./services";
import * as teServicesList from "./services-list";
import * as teTestimonials from "./testimonials";

const catalogues: Record<string, [english: object, telugu: object]> = {
  about: [enAbout, teAbout],
  destinations: [enDestinations, teDestinations],
  faq: [enFaq, teFaq],
  heroes: [enHeroes, teHeroes],
  home: [enHome, teHome],
  services: [enServices, teServices],
  "services-list": [enServicesList, teServicesList],
  testimonials: [enTestimonials, teTestimonials],
};

/**
 * Arguments to call each message function with, by its path: figures as the content passes them, and
 * names (a university, a country, a person) that the message must carry.
 */
const samples: Record<string, readonly (readonly (string | number)[])[]> = {
  "heroes.heroes.home.stats.experience": [[23]],
  "heroes.heroes.about.subtitle": [[23]],
  "heroes.heroes.about.description": [[23]],
  "heroes.heroes.thankYou.description": [["సోమ–శని, ఉదయం 9 – సాయంత్రం 6"]],
  "home.whyUs.intro": [[23]],
  "home.whyUs.strengths.experience.description": [[23]],
  "home.topDestinations.linkContext": Object.values(teDestinations.destinations).map((d) => [d.country]),
  "about.aboutUs.paragraphs.story": [[23, "Vidyapath Overseas Education"]],
  "about.team.callPrefix": Object.values(teAbout.team.members).map((member) => [member.name]),
  "services.serviceSectionsText.numberLabel": [[1], [5]],
  ...Object.fromEntries(
    Object.keys(enTestimonials.testimonials).map((id) => [
      `testimonials.testimonials.${id}.title`,
      [["University of Example"]],
    ]),
  ),
};

interface Text {
  path: string;
  english: string;
  telugu: string;
  /** What the message was called with: each must appear in the Telugu text, and may be in Latin script. */
  args: readonly (string | number)[];
}

/** Every text of a Telugu catalogue with its English counterpart; differences of shape as problems. */
function walk(
  english: unknown,
  telugu: unknown,
  path: string,
  texts: Text[],
  problems: string[],
  args: readonly (string | number)[] = [],
): void {
  if (typeof english === "string") {
    if (typeof telugu === "string") texts.push({ path, english, telugu, args });
    else problems.push(`${path}: not a string`);
  } else if (typeof english === "function") {
    if (typeof telugu !== "function") {
      problems.push(`${path}: not a function`);
      return;
    }
    const calls = samples[path] ?? [];
    if (calls.length === 0) problems.push(`${path}: no sample arguments to call it with`);
    for (const call of calls) {
      walk(english(...call), telugu(...call), `${path}(${call.join(", ")})`, texts, problems, call);
    }
  } else if (english !== null && typeof english === "object") {
    if (telugu === null || typeof telugu !== "object") {
      problems.push(`${path}: not an object`);
      return;
    }
    const keys = Object.keys(english).sort();
    if (JSON.stringify(Object.keys(telugu).sort()) !== JSON.stringify(keys)) {
      problems.push(`${path}: other ids than in English`);
      return;
    }
    for (const key of keys) {
      walk(
        (english as Record<string, unknown>)[key],
        (telugu as Record<string, unknown>)[key],
        `${path}.${key}`,
        texts,
        problems,
      );
    }
  } else if (english !== telugu) {
    problems.push(`${path}: ${String(telugu)} instead of ${String(english)}`);
  }
}

function walkCatalogue(name: string): { texts: Text[]; problems: string[] } {
  const [english, telugu] = catalogues[name] ?? [{}, {}];
  const texts: Text[] = [];
  const problems: string[] = [];
  walk(english, telugu, name, texts, problems);
  return { texts, problems };
}

/** The figures of a text: "7.4", "10", "F-1" keep their digits in Telugu. */
function figures(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
}

describe.each(Object.keys(catalogues))("the Telugu words of %s", (name) => {
  it("have the English catalogue's ids and shapes", () => {
    const { texts, problems } = walkCatalogue(name);
    expect(problems).toEqual([]);
    expect(texts.length).toBeGreaterThan(0);
  });

  it("say everything in Telugu, nothing empty, with the message's arguments and the figures", () => {
    for (const { path, english, telugu, args } of walkCatalogue(name).texts) {
      expect(telugu.trim(), path).not.toBe("");
      for (const arg of args) expect(telugu, path).toContain(String(arg));
      const withoutArgs = args.reduce<string>((text, arg) => text.split(String(arg)).join(" "), telugu);
      expect(untranslatedWords(withoutArgs), path).toEqual([]);
      expect(figures(telugu), path).toEqual(figures(english));
    }
  });
});

describe("the lists of the Home, About and Services pages", () => {
  /** A list's ids against the ids its catalogue has words for, in both languages. */
  const lists: [name: string, ids: readonly string[], english: object, telugu: object][] = [
    ["services", services.map((item) => item.id), enServicesList.services, teServicesList.services],
    [
      "destinations",
      destinations.map((item) => item.id),
      enDestinations.destinations,
      teDestinations.destinations,
    ],
    ["FAQ", faqs.map((item) => item.id), enFaq.faqs, teFaq.faqs],
    [
      "testimonials",
      testimonials.map((item) => item.id),
      enTestimonials.testimonials,
      teTestimonials.testimonials,
    ],
    ["team", team.members.map((item) => item.id), enAbout.team.members, teAbout.team.members],
    ["Why Us", whyUs.strengths.map((item) => item.id), enHome.whyUs.strengths, teHome.whyUs.strengths],
    [
      "loans",
      loanSolutions.loans.map((item) => item.id),
      enHome.loanSolutions.loans,
      teHome.loanSolutions.loans,
    ],
    [
      "visa cards",
      visaSupport.cards.map((item) => item.id),
      enServices.visaSupport.cards,
      teServices.visaSupport.cards,
    ],
    [
      "exams",
      examPreparation.exams.map((item) => item.id),
      enServices.examPreparation.exams,
      teServices.examPreparation.exams,
    ],
    [
      "key features",
      keyFeatures.items.map((item) => item.id),
      enServices.keyFeatures.items,
      teServices.keyFeatures.items,
    ],
  ];

  it.each(lists)(
    "%s: every item has words in both languages, and no words are left unused",
    (_name, ids, english, telugu) => {
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(Object.keys(english).sort());
      expect([...ids].sort()).toEqual(Object.keys(telugu).sort());
    },
  );

  it("keeps each item's words with the item, whatever the order", () => {
    // The words follow the id, not the position: the third FAQ is the one about collateral in both languages.
    expect(faqs.map((item) => item.question)).toEqual(faqs.map((item) => enFaq.faqs[item.id].question));
    expect(faqs[2]?.id).toBe("loanWithoutCollateral");
  });
});

describe("people's names", () => {
  const people = [
    ...Object.values(teAbout.team.members).map((member) => member.name),
    ...Object.values(teTestimonials.testimonials).map((testimonial) => testimonial.name),
  ];

  it.each(people)("%s is written in Telugu script", (name) => {
    expect(name).toMatch(/^[\p{Script=Telugu}\s.]+$/u);
  });

  it("carry the name in Telugu into the call link's Telugu sentence", () => {
    for (const member of Object.values(teAbout.team.members)) {
      expect(teAbout.team.callPrefix(member.name)).toContain(member.name);
    }
  });

  it("badge each team member with the initials they sign with", () => {
    // In unit tests the content holds the English words: the names as the people write them.
    for (const member of team.members) expect(member.monogram).toBe(initials(member.name));
  });
});

describe("the walk", () => {
  it("reports other ids, missing samples and changed data", () => {
    const texts: Text[] = [];
    const problems: string[] = [];
    walk(
      { cards: { visas: { title: "Visas" } }, count: 2, say: (n: number) => `${n}` },
      { cards: { visa: { title: "వీసాలు" } }, count: 3, say: (n: number) => `${n}` },
      "sample",
      texts,
      problems,
    );
    expect(problems).toEqual([
      "sample.cards: other ids than in English",
      "sample.count: 3 instead of 2",
      "sample.say: no sample arguments to call it with",
    ]);
  });
});
