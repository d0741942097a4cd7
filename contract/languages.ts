/**
 * The site's languages, listed once (docs/decisions/0009-words-apart-from-logic.md). The public site's
 * editions (app/i18n/locales.ts), the forms' language choice, the server's validation, the staff console
 * and the build's script check all read this list; the database stores a language as text and checks it
 * here, so adding a language is a row in this list and a folder of words (app/words/<code>/), with no
 * migration. English is the first row: the edition served at the root, and the language of staff texts.
 */
export interface LanguageInfo {
  /** The code stored with an enquiry and used in paths and folder names ("te"). */
  code: string;
  /** The language's name in English, as staff read it ("Telugu"). */
  name: string;
  /** The language's own name in its own script: what the language switch and the forms' choices show. */
  endonym: string;
  /** The `lang` attribute of the edition's pages. */
  lang: string;
  /** The language-region tag of its `hreflang` alternates and of number and date formats. */
  tag: string;
  /** Open Graph's `og:locale` (underscore form). */
  ogLocale: string;
  /** The path prefix of the edition's pages, without a trailing slash ("" for the root edition). */
  prefix: string;
  /**
   * The Unicode script its words are written in (a `\p{Script=…}` name): the build's check of an
   * edition's pages finds Latin letters outside proper nouns on a page whose script is not Latin.
   */
  script: "Latin" | "Telugu";
  /** The language switch's accessible name, in this language (its reader reads this language). */
  switchLabel: string;
}

export const languages = [
  {
    code: "en",
    name: "English",
    endonym: "English",
    lang: "en-IN",
    tag: "en-IN",
    ogLocale: "en_IN",
    prefix: "",
    script: "Latin",
    switchLabel: "Read this page in English",
  },
  {
    code: "te",
    name: "Telugu",
    endonym: "తెలుగు",
    lang: "te",
    tag: "te-IN",
    ogLocale: "te_IN",
    prefix: "/te",
    script: "Telugu",
    switchLabel: "ఈ పేజీని తెలుగులో చదవండి",
  },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof languages)[number]["code"];

/** The codes in the list's order: `["en", "te"]`. */
export const languageCodes = languages.map(
  (language) => language.code,
) as readonly LanguageCode[] as readonly [LanguageCode, ...LanguageCode[]];

/** The language served at the root, and the one staff texts are written in. */
export const defaultLanguage: LanguageCode = languages[0].code;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (languageCodes as readonly string[]).includes(value);
}

/** The row of a language code. */
export function languageInfo(code: LanguageCode): LanguageInfo {
  const info = languages.find((language) => language.code === code);
  if (!info) throw new RangeError(`No language ${code}`);
  return info;
}

/**
 * The language of a tag as browsers, pages and forms write it ("te", "te-IN", "TE_in", "en-GB"), or
 * undefined when the site has no such language.
 */
export function languageOfTag(tag: string | null | undefined): LanguageCode | undefined {
  const primary = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(primary) ? primary : undefined;
}

/**
 * The edition a site path belongs to: the language whose prefix it is or starts with (`/te`, `/te/about`,
 * `/te?x`, any case), else the default language. A query and a fragment are ignored.
 */
export function languageOfPath(path: string): LanguageCode {
  const pathname = path.replace(/[?#].*$/s, "").toLowerCase();
  const edition = languages.find(
    ({ prefix }) => prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
  return edition?.code ?? defaultLanguage;
}
