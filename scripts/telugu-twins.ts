/**
 * The Telugu edition's build (docs/decisions/0008-telugu-edition.md): the same pages and components,
 * built a second time with every content module replaced by its Telugu twin. An import that resolves to
 * `app/content/<path>.ts` gets `app/content/te/<path>.ts` when the twin exists, and `contract/texts/en.ts`
 * gets `contract/texts/te.ts`; a twin's own import of its English source is left alone, so a twin can
 * spread the English data. Modules without a twin hold no words (a build check scans every Telugu page
 * for untranslated text: scripts/telugu-check.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const contentDir = path.join(root, "app", "content");
const twinDir = path.join(contentDir, "te");
const contractTexts = {
  en: path.join(root, "contract", "texts", "en.ts"),
  te: path.join(root, "contract", "texts", "te.ts"),
};

/** The Telugu twin of a module file, if it has one. */
export function twinOf(file: string): string | undefined {
  if (file === contractTexts.en) return existsSync(contractTexts.te) ? contractTexts.te : undefined;
  if (!file.startsWith(contentDir + path.sep) || file.startsWith(twinDir + path.sep)) return undefined;
  const twin = path.join(twinDir, path.relative(contentDir, file));
  return existsSync(twin) ? twin : undefined;
}

/** The file of a module id, without Vite's query (`?astro&type=script…`). */
function fileOf(id: string): string {
  return path.normalize(id.split("?")[0] ?? id);
}

export function teluguTwins(): Plugin {
  return {
    name: "telugu-twins",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const twin = twinOf(fileOf(resolved.id));
      if (!twin || fileOf(importer) === twin) return resolved;
      return twin;
    },
  };
}
