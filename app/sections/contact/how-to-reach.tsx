import { PageSection } from "~/components/page-section";
import { Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { howToReach } from "~/content/contact";
import { pages } from "~/content/pages";
import { formatAddress, site } from "~/content/site";
import { whatsappMessages } from "~/content/whatsapp";
import { whatsappHref } from "~/lib/whatsapp";
import { ReachCard } from "~/sections/contact/reach-card";

const linkClasses = "font-semibold text-brand-700 underline-offset-4 hover:underline break-words";

/** Contact: `How to Reach Us` — the Guntur office, both phones, WhatsApp, email, office hours and a map link. */
export function HowToReach() {
  return (
    <PageSection
      headingId="how-to-reach-title"
      eyebrow={howToReach.eyebrow}
      title={howToReach.title}
      subtitle={howToReach.subtitle}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        <ReachCard icon={<MapPin className="size-6" aria-hidden="true" />} title={howToReach.officeLabel}>
          <address className="not-italic">{formatAddress(site.office.address)}</address>
          <p>
            <a
              href={site.office.mapUrl}
              rel="noopener noreferrer"
              className={`${linkClasses} inline-flex items-center gap-1.5`}
            >
              {howToReach.mapLink}
              <span className="sr-only"> {howToReach.mapLinkContext}</span>
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          </p>
        </ReachCard>
        <ReachCard icon={<Phone className="size-6" aria-hidden="true" />} title={howToReach.phoneLabel}>
          {site.phones.map((phone) => (
            <p key={phone.e164}>
              <a href={`tel:${phone.e164}`} className={linkClasses}>
                {phone.display}
              </a>
            </p>
          ))}
        </ReachCard>
        <ReachCard
          icon={<MessageCircle className="size-6" aria-hidden="true" />}
          title={howToReach.whatsappLabel}
        >
          <p>
            <a
              href={whatsappHref(pages.contact.path)}
              rel="noopener noreferrer"
              data-cta=""
              className={linkClasses}
            >
              {whatsappMessages.en.chatLink}
            </a>
          </p>
        </ReachCard>
        <ReachCard icon={<Mail className="size-6" aria-hidden="true" />} title={howToReach.emailLabel}>
          <p>
            <a href={`mailto:${site.email}`} className={linkClasses}>
              {site.email}
            </a>
          </p>
        </ReachCard>
        <ReachCard icon={<Clock className="size-6" aria-hidden="true" />} title={howToReach.hoursLabel}>
          <p>{site.officeHours.label}</p>
        </ReachCard>
      </ul>
    </PageSection>
  );
}
