/** The controls words of this edition (app/words/<language>/controls.ts: docs/decisions/0009-words-apart-from-logic.md). */
export { carouselText, ratingText } from "~words/controls";
