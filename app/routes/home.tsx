import heroImage from "~/assets/hero-globe.svg";
import { faqs } from "~/content/faq";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { jsonLd, pageMeta } from "~/lib/seo";
import { FaqSection } from "~/sections/home/faq-section";
import { LoanSolutions } from "~/sections/home/loan-solutions";
import { TestimonialsSection } from "~/sections/home/testimonials-section";
import { TopDestinations } from "~/sections/home/top-destinations";
import { WhatWeOffer } from "~/sections/home/what-we-offer";
import { WhyUs } from "~/sections/home/why-us";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => [
  ...pageMeta(pages.home),
  jsonLd({
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  }),
];

/** Home: the order of the sections is explained in app/content/home.ts. */
export default function HomePage() {
  return (
    <>
      <HeroBanner
        {...heroes.home}
        backgroundImage={heroImage}
        height="large"
        alignment="center"
        buttonLink={pages.contact.path}
        showAnimation
      />
      <WhyUs />
      <WhatWeOffer />
      <TopDestinations />
      <LoanSolutions />
      <FaqSection />
      <TestimonialsSection />
    </>
  );
}
