import { PageSection } from "~/components/page-section";
import { ArrowRight, Clock, MessageCircle, Phone } from "lucide-react";
import { ButtonLink } from "~/components/button-link";
import { thankYouContent } from "~/content/enquiry-form";
import { countryPages, pages } from "~/content/pages";
import { site } from "~/content/site";
import { whatsappMessages } from "~/content/whatsapp";
import { whatsappHref } from "~/lib/whatsapp";

/**
 * The body of the thank-you page, where a form posted without JavaScript lands
 * (docs/decisions/0204-forms-without-javascript.md): what happens next, office hours, phone and WhatsApp links, and
 * links home and to the country pages.
 */
export function ThankYouDetails() {
  return (
    <>
      <PageSection
        headingId="thank-you-next"
        className="bg-surface py-16 sm:py-20"
        title={thankYouContent.heading}
        subtitle={thankYouContent.intro}
      >
        <ol className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
          {thankYouContent.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-surface-muted p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>

        <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
          <div className="flex gap-4 rounded-2xl border border-slate-200 p-6">
            <Clock className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold text-ink">{thankYouContent.officeHoursHeading}</h3>
              <p className="mt-1 text-ink-muted">{thankYouContent.officeHours}</p>
            </div>
          </div>
          <div className="flex gap-4 rounded-2xl border border-slate-200 p-6">
            <Phone className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold text-ink">{thankYouContent.callHeading}</h3>
              <p className="mt-1 text-ink-muted">{thankYouContent.callText}</p>
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
                {site.phones.map((phone) => (
                  <li key={phone.e164}>
                    <a
                      href={`tel:${phone.e164}`}
                      aria-label={thankYouContent.callLinkLabel(phone.display)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                    >
                      {phone.display}
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-2">
                <a
                  href={whatsappHref(pages.thankYou.path)}
                  rel="noopener noreferrer"
                  data-cta=""
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950"
                >
                  <MessageCircle className="size-5" aria-hidden="true" />
                  {whatsappMessages.en.chatLink}
                </a>
              </p>
            </div>
          </div>
        </div>
      </PageSection>

      <PageSection
        headingId="thank-you-explore"
        className="bg-surface-muted py-16 sm:py-20"
        title={thankYouContent.exploreHeading}
      >
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {countryPages.map((page) => (
            <li key={page.path}>
              <a
                href={page.path}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2 font-semibold text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50"
              >
                {page.name}
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to={pages.home.path} variant="primary" size="lg">
            {thankYouContent.homeLink}
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
