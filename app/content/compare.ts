/** The compare words of this edition (app/words/<language>/compare.ts: docs/decisions/0009-words-apart-from-logic.md). */
export { compareHero, compareText } from "~words/compare";
