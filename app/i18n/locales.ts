/**
 * The site's editions: one per language of contract/languages.ts (the one list of languages), English at
 * the root and every other language under its prefix (`/te/`). Everything else in app/i18n/ derives from
 * this module (docs/decisions/0009-words-apart-from-logic.md).
 */
import {
  defaultLanguage,
  isLanguageCode,
  languageCodes,
  languageInfo,
  languageOfTag,
  type LanguageCode,
  type LanguageInfo,
} from "#contract/languages";

export const locales = languageCodes;
export type Locale = LanguageCode;

/** The edition served without a path prefix, and the one `x-default` points to. */
export const defaultLocale: Locale = defaultLanguage;

export type LocaleInfo = LanguageInfo;

export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = Object.fromEntries(
  locales.map((locale) => [locale, languageInfo(locale)]),
) as Record<Locale, LocaleInfo>;

export function isLocale(value: unknown): value is Locale {
  return isLanguageCode(value);
}

/**
 * The locale for a language tag as browsers and forms send it ("te", "te-IN", "TE_in", "en-GB"), or
 * undefined when the site has no edition in that language.
 */
export function localeFromTag(tag: string): Locale | undefined {
  return languageOfTag(tag);
}
