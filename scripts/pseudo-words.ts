/**
 * The pseudo-locale's words (en-XA, used only in tests: scripts/pseudo-locale.ts): the English catalogue
 * with every letter accented and every string bracketed, "Why Us" → "[Ŵĥý Ûš]". Figures, placeholders
 * (`{count}`), web and e-mail addresses stay as they are, and so do the arguments a message function is
 * given: only the words the catalogue itself writes are accented, so a name or an English word that reaches
 * a sentence from elsewhere still shows as plain English on the built page. A language code is not a word
 * (a catalogue says which language it is: `locale = "en"`) and stays as it is. This module runs in the
 * browser too (the islands of the pseudo-locale's build import it).
 */
import { isLanguageCode } from "../contract/languages.ts";

/** The accented letters of a–z and A–Z, in that order. */
export const accentedLetters = {
  lower: [..."áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"],
  upper: [..."ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"],
};

/** What is left as it is inside a string: web and e-mail addresses, placeholders, HTML entities. */
const KEPT =
  /https?:\/\/[^\s"'<>)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\{[A-Za-z][A-Za-z0-9]*\}|&[a-z]+;|&#x?[0-9a-f]+;/gi;

/** Marks an argument's place while a message function's own words are accented. */
const ARGUMENT = /\uE000(\d+)\uE001/g;

function accentLetters(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => {
    const code = letter.charCodeAt(0);
    return (code >= 97 ? accentedLetters.lower[code - 97] : accentedLetters.upper[code - 65]) ?? letter;
  });
}

/** "Why Us" → "[Ŵĥý Ûš]": every letter accented outside the kept parts, the whole bracketed. */
export function accent(text: string): string {
  let result = "";
  let last = 0;
  for (const match of text.matchAll(KEPT)) {
    result += accentLetters(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return `[${result}${accentLetters(text.slice(last))}]`;
}

/**
 * A message function whose result is accented, except for its arguments: it is called once with the real
 * arguments and once with a mark in place of each string argument; when the marks give back the same
 * sentence, the marked one is accented and the arguments put back. A function that reads its arguments
 * (a plural, a case ending chosen from the text) is accented as a whole.
 */
function pseudoMessage(message: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  return (...args: unknown[]) => {
    const real = message(...args);
    if (typeof real !== "string") return pseudoWords(real);
    const marks = args.map((arg, index) => (typeof arg === "string" ? `\uE000${index}\uE001` : arg));
    let marked: unknown;
    try {
      marked = message(...marks);
    } catch {
      return accent(real);
    }
    const putBack = (text: string) =>
      text.replace(ARGUMENT, (_, index: string) => String(args[Number(index)]));
    if (typeof marked !== "string" || putBack(marked) !== real) return accent(real);
    return putBack(accent(marked));
  };
}

/**
 * The pseudo-locale's version of a catalogue entry: strings accented, message functions' sentences
 * accented, objects and lists entry by entry; numbers and other values as they are.
 */
export function pseudoWords<T>(value: T): T {
  if (typeof value === "string") return (isLanguageCode(value) ? value : accent(value)) as T;
  if (typeof value === "function") return pseudoMessage(value as (...args: unknown[]) => unknown) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => pseudoWords(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([id, entry]) => [id, pseudoWords(entry)])) as T;
  }
  return value;
}
