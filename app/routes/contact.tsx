import heroImage from "~/assets/hero-globe.svg";
import { contactForm } from "~/content/contact";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { HowToReach } from "~/sections/contact/how-to-reach";
import { OurBranches } from "~/sections/contact/our-branches";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => [...pageMeta(pages.contact), breadcrumbJsonLd(pages.contact)];

/** Contact: hero holding the Contact Us form, then How to Reach Us and Our Branches. */
export default function ContactPage() {
  return (
    <>
      <HeroBanner
        {...heroes.contact}
        backgroundImage={heroImage}
        height="medium"
        alignment="left"
        showButton={false}
        extraContent={
          <EnquiryForm kind="contact" heading={contactForm.heading} idPrefix="contact" tone="dark" />
        }
      />
      <HowToReach />
      <OurBranches />
    </>
  );
}
