import { Calculator, CalendarCheck, Menu, X } from "lucide-react";
import { buttonClasses } from "~/components/button-styles";
import { Logo } from "~/components/logo";
import { navigation } from "~/content/layout";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { LanguageSwitch } from "~/sections/header/language-switch";
import { desktopLinkClasses } from "~/sections/header/link-styles";
import { MobileMenu } from "~/sections/header/mobile-menu";
import { NavItemLink } from "~/sections/header/nav-item-link";
import { StudyAbroadDropdown } from "~/sections/header/study-abroad-dropdown";
import { CurrentPathContext, normalisePath } from "~/sections/header/use-current-path";

/** Ids the header's script (app/scripts/header.ts) finds its parts by. */
const headerIds = { menu: "site-menu", menuToggle: "site-menu-toggle", dropdown: "study-abroad-menu" };

export interface SiteHeaderProps {
  /** Path of the page the header is rendered on: its link is marked as the current page. */
  currentPath: string;
}

/**
 * Navigation bar of every page: desktop links with a Study Abroad dropdown; a menu under 768 px. Rendered
 * as static HTML. The menu opens without JavaScript (the popover attribute); app/scripts/header.ts adds
 * the scroll lock, the dropdown's hover and keyboard behaviour and the `aria-expanded` states.
 */
export function SiteHeader({ currentPath }: SiteHeaderProps) {
  const pathname = normalisePath(currentPath);
  return (
    <CurrentPathContext value={pathname}>
      <header data-site-header="" className="sticky top-0 z-40 border-b border-slate-200/80 bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4 md:h-[4.5rem]">
          <a
            href={pages.home.path}
            className="shrink-0 rounded-md"
            aria-label={navigation.homeLinkLabel(site.brandName)}
          >
            {/* On small phones the wordmark's second line gives its room to the language switch, the
                calculator link and the menu button, and between 1024 and 1279 px to the navigation; between 768
                and 1023 px the whole wordmark gives it to the navigation, as it does on the narrowest phones
                (320 px), and the mark stays. */}
            <Logo
              subtitleClassName="max-[26rem]:hidden md:max-xl:hidden"
              wordmarkClassName="max-[21rem]:hidden md:max-lg:hidden"
            />
          </a>

          <nav aria-label={navigation.label} className="hidden md:block">
            <ul className="flex items-center gap-0.5 lg:gap-1 xl:gap-2">
              {navigation.items.map((item) =>
                item.kind === "dropdown" ? (
                  <li key={item.label}>
                    <StudyAbroadDropdown
                      label={item.label}
                      pathname={pathname}
                      panelId={headerIds.dropdown}
                    />
                  </li>
                ) : (
                  <li key={item.label}>
                    <NavItemLink to={item.page.path} className={desktopLinkClasses}>
                      {item.label}
                    </NavItemLink>
                  </li>
                ),
              )}
              <li>
                <LanguageSwitch currentPath={currentPath} />
              </li>
              <li className="ml-1 lg:ml-2">
                {/* Below 1280 px the booking button gives its words to the navigation: its icon stays, with
                    the words as its name and tooltip. */}
                <a
                  href={navigation.bookButton.page.path}
                  aria-current={pathname === navigation.bookButton.page.path ? "page" : undefined}
                  className={`${buttonClasses("secondary")} whitespace-nowrap aria-[current=page]:border-brand-600 max-xl:size-11 max-xl:px-0`}
                  title={navigation.bookButton.label}
                  data-cta=""
                >
                  <CalendarCheck className="size-5 shrink-0 xl:size-4" aria-hidden="true" />
                  <span className="max-xl:sr-only">{navigation.bookButton.label}</span>
                </a>
              </li>
              <li>
                <a
                  href={navigation.contactButton.page.path}
                  className={`${buttonClasses("primary")} whitespace-nowrap max-lg:px-4`}
                  data-cta=""
                >
                  {navigation.contactButton.label}
                </a>
              </li>
            </ul>
          </nav>

          <div className="flex items-center md:hidden">
            <LanguageSwitch currentPath={currentPath} compact />
            <NavItemLink
              to={navigation.phoneCostsLink.page.path}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
            >
              <Calculator className="size-4 shrink-0 max-[26rem]:hidden" aria-hidden="true" />
              {navigation.phoneCostsLink.label}
              <span className="sr-only"> ({navigation.phoneCostsLink.context})</span>
            </NavItemLink>
            <button
              id={headerIds.menuToggle}
              type="button"
              popoverTarget={headerIds.menu}
              className="group inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100"
              aria-controls={headerIds.menu}
              aria-label={navigation.openMenu}
              data-label-open={navigation.openMenu}
              data-label-close={navigation.closeMenu}
            >
              <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
              <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
            </button>
          </div>
        </div>

        <MobileMenu id={headerIds.menu} />
      </header>
    </CurrentPathContext>
  );
}
