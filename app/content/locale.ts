/**
 * The language of the edition being built: the language of the words the build's alias selects
 * (docs/decisions/0009-words-apart-from-logic.md). The layout, the metadata, the language switch and the
 * links under the edition's prefix read it.
 */
export { locale } from "~words/locale";
