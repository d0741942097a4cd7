/**
 * Telugu's own grammar for the catalogues' message functions (docs/decisions/0009-words-apart-from-logic.md):
 * case endings and plurals that a sentence needs around a figure or a name. The logic never adds them.
 * Each area's helpers are in a block of their own.
 */

// ---------------------------------------------------------------------------------------------------------
// Home, About and Services pages (app/words/te/home.ts, about.ts, services.ts)
// ---------------------------------------------------------------------------------------------------------

/** The Telugu virama (్): a word ending in it ends in a consonant. */
const virama = "\u0c4d";
/** The zero-width non-joiner that keeps a suffix from joining a final consonant (docs/glossary-te.md). */
const nonJoiner = "\u200c";

/**
 * A suffix joined to a word as the glossary writes it: "యూకే" + "లో" → "యూకేలో", "ఐర్లాండ్" + "లో" →
 * "ఐర్లాండ్‌లో" (a zero-width non-joiner after a final consonant).
 */
export function withSuffix(word: string, suffix: string): string {
  return word.endsWith(virama) ? `${word}${nonJoiner}${suffix}` : `${word}${suffix}`;
}

/** The locative, "in a place": "కెనడా" → "కెనడాలో", "ఐర్లాండ్" → "ఐర్లాండ్‌లో". */
export function locative(place: string): string {
  return withSuffix(place, "లో");
}

// ---------------------------------------------------------------------------------------------------------
// Country pages: figures before a postposition (app/words/te/countries/)
// ---------------------------------------------------------------------------------------------------------

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
