/** The timeline's words of this edition (app/words/<language>/planner.ts: docs/decisions/0009-words-apart-from-logic.md). */
export { planner as plannerText } from "~words/planner";
