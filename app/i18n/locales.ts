/**
 * The site's languages (docs/decisions/0008-telugu-edition.md): English at the root, Telugu under `/te/`.
 * Everything else in app/i18n/ derives from this list.
 */

export const locales = ["en", "te"] as const;
export type Locale = (typeof locales)[number];

/** The edition served without a path prefix, and the one `x-default` points to. */
export const defaultLocale: Locale = "en";

export interface LocaleInfo {
  /** The `lang` attribute of the edition's pages. */
  lang: string;
  /** The language-region tag of its `hreflang` alternates and of the `Intl` formatters. */
  tag: string;
  /** Open Graph's `og:locale` (underscore form). */
  ogLocale: string;
  /** The path prefix of the edition's pages, without a trailing slash ("" for the root edition). */
  prefix: string;
  /** The language's own name, in its own script: what the language switch shows. */
  endonym: string;
  /** The switch's accessible name, in the target language (the reader of the link reads that language). */
  switchLabel: string;
}

export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = {
  en: {
    lang: "en-IN",
    tag: "en-IN",
    ogLocale: "en_IN",
    prefix: "",
    endonym: "English",
    switchLabel: "Read this page in English",
  },
  te: {
    lang: "te",
    tag: "te-IN",
    ogLocale: "te_IN",
    prefix: "/te",
    endonym: "తెలుగు",
    switchLabel: "ఈ పేజీని తెలుగులో చదవండి",
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * The locale for a language tag as browsers and forms send it ("te", "te-IN", "TE_in", "en-GB"), or
 * undefined when the site has no edition in that language.
 */
export function localeFromTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}
