/** The Telugu edition (../locale.ts). */
import type { Locale } from "~/i18n/locales";
import type { TwinOf } from "~/i18n/twin";

export const locale: Locale = "te";

export type SameShape = TwinOf<typeof import("../locale"), typeof import("./locale")>;
