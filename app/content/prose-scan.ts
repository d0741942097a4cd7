/**
 * Finds figures and calendar facts typed by hand into prose, in the string literals, template-literal text
 * and JSX text of a source file: currency amounts, percentages and durations ("18 months", "20 hours"),
 * dates ("1 Jan 2026", "8 November 2024", "1 జనవరి, 2026"), years standing alone ("2024", "2024/25",
 * "in 2026") and ages ("under 30", "aged 18", "23 and over", "30 ఏళ్ల లోపు"). A figure or a date rendered
 * from the facts data enters a sentence through `${…}` or a JSX expression, so it is never part of the
 * literal text and is not reported. Used by prose-figures.test.ts over every content file.
 */
import ts from "typescript";
import { monthNames as englishMonths } from "~/words/en/countries/format";
import { monthNames as teluguMonths } from "~/words/te/countries/format";

/** What kind of hand-typed fact a match is: an amount or duration, or a date, a year or an age. */
export type ProseKind = "figure" | "date" | "year" | "age";

export interface ProseFigure {
  /** The matched text, e.g. "£1,483", "2 years", "1 Jan 2026" or "under 30". */
  match: string;
  kind: ProseKind;
  /** The whole literal it was found in, for the report. */
  text: string;
  line: number;
}

const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty";
const NUMBER = String.raw`(?:\d[\d,]*(?:\.\d+)?|${NUMBER_WORDS})`;

/** A space, or the no-break space the formatters put between a day and its month. */
const SPACE = String.raw`[\s\u00a0]`;
/** English months in full and shortened ("Jan", "Sept"), and Telugu months as the formatters write them. */
const EN_MONTH = `(?:${englishMonths.map((month) => `${month}|${month.slice(0, 3)}`).join("|")}|Sept)\\.?`;
const TE_MONTH = `(?:${teluguMonths.join("|")})`;
/**
 * A year of this century or the last, not part of a longer number or an amount, nor of a law's name ("the
 * Income-tax Act, 2025", "DPDP Act 2023", "ఆదాయపు పన్ను చట్టం, 2025"): a name, not a date that goes stale.
 */
const YEAR = String.raw`(?<![\d.,₹$£€])(?<!\bAct,?${SPACE})(?<!చట్టం,?${SPACE})(?:19|20)\d{2}(?![\d])`;
/** Telugu words for years of age, and what follows an age ("under", "over", "completed", "of age"). */
const TE_YEARS = "(?:ఏళ్ల|ఏళ్లు|ఏళ్ళ|ఏళ్ళు|సంవత్సరాల|సంవత్సరాలు)";
const TE_AGE_AFTER = "(?:లోపు|లోపల|పైబడ|పైన|నిండ|దాటి|వయసు|వయస్సు|వారికి|వారు)";

