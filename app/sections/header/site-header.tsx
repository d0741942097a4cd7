import { Menu, X } from "lucide-react";
import { buttonClasses } from "~/components/button-styles";
import { Logo } from "~/components/logo";
import { navigation } from "~/content/layout";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
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
        <div className="container-page flex h-16 items-center justify-between gap-4 md:h-[4.5rem]">
          <a href={pages.home.path} className="rounded-md" aria-label={`${site.brandName}, home`}>
            <Logo />
          </a>

          <nav aria-label={navigation.label} className="hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-2">
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
              <li className="ml-2">
                <a href={navigation.contactButton.page.path} className={buttonClasses("primary")} data-cta="">
                  {navigation.contactButton.label}
                </a>
              </li>
            </ul>
          </nav>

          <button
            id={headerIds.menuToggle}
            type="button"
            popoverTarget={headerIds.menu}
            className="group inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden"
            aria-controls={headerIds.menu}
            aria-label={navigation.openMenu}
            data-label-open={navigation.openMenu}
            data-label-close={navigation.closeMenu}
          >
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
          </button>
        </div>

        <MobileMenu id={headerIds.menu} />
      </header>
    </CurrentPathContext>
  );
}
