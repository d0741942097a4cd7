import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/button-styles";
import { Logo } from "~/components/logo";
import { navigation } from "~/content/layout";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { desktopLinkClasses } from "~/sections/header/link-styles";
import { MobileMenu } from "~/sections/header/mobile-menu";
import { StudyAbroadDropdown } from "~/sections/header/study-abroad-dropdown";
import { useCurrentPath } from "~/sections/header/use-current-path";
import { NavItemLink } from "~/sections/header/nav-item-link";

/** Navigation bar of every page: desktop links with a Study Abroad dropdown; a menu under 768 px. */
export function SiteHeader() {
  const pathname = useCurrentPath();
  // The menu remembers the page it was opened on, so it closes by itself on navigation.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Lock page scrolling while the mobile menu is open; close it with Escape.
  useEffect(() => {
    if (!menuOpen) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [menuOpen]);

  return (
    <header data-site-header="" className="sticky top-0 z-40 border-b border-slate-200/80 bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-[4.5rem]">
        <Link to={pages.home.path} className="rounded-md" aria-label={`${site.brandName}, home`}>
          <Logo />
        </Link>

        <nav aria-label={navigation.label} className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {navigation.items.map((item) =>
              item.kind === "dropdown" ? (
                <li key={item.label}>
                  <StudyAbroadDropdown label={item.label} pathname={pathname} />
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
              <Link to={navigation.contactButton.page.path} className={buttonClasses("primary")} data-cta="">
                {navigation.contactButton.label}
              </Link>
            </li>
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? navigation.closeMenu : navigation.openMenu}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>

      <MobileMenu id={menuId} open={menuOpen} />
    </header>
  );
}
