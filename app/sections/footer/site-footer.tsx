import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { SocialIcon } from "~/components/icons/social-icon";
import { Logo } from "~/components/logo";
import { footer, navigation } from "~/content/layout";
import { footerQuickLinks, pages, studyAbroadMenu } from "~/content/pages";
import { privacyNotice } from "~/content/privacy";
import { formatAddress, site } from "~/content/site";
import { copyrightYears } from "~/lib/copyright";
import { FooterLinkList, footerLinkClasses as linkClasses } from "~/sections/footer/footer-link-list";

/** Id of the footer: the page's first paint waits for it (app/root.tsx). */
export const footerId = "site-footer";

/**
 * Footer of every page: logo, tagline, social links, quick links, contact, copyright from 2024 to the build
 * year.
 */
export function SiteFooter() {
  // The destinations the quick links leave out, then the family's own planning pages.
  const extraDestinations = [
    ...studyAbroadMenu.filter((page) => !footerQuickLinks.includes(page)),
    pages.checklist,
    pages.planner,
  ];
  return (
    <footer id={footerId} data-site-footer="" className="bg-night text-slate-300">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div className="col-span-2 lg:col-span-1">
          <a
            href={pages.home.path}
            className="inline-block rounded-md"
            aria-label={navigation.homeLinkLabel(site.brandName)}
          >
            <Logo tone="dark" />
          </a>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{site.tagline}</p>
          <h2 className="mt-6 text-sm font-semibold text-white">{footer.socialHeading}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {site.socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  aria-label={link.label}
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinkList id="footer-quick-links" heading={footer.quickLinksHeading} links={footerQuickLinks} />
        <FooterLinkList
          id="footer-destinations"
          heading={footer.destinationsHeading}
          links={extraDestinations}
        />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold text-white">{footer.contactHeading}</h2>
          <ul className="mt-4 space-y-4 text-sm">
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <address className="not-italic">{formatAddress(site.office.address)}</address>
            </li>
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <span className="flex flex-col gap-1">
                {site.phones.map((phone) => (
                  <a key={phone.e164} href={`tel:${phone.e164}`} className={linkClasses}>
                    {phone.display}
                  </a>
                ))}
              </span>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className={`${linkClasses} break-all`}>
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <span>
                {footer.officeHoursLabel}: {site.officeHours.label}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {copyrightYears()} {site.brandName}. {footer.rightsText}{" "}
            <a
              href={pages.privacy.path}
              className="text-slate-300 underline underline-offset-4 hover:text-white"
            >
              {privacyNotice.footerLink}
            </a>
          </p>
          <p className="max-w-xl sm:text-right">{footer.disclaimer}</p>
        </div>
      </div>
    </footer>
  );
}
