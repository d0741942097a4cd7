/** The contact words of this edition (app/words/<language>/contact.ts: docs/decisions/0009-words-apart-from-logic.md). */
export { branchesSection, contactForm, howToReach } from "~words/contact";
