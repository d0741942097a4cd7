/**
 * The "Study in <country>" page template, shared by the five pages: the sections in page order with their
 * anchors, and the page's texts. The words are the edition's (app/words/<language>/countries/page-text.ts,
 * docs/decisions/0009-words-apart-from-logic.md); components hold no prose (docs/content-editing.md).
 */
import {
  countryPageText as pageWords,
  inShortText as inShortWords,
  levelLabels as levelWords,
  sections,
} from "~words/countries/page-text";
import type { CountryFactsBase } from "./types";

type Country = Pick<CountryFactsBase, "shortName" | "inSentence" | "name">;

interface PageSectionText {
  id: string;
  /** Short label in the "On this page" list. */
  nav: string;
  title: (country: Country) => string;
  eyebrow?: string;
}

type SectionId = keyof typeof sections;

/** The sections of a country page, in page order; each id is the section's anchor. */
export const sectionIds = [
  "why",
  "intakes",
  "universities",
  "costs",
  "visa",
  "funds",
  "english",
  "work",
  "scholarships",
  "loans",
  "accommodation",
  "legitimacy",
  "faq",
  "changes",
  "sources",
  "enquiry",
] as const satisfies readonly SectionId[];

export const countrySections = Object.fromEntries(
  sectionIds.map((id): [SectionId, PageSectionText] => [id, { id, ...sections[id] }]),
) as { readonly [Id in SectionId]: PageSectionText };

/** Texts of the "In short" box (app/content/countries/in-short.ts computes its figures). */
export const inShortText = inShortWords;

/** The example loan of the EMI preview on the country pages (indicative rate). */
export const emiPreviewLoan = { amountInr: 2_000_000, ratePercent: 11, years: 10 } as const;

/** Names of the study levels. */
export const levelLabels = levelWords;

export const countryPageText = {
  ...pageWords,
  /** The anchor of a numbered source, the same in every language. */
  sourceAnchor: (number: number) => `source-${number}`,
};
