/**
 * Abbreviations on the country pages and what they stand for. A page spells each one out where it is
 * first used: the first mention is marked up with its expansion as a title, and the first mention in
 * running text also gets the words in brackets, unless that text already says them.
 */

export interface Abbreviation {
  short: string;
  long: string;
  /** The expansion for the plural ("NBFCs"), when it is not the singular plus "s". */
  longPlural?: string;
  /** Other wordings that spell it out too (a sentence that says one needs no brackets). */
  saidAs?: readonly string[];
}

const attestation = ["provincial or territorial attestation letter"];

export const abbreviations: readonly Abbreviation[] = [
  { short: "APS", long: "Academic Evaluation Centre (Akademische Prüfstelle)" },
  { short: "BC", long: "Backward Classes" },
  { short: "CAS", long: "Confirmation of Acceptance for Studies" },
  { short: "CEFR", long: "Common European Framework of Reference for Languages" },
  { short: "CLB", long: "Canadian Language Benchmark" },
  { short: "CPT", long: "Curricular Practical Training" },
  { short: "DAAD", long: "German Academic Exchange Service" },
  {
    short: "DLI",
    long: "designated learning institution",
    longPlural: "designated learning institutions",
  },
  { short: "DS-160", long: "the US online visa application form" },
  { short: "DSH", long: "German language examination for university entrance" },
  { short: "EMI", long: "equated monthly instalment", longPlural: "equated monthly instalments" },
  { short: "GIC", long: "Guaranteed Investment Certificate" },
  { short: "GMAT", long: "Graduate Management Admission Test" },
  { short: "GRE", long: "Graduate Record Examinations" },
  { short: "IELTS", long: "International English Language Testing System" },
  { short: "IHS", long: "Immigration Health Surcharge" },
  { short: "ILEP", long: "Interim List of Eligible Programmes" },
  { short: "IRCC", long: "Immigration, Refugees and Citizenship Canada" },
  { short: "KIT", long: "Karlsruhe Institute of Technology" },
  { short: "LLM", long: "Master of Laws" },
  { short: "LRS", long: "Liberalised Remittance Scheme" },
  { short: "MBA", long: "Master of Business Administration" },
  { short: "MRV", long: "machine-readable visa" },
  {
    short: "NBFC",
    long: "non-banking financial company",
    longPlural: "non-banking financial companies",
  },
  { short: "OPT", long: "Optional Practical Training" },
  { short: "PAL", long: "provincial attestation letter", saidAs: attestation },
  { short: "PGWP", long: "Post-Graduation Work Permit" },
  { short: "PPS", long: "Personal Public Service" },
  { short: "PTE", long: "Pearson Test of English" },
  { short: "QQI", long: "Quality and Qualifications Ireland" },
  { short: "QS", long: "Quacquarelli Symonds" },
  { short: "SC", long: "Scheduled Castes" },
  { short: "SEVIS", long: "Student and Exchange Visitor Information System" },
  { short: "SEVP", long: "Student and Exchange Visitor Program" },
  { short: "ST", long: "Scheduled Tribes" },
  { short: "STEM", long: "science, technology, engineering and mathematics" },
  { short: "TAL", long: "territorial attestation letter", saidAs: attestation },
  { short: "TB", long: "tuberculosis" },
  { short: "TCS", long: "tax collected at source" },
  { short: "TestDaF", long: "Test of German as a Foreign Language" },
  { short: "THE", long: "Times Higher Education" },
  { short: "TK", long: "Techniker Krankenkasse" },
  { short: "TOEFL", long: "Test of English as a Foreign Language" },
  { short: "TUM", long: "Technical University of Munich" },
  { short: "UCAS", long: "Universities and Colleges Admissions Service" },
  { short: "UKVI", long: "UK Visas and Immigration" },
  { short: "USCIS", long: "US Citizenship and Immigration Services" },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** Any abbreviation as a whole word, with an optional plural "s". */
export const abbreviationPattern = new RegExp(
  `(?<![\\w-])(${[...abbreviations]
    .sort((a, b) => b.short.length - a.short.length)
    .map((entry) => escape(entry.short))
    .join("|")})(s?)(?![\\w-])`,
  "g",
);

/** A piece of text: plain, or an abbreviation with its expansion (and whether to spell it out after it). */
export type TextPiece = string | { short: string; title: string; spellOut: boolean };

/**
 * How a "prose" text (a sentence) or a "label" (a heading, a table cell, a short value) is shown.
 * A label gets the title only, so a heading stays short; the words follow at the first sentence.
 */
export type TextKind = "prose" | "label";

export interface AbbreviationTracker {
  pieces(text: string, kind: TextKind): TextPiece[];
  /** For plain strings (the hero's): the text with the words in brackets after each first mention. */
  spellOut(text: string): string;
}

/** A tracker for one page: create one per rendering of the page, and pass every text through it in page order. */
export function createAbbreviationTracker(): AbbreviationTracker {
  return abbreviationTrackerFor(abbreviations);
}

/** A tracker that spells out the abbreviations of `list` (each edition has its own expansions). */
export function abbreviationTrackerFor(list: readonly Abbreviation[]): AbbreviationTracker {
  const byShort = new Map(list.map((entry) => [entry.short, entry]));
  const titled = new Set<string>();
  const spelled = new Set<string>();

  function pieces(text: string, kind: TextKind): TextPiece[] {
    const result: TextPiece[] = [];
    let last = 0;
    const lower = text.toLowerCase();
    for (const match of text.matchAll(abbreviationPattern)) {
      const short = match[1] ?? "";
      const entry = byShort.get(short);
      if (!entry) continue;
      const plural = match[2] === "s";
      const words = plural ? (entry.longPlural ?? `${entry.long}s`) : entry.long;
      const saidHere = [entry.long, ...(entry.saidAs ?? [])].some((wording) =>
        lower.includes(wording.toLowerCase()),
      );
      if (kind === "prose" && saidHere) spelled.add(short);
      const needsTitle = !titled.has(short) && !spelled.has(short);
      const needsWords = kind === "prose" && !spelled.has(short);
      if (!needsTitle && !needsWords) continue;
      const index = match.index;
      if (index > last) result.push(text.slice(last, index));
      result.push({ short: match[0], title: words, spellOut: needsWords });
      titled.add(short);
      if (needsWords) spelled.add(short);
      last = index + match[0].length;
    }
    if (last < text.length) result.push(text.slice(last));
    return result;
  }

  return {
    pieces,
    spellOut: (text) =>
      pieces(text, "prose")
        .map((piece) =>
          typeof piece === "string"
            ? piece
            : piece.spellOut
              ? `${piece.short} (${piece.title})`
              : piece.short,
        )
        .join(""),
  };
}

/** A tracker that marks nothing (texts rendered outside a country page). */
export const plainText: AbbreviationTracker = {
  pieces: (text) => [text],
  spellOut: (text) => text,
};
