/**
 * Telugu grammar that the catalogues' message functions apply to a figure they are given already
 * formatted (docs/decisions/0009-words-apart-from-logic.md): the logic passes "24 నెలలు", the sentence
 * chooses the form its postposition needs.
 */

// ---------------------------------------------------------------------------------------------------
// Figures before a postposition (the Canada, Germany and Ireland pages).

/**
 * A formatted figure in the oblique form a following postposition needs (వరకు, నుంచి, లోపు, పాటు):
 * a plural's -లు becomes -ల ("9 నెలలు" → "9 నెలల వరకు"); a singular stays as it is ("1 నెల వరకు").
 */
export function oblique(text: string): string {
  return text.replace(/లు$/, "ల");
}

/** A formatted figure with -లో, "within": "12 నెలలు" → "12 నెలల్లో", "1 సంవత్సరం" → "1 సంవత్సరంలో". */
export function within(text: string): string {
  return text.endsWith("లు") ? `${text.slice(0, -2)}ల్లో` : `${text}లో`;
}
