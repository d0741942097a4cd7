/** The language of the Telugu words (../en/locale.ts). */
import type { Locale } from "~/i18n/locales";

export const locale: Locale = "te";
