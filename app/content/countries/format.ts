/**
 * The formatters of figures, money and dates in the edition's language: the build's alias `~words`
 * selects the language's module (app/words/<language>/countries/format.ts), and the language-neutral parts
 * come from app/i18n/numbers.ts (docs/decisions/0009-words-apart-from-logic.md). Modules written before the
 * catalogues import the formatters from here; a page builder imports `~words/countries/format` itself and
 * takes a `CountryFormat` parameter, so a test can hand it another language's formatters.
 */
import type * as english from "~words/countries/format";

export * from "~words/countries/format";

/** The formatters every language's module exports (the English module is the source of the shape). */
export type CountryFormat = typeof english;
