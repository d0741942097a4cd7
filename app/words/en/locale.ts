/**
 * The language of this folder's words, and so of the edition the build makes with them: the one value a
 * module needs to put its links under the edition's prefix (app/i18n/paths.ts).
 */
import type { Locale } from "~/i18n/locales";

export const locale: Locale = "en";
