/**
 * The Telugu edition's build (docs/decisions/0008-telugu-edition.md): the same pages and components,
 * built a second time with every content module replaced by its Telugu twin. An import that resolves to
 * `app/content/<path>.ts` gets `app/content/te/<path>.ts` when the twin exists (the enquiry forms' texts
 * come through the words alias instead: docs/decisions/0009-words-apart-from-logic.md); a twin's own
 * import of its English source is left alone, so a twin can
 * spread the English data; so do the modules of app/i18n/, which take the language as a parameter.
 * Modules without a twin hold no words (a build check scans every Telugu page
 * for untranslated text: scripts/telugu-check.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const contentDir = path.join(root, "app", "content");
const twinDir = path.join(contentDir, "te");
const i18nDir = path.join(root, "app", "i18n");

/** The query that marks the English source of a twin, imported by the twin itself. */
const englishSource = "english-source";

/** The Telugu twin of a module file, if it has one. */
export function twinOf(file: string): string | undefined {
  if (!file.startsWith(contentDir + path.sep) || file.startsWith(twinDir + path.sep)) return undefined;
  const twin = path.join(twinDir, path.relative(contentDir, file));
  return existsSync(twin) ? twin : undefined;
}

/**
 * The file of a module id, without Vite's query (`?astro&type=script…`); the dev server may name an
 * importer by its path from the project root (`/app/content/te/layout.ts`).
 */
function fileOf(id: string): string {
  const file = path.normalize(id.split("?")[0] ?? id);
  return file.startsWith(root) || existsSync(file) ? file : path.join(root, file);
}

export function teluguTwins(): Plugin {
  return {
    name: "telugu-twins",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes(englishSource)) return resolved;
      const twin = twinOf(fileOf(resolved.id));
      // app/i18n/ takes the language as a parameter and builds on the English helpers (digit grouping,
      // month names); giving it the twins would make the Telugu formatters import themselves.
      if (!twin || fileOf(importer).startsWith(i18nDir + path.sep)) return resolved;
      // A twin's import of its own English source keeps a mark, so that resolving the id again (the dev
      // server does, without the importer) still gives the English module.
      if (fileOf(importer) === twin)
        return `${resolved.id}${resolved.id.includes("?") ? "&" : "?"}${englishSource}`;
      return twin;
    },
  };
}
