/**
 * The enquiry forms' texts for the browser forms of this edition: the English set of contract/texts/,
 * which the server also holds beside every other language's set (contract/texts/index.ts) to answer in
 * the language of the page an enquiry came from. The forms read their texts here, through the words alias,
 * so no module is swapped by the build (docs/decisions/0009-words-apart-from-logic.md).
 */
export { texts } from "#contract/texts/en";
