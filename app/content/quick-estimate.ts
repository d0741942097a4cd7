/** The quick estimate words of this edition (app/words/<language>/quick-estimate.ts: docs/decisions/0009-words-apart-from-logic.md). */
export { quickEstimateText } from "~words/quick-estimate";
