import { Languages } from "lucide-react";
import { locale } from "~/content/locale";
import { localeInfo, locales } from "~/i18n/locales";
import { localePath } from "~/i18n/paths";

export interface LanguageSwitchProps {
  /** Path of the page the header is on: the link goes to the same page in the other language. */
  currentPath: string;
  /** In the phone bar: tighter, and without its icon on small phones. */
  compact?: boolean;
}

/**
 * The link to this page in the other language, named in that language ("తెలుగు" on English pages,
 * "English" on Telugu ones). A plain link, so it works without JavaScript; app/scripts/page.ts adds the
 * page's query and fragment when it is followed, so the calculator keeps its inputs.
 */
export function LanguageSwitch({ currentPath, compact = false }: LanguageSwitchProps) {
  const other = locales.find((candidate) => candidate !== locale) ?? locale;
  const info = localeInfo[other];
  // The not-found page has no twin at the same address: its switch leads to the other home page.
  const target = currentPath.endsWith("/404") ? "/" : currentPath;
  return (
    <a
      href={localePath(target, other)}
      hrefLang={info.tag}
      lang={info.lang}
      title={info.switchLabel}
      data-language-switch=""
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 ${compact ? "px-2" : "px-2.5 md:max-lg:px-1.5"}`}
    >
      <Languages className={`size-4 shrink-0 ${compact ? "max-[26rem]:hidden" : ""}`} aria-hidden="true" />
      {/* Between 768 and 1023 px the navigation needs the room: the icon stays, the name is read out. */}
      <span className={compact ? "" : "md:max-lg:sr-only"}>{info.endonym}</span>
    </a>
  );
}
