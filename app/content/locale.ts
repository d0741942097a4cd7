/**
 * The language of the edition being built: English here; the Telugu edition's twin (te/locale.ts) says
 * "te" (docs/decisions/0008-telugu-edition.md). The layout, the metadata and the language switch read it.
 */
import type { Locale } from "~/i18n/locales";

export const locale: Locale = "en";
