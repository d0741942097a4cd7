/**
 * Telugu grammar that the Telugu words need around names and figures the logic hands them (docs/decisions/
 * 0009-words-apart-from-logic.md): case endings and the oblique form before a postposition. The logic never
 * calls these; a Telugu message function does.
 */

// ——— Country pages: names and figures (app/words/te/countries/) ———

/** A zero-width non-joiner after a final virama, so a case ending does not join the consonant ("ఐర్లాండ్‌లో"). */
const joiner = (word: string) => (word.endsWith("\u0c4d") ? "\u200c" : "");

/** A name with -లో, "in": "యూకే" → "యూకేలో", "ఐర్లాండ్" → "ఐర్లాండ్‌లో". */
export function locative(name: string): string {
  return `${name}${joiner(name)}లో`;
}

/**
 * A formatted figure in the oblique form a following postposition needs (వరకు, నుంచి, పాటు, కోసం) or a
 * noun it qualifies: a plural's -లు becomes -ల ("9 నెలలు" → "9 నెలల వరకు", "₹20 లక్షలు" → "₹20 లక్షల
 * రుణాన్ని", "₹1.2 కోట్లు" → "₹1.2 కోట్ల"); a singular stays as it is ("1 నెల వరకు", "₹1 లక్ష").
 */
export function oblique(text: string): string {
  return text.replace(/లు$/, "ల");
}

/** A formatted figure with -లో, "within": "12 నెలలు" → "12 నెలల్లో", "1 సంవత్సరం" → "1 సంవత్సరంలో". */
export function within(text: string): string {
  return text.endsWith("లు") ? `${text.slice(0, -2)}ల్లో` : `${text}లో`;
}
