/**
 * Finds figures typed by hand into prose: currency amounts, percentages and durations ("18 months",
 * "20 hours") in the string literals, template-literal text and JSX text of a source file. A figure
 * rendered from the facts data enters a sentence through `${…}` or a JSX expression, so it is never part
 * of the literal text and is not reported. Used by prose-figures.test.ts over every content file.
 */
import ts from "typescript";

export interface ProseFigure {
  /** The matched text, e.g. "£1,483" or "2 years". */
  match: string;
  /** The whole literal it was found in, for the report. */
  text: string;
  line: number;
}

const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty";
const NUMBER = String.raw`(?:\d[\d,]*(?:\.\d+)?|${NUMBER_WORDS})`;

/** Each pattern is one kind of figure; the list is what "a figure in prose" means on this site. */
const figurePatterns: readonly RegExp[] = [
  // Currency amounts: £524, € 11,904, $250, ₹10 lakh, CAD 22,895, Rs 5,000, 10 lakh, 1.5 crore.
  /[£€$₹]\s?\d[\d,]*(?:\.\d+)?/giu,
  /\b(?:CAD|USD|EUR|GBP|INR|Rs\.?)\s?\d[\d,]*(?:\.\d+)?/gu,
  /\b\d[\d,]*(?:\.\d+)?\s?(?:lakh|crore)\b/giu,
  // Percentages: 5%, 2 per cent, 10 percent.
  /\b\d+(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)/giu,
  // Durations and limits: 18 months, 2 years, 20 hours, 140 days, 30 weeks, 10–12 months, two years.
  new RegExp(
    String.raw`\b${NUMBER}(?:\s?(?:-|–|to)\s?${NUMBER})?[\s-]+(?:months?|years?|hours?|weeks?|days?|semesters?)\b`,
    "giu",
  ),
];

/** Properties whose strings are addresses, link texts of cited pages or ids, not our prose. */
const NOT_PROSE_KEYS = new Set(["url", "sourceUrl", "sourceName", "name", "id", "href"]);

function isNotProse(node: ts.Node): boolean {
  const parent = node.parent;
  if (parent && ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const key = parent.name;
    if ((ts.isIdentifier(key) || ts.isStringLiteral(key)) && NOT_PROSE_KEYS.has(key.text)) return true;
  }
  return false;
}

/** Every hand-typed figure in a file's literal text. */
export function findProseFigures(source: string, fileName = "content.tsx"): ProseFigure[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ProseFigure[] = [];
  const scan = (text: string, node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    for (const pattern of figurePatterns) {
      for (const match of text.matchAll(pattern)) found.push({ match: match[0].trim(), text, line });
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
