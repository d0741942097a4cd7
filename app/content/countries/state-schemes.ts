/**
 * Andhra Pradesh and Telangana overseas-study schemes, listed on every country page: their order and
 * links here, their words in the edition's catalogue (app/words/<language>/countries/state-schemes.ts).
 */
import { schemes as words } from "~words/countries/state-schemes";
import type { WordsOf } from "~/words/types";
import type { Point } from "./types";

/** The year Andhra Pradesh issued the Videshi Vidya guidelines the link reports. */
const VIDESHI_VIDYA_GUIDELINES_YEAR = 2022;

const schemes = [
  {
    id: "andhraPradesh",
    url: "https://www.newindianexpress.com/states/andhra-pradesh/2022/jul/12/andhra-pradeshs-new-guidelines-for-videshi-vidya-plan-to-cover-more-students-2475627.html",
  },
  { id: "telangana", url: "https://telanganaepass.cgg.gov.in/" },
] as const satisfies readonly { id: keyof typeof words; url: string }[];

/** The schemes with a language's words (the edition's by default). */
export function stateScholarshipsIn(schemeWords: WordsOf<typeof words> = words): Point[] {
  return schemes.map(({ id, url }) => {
    const scheme: {
      title: string;
      text: string | ((year: string) => string);
      link: string | ((year: string) => string);
      indicative?: string;
    } = schemeWords[id];
    const withYear = (words: string | ((year: string) => string)) =>
      typeof words === "string" ? words : words(String(VIDESHI_VIDYA_GUIDELINES_YEAR));
    return {
      title: scheme.title,
      text: withYear(scheme.text),
      link: { label: withYear(scheme.link), url },
      ...(scheme.indicative ? { indicative: scheme.indicative } : {}),
    };
  });
}

export const stateScholarships: readonly Point[] = stateScholarshipsIn();
