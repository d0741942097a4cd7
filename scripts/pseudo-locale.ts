/**
 * The pseudo-locale, used only in tests, proves that every word of the public site comes from a catalogue
 * (docs/decisions/0009-words-apart-from-logic.md). `en-XA` is built like a real edition (astro.config.ts's
 * `siteConfig`), into a temporary directory, never shipped: its `~words/<area>` is a module generated from
 * the English catalogue app/words/en/<area>.ts, every string and every message function's sentence accented
 * and bracketed (scripts/pseudo-words.ts: "Why Us" → "[Ŵĥý Ûš]"). On its built pages, a plain unaccented
 * Latin word outside the proper nouns (app/i18n/proper-nouns.ts) and the content's names (people,
 * addresses, universities: scripts/script-check.ts) did not come from a catalogue.
 *
 * `npm run test:pseudo` builds it, prints each such word with its page and fails when there is one;
 * `-- --keep` leaves the built pages in place and prints where they are.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Plugin } from "vite";
import type { LanguageInfo } from "../contract/languages.ts";
import { untranslatedTexts } from "./script-check.ts";

const root = join(import.meta.dirname, "..");
const englishDir = join(root, "app", "words", "en");
const pseudoWordsFile = join(import.meta.dirname, "pseudo-words.ts");

/** The pseudo-locale as a row like those of contract/languages.ts; it is not in that list. */
export const pseudoLanguage: LanguageInfo = {
  code: "en-XA",
  name: "Pseudo-English",
  endonym: "[Éñĝļîšĥ]",
  lang: "en-XA",
  tag: "en-XA",
  ogLocale: "en_XA",
  prefix: "/en-xa",
  script: "Latin",
  switchLabel: "[Ŕéåð ţĥîš þåĝé îñ Ƥšéûðö-Éñĝļîšĥ]",
};

/** The English catalogue file of an area (`countries/uk` → app/words/en/countries/uk.ts). */
function englishFile(area: string): string {
  const candidates = [".ts", ".tsx", "/index.ts"].map((ending) => join(englishDir, `${area}${ending}`));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`~words/${area}: no English catalogue in ${relative(root, englishDir)}`);
  return found;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);

/** The names of the values a catalogue file exports (its types left out). */
export function exportedValues(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) throw new Error(`${file}: export a catalogue entry by name`);
        names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      isExported(statement)
    ) {
      names.push(isDefault(statement) ? "default" : (statement.name?.text ?? "default"));
    } else if (ts.isExportAssignment(statement)) {
      names.push("default");
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      if (!statement.exportClause) throw new Error(`${file}: \`export *\` is not read by the pseudo-locale`);
      if (ts.isNamespaceExport(statement.exportClause)) names.push(statement.exportClause.name.text);
      else
        names.push(
          ...statement.exportClause.elements
            .filter((element) => !element.isTypeOnly)
            .map((element) => element.name.text),
        );
    }
  }
  return names;
}

const VIRTUAL = "\0pseudo-words:";

/** The module the pseudo-locale's build reads for `~words/<area>`. */
export function pseudoModule(area: string): string {
  const file = englishFile(area);
  return [
    `import * as english from ${JSON.stringify(file)};`,
    `import { pseudoWords } from ${JSON.stringify(pseudoWordsFile)};`,
    ...exportedValues(file).map((name) =>
      name === "default"
        ? "export default pseudoWords(english.default);"
        : `export const ${name} = pseudoWords(english.${name});`,
    ),
  ].join("\n");
}

/**
 * Resolves `~words/<area>` to the pseudo-locale's module of that area; the English catalogue's own imports
 * of `~words/…` (one area's words using another's) get the English files, which the generated modules wrap.
 */
export function pseudoWordsPlugin(): Plugin {
  return {
    name: "pseudo-words",
    enforce: "pre",
    resolveId(source, importer) {
      if (!source.startsWith("~words/")) return null;
      const area = source.slice("~words/".length);
      if (importer && importer.startsWith(englishDir + sep)) return englishFile(area);
      return `${VIRTUAL}${area}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const area = id.slice(VIRTUAL.length);
      this.addWatchFile(englishFile(area));
      return pseudoModule(area);
    },
  };
}

/** Builds the pseudo-locale's edition into `outDir`. */
export async function buildPseudoEdition(outDir: string): Promise<void> {
  // As `astro build` does before it loads anything (scripts/build-site.ts).
  process.env.NODE_ENV ??= "production";
  const { build } = await import("astro");
  const { siteConfig } = await import("../astro.config.ts");
  await build({
    ...siteConfig(pseudoLanguage, { outDir, words: pseudoWordsPlugin() }),
    configFile: false,
    logLevel: "warn",
  });
}

export interface ForeignWords {
  /** The page's path in the pseudo-locale's build (`/about/index.html`). */
  page: string;
  /** The text the words are in. */
  text: string;
  /** Its plain Latin words outside proper nouns and names. */
  words: string[];
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** Every text of the built pages in `outDir` that holds words no catalogue gave. */
export async function wordsNotFromCatalogues(outDir: string): Promise<ForeignWords[]> {
  const found: ForeignWords[] = [];
  for await (const path of htmlFiles(outDir)) {
    const page = `/${relative(outDir, path).split(sep).join("/")}`;
    for (const { text, words } of untranslatedTexts(await readFile(path, "utf8")))
      found.push({ page, text, words });
  }
  return found.sort((a, b) => a.page.localeCompare(b.page));
}

async function main(): Promise<void> {
  const keep = process.argv.includes("--keep");
  const outDir = await mkdtemp(join(tmpdir(), "pseudo-locale-"));
  try {
    await buildPseudoEdition(outDir);
    const found = await wordsNotFromCatalogues(outDir);
    for (const { page, text, words } of found)
      console.log(`${page}: ${words.join(", ")} in ${JSON.stringify(text)}`);
    const words = found.reduce((total, entry) => total + entry.words.length, 0);
    if (found.length > 0) {
      console.error(
        `pseudo-locale: ${words} words in ${found.length} texts did not come from a catalogue; move them to app/words/en/ (docs/decisions/0009-words-apart-from-logic.md), or list a name in app/i18n/proper-nouns.ts`,
      );
      process.exitCode = 1;
    } else {
      console.log("pseudo-locale: every word of the built pages came from a catalogue");
    }
  } finally {
    if (keep) console.log(`pseudo-locale: the built pages are in ${outDir}`);
    else await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
