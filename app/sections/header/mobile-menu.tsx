import { CalendarCheck, Mail, Phone } from "lucide-react";
import { buttonClasses } from "~/components/button-styles";
import { navigation } from "~/content/layout";
import { studyAbroadMenu } from "~/content/pages";
import { site } from "~/content/site";
import { NavItemLink } from "~/sections/header/nav-item-link";

export interface MobileMenuProps {
  id: string;
}

/**
 * The menu under 768 px: every link, the Study Abroad pages, and the office phone and email. A popover
 * (the header's toggle opens it, Escape closes it, with or without JavaScript).
 */
export function MobileMenu({ id }: MobileMenuProps) {
  const mobileLink =
    "block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";
  return (
    <div
      id={id}
      popover="auto"
      className="fixed inset-x-0 top-16 bottom-0 m-0 h-auto w-full max-w-none overflow-y-auto overscroll-contain border-0 border-t border-slate-200 bg-white p-0 text-ink md:hidden"
    >
      <nav aria-label={navigation.menuLabel} className="container-page py-4">
        <ul className="space-y-1">
          {navigation.items.map((item) =>
            item.kind === "dropdown" ? (
              <li key={item.label}>
                <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                  {item.label}
                </p>
                <ul className="grid grid-cols-2 gap-1">
                  {studyAbroadMenu.map((page) => (
                    <li key={page.path}>
                      <NavItemLink to={page.path} className={mobileLink}>
                        {page.name}
                      </NavItemLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.label}>
                <NavItemLink to={item.page.path} className={mobileLink}>
                  {item.label}
                </NavItemLink>
              </li>
            ),
          )}
        </ul>
        <a
          href={navigation.bookButton.page.path}
          className={`${buttonClasses("secondary", "lg")} mt-4 w-full`}
          data-cta=""
        >
          <CalendarCheck className="size-5" aria-hidden="true" />
          {navigation.bookButton.label}
        </a>
        <a
          href={navigation.contactButton.page.path}
          className={`${buttonClasses("primary", "lg")} mt-3 w-full`}
          data-cta=""
        >
          {navigation.contactButton.label}
        </a>
        <div className="mt-6 rounded-xl bg-surface-muted p-4">
          <p className="text-sm font-semibold text-ink">{navigation.mobileContactHeading}</p>
          <ul className="mt-3 space-y-3 text-base">
            {site.phones.map((phone) => (
              <li key={phone.e164}>
                <a
                  href={`tel:${phone.e164}`}
                  className="inline-flex items-center gap-3 text-brand-800 underline-offset-4 hover:underline"
                >
                  <Phone className="size-5" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{navigation.callLabel} </span>
                    {phone.display}
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-3 break-all text-brand-800 underline-offset-4 hover:underline"
              >
                <Mail className="size-5 shrink-0" aria-hidden="true" />
                <span>
                  <span className="sr-only">{navigation.emailLabel} </span>
                  {site.email}
                </span>
              </a>
            </li>
          </ul>
        </div>
      </nav>
    </div>
  );
}