/** Each pattern is one kind of fact; the lists are what "a figure in prose" and "a date in prose" mean on this site. */
const patterns: readonly { kind: ProseKind; pattern: RegExp }[] = [
  // Currency amounts: £524, € 11,904, $250, ₹10 lakh, CAD 22,895, Rs 5,000, 10 lakh, 1.5 crore.
  { kind: "figure", pattern: /[£€$₹]\s?\d[\d,]*(?:\.\d+)?/giu },
  { kind: "figure", pattern: /\b(?:CAD|USD|EUR|GBP|INR|Rs\.?)\s?\d[\d,]*(?:\.\d+)?/gu },
  { kind: "figure", pattern: /\b\d[\d,]*(?:\.\d+)?\s?(?:lakh|crore)\b/giu },
  // Percentages: 5%, 2 per cent, 10 percent.
  { kind: "figure", pattern: /\b\d+(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)/giu },
  // Durations and limits: 18 months, 2 years, 20 hours, 140 days, 30 weeks, 10–12 months, two years.
  {
    kind: "figure",
    pattern: new RegExp(
      String.raw`\b${NUMBER}(?:\s?(?:-|–|to)\s?${NUMBER})?[\s-]+(?:months?|years?|hours?|weeks?|days?|semesters?)\b`,
      "giu",
    ),
  },
  // Dates: 1 Jan 2026, 8 November 2024, 1st September, 2025, November 25, 2025, 2026-01-01, 1 జనవరి, 2026.
  {
    kind: "date",
    pattern: new RegExp(
      String.raw`\b\d{1,2}(?:st|nd|rd|th)?${SPACE}+${EN_MONTH},?${SPACE}+(?:19|20)\d{2}\b`,
      "giu",
    ),
  },
  {
    kind: "date",
    pattern: new RegExp(
      String.raw`\b${EN_MONTH}${SPACE}+\d{1,2}(?:st|nd|rd|th)?,${SPACE}*(?:19|20)\d{2}\b`,
      "giu",
    ),
  },
  {
    kind: "date",
    pattern: new RegExp(String.raw`(?<!\d)\d{1,2}${SPACE}+${TE_MONTH},?${SPACE}+(?:19|20)\d{2}\b`, "gu"),
  },
  { kind: "date", pattern: /\b(?:19|20)\d{2}-\d{2}-\d{2}\b/gu },
  // A month of a year: September 2025, Nov 2024, నవంబర్ 2024.
  { kind: "date", pattern: new RegExp(String.raw`\b${EN_MONTH}${SPACE}+(?:19|20)\d{2}\b`, "giu") },
  { kind: "date", pattern: new RegExp(String.raw`${TE_MONTH}${SPACE}+(?:19|20)\d{2}\b`, "gu") },
  // A year standing alone, or a span of years: 2024, in 2026, 2024/25, 2026–27, 2026లో.
  {
    kind: "year",
    pattern: new RegExp(String.raw`${YEAR}(?:${SPACE}?[/–-]${SPACE}?(?:19|20)?\d{2}(?!\d))?`, "gu"),
  },
  // Ages: under 30, aged 18, age 25, below 18, 23 and over, 18 or older, 30th birthday.
  {
    kind: "age",
    pattern: new RegExp(
      String.raw`\b(?:under|below|aged?|ages)${SPACE}+(?:the${SPACE}+age${SPACE}+of${SPACE}+)?\d{1,2}\b(?![\d,.]|${SPACE}*(?:%|per\b|percent\b|hours?\b|days?\b|weeks?\b|months?\b|semesters?\b|minutes?\b))`,
      "giu",
    ),
  },
  {
    kind: "age",
    pattern: new RegExp(String.raw`\b\d{1,2}${SPACE}+(?:and|or)${SPACE}+(?:over|above|older)\b`, "giu"),
  },
  { kind: "age", pattern: /\b\d{1,2}(?:st|nd|rd|th)[\s\u00a0]+birthday\b/giu },
  // Telugu ages: 30 ఏళ్ల లోపు (under 30), 23 ఏళ్లు నిండిన (23 and over), వయసు 30.
  {
    kind: "age",
    pattern: new RegExp(
      String.raw`(?<!\d)\d{1,2}${SPACE}*${TE_YEARS}${SPACE}*${TE_AGE_AFTER}[\u0C00-\u0C7F]*`,
      "gu",
    ),
  },
  { kind: "age", pattern: new RegExp(String.raw`(?:వయసు|వయస్సు)${SPACE}*\d{1,2}(?!\d)`, "gu") },
];

/** Properties whose strings are addresses, link texts of cited pages or ids, not our prose. */
const NOT_PROSE_KEYS = new Set(["url", "sourceUrl", "sourceName", "name", "id", "href"]);

/**
 * Objects whose every string is the name of a cited page as its publisher titled it (the words' `sources`
 * and `sourceNames`: "Mondaq: new National Minimum Wage rates for April 2026"), not our prose.
 */
const SOURCE_NAME_LISTS = new Set(["sources", "sourceNames"]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function keyOf(node: ts.Node): string | undefined {
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text;
  if (!ts.isPropertyAssignment(node)) return undefined;
  const key = node.name;
  return ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : undefined;
}

function isNotProse(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
  const parent = node.parent;
  if (
    ts.isPropertyAssignment(parent) &&
    parent.initializer === node &&
    NOT_PROSE_KEYS.has(keyOf(parent) ?? "")
  )
    return true;
  // A calendar date on its own is data (`effectiveFrom: "2026-01-01"`, `const FROM: IsoDate = "…"`), unless
  // a sentence is built around it (`on("2026-01-01")` in a catalogue, which the scan reports).
  if (
    ISO_DATE.test(node.text) &&
    (ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent) || ts.isParameter(parent))
  )
    return true;
  for (let ancestor: ts.Node = parent; !ts.isSourceFile(ancestor); ancestor = ancestor.parent) {
    if (SOURCE_NAME_LISTS.has(keyOf(ancestor) ?? "")) return true;
  }
  return false;
}

/** Every hand-typed figure, date, year and age in a file's literal text (`kind` says which). */
export function findProseFigures(source: string, fileName = "content.tsx"): ProseFigure[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ProseFigure[] = [];
  const scan = (text: string, node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    // A date, year or age inside a stretch already reported is not reported again (a date is not also a
    // year; "2,026 people" is no year); figures are reported as they always were, overlaps included.
    const taken: [number, number][] = [];
    for (const { kind, pattern } of patterns) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        if (kind !== "figure" && taken.some(([from, to]) => start < to && end > from)) continue;
        taken.push([start, end]);
        found.push({ match: match[0].trim(), kind, text, line });
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isNotProse(node) && !/^https?:\/\//.test(node.text)) scan(node.text, node);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      scan(node.text, node);
    else if (ts.isJsxText(node)) scan(node.text, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
