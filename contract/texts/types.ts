/**
 * The type every set of the enquiry forms' texts has, derived from the English set (./en.ts): the same
 * keys, a string for every string, a function of the same parameters returning a string for every
 * function. A translation that misses a text, adds one, or changes a function's parameters does not
 * compile.
 */
import type { EnquiryLanguage } from "../enquiry-fields.ts";
import type { texts } from "./en.ts";

/** One text or group of texts, as a translation must give it. */
export type TextOf<Source> = Source extends string
  ? string
  : Source extends (...args: infer Args) => string
    ? (...args: Args) => string
    : { readonly [Key in keyof Source]: TextOf<Source[Key]> };

/** A whole set: every text of ./en.ts, and the language it is written in. */
export type EnquiryTexts = Omit<TextOf<typeof texts>, "locale"> & {
  readonly locale: EnquiryLanguage;
};
