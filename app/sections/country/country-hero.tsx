import heroImage from "~/assets/hero-globe.svg?no-inline";
import { ButtonLink } from "~/components/button-link";
import { CountryFlag } from "~/components/country-flag";
import { countryPageText as text } from "~/content/countries/page-text";
import { bookingPaths } from "~/content/booking";
import type { CountryFactsBase, CountryPageContent } from "~/content/countries/types";
import { HeroBanner } from "~/sections/hero-banner";
import { KeyFacts } from "./key-facts";
import { useCountryPage } from "./page-context";

interface CountryHeroProps {
  facts: CountryFactsBase;
  content: CountryPageContent;
  /** The enquiry form further down the page. */
  enquiryHref: string;
  /** The exchange rate of the rupee amounts in the key facts, with its date. */
  rateNote: string;
}

/** The country page's hero: flag, promise, the two calls to action and the key-facts strip. */
export function CountryHero({ facts, content, enquiryHref, rateNote }: CountryHeroProps) {
  // The hero takes plain strings: their abbreviations are spelled out in words here, first on the page.
  const { abbreviations } = useCountryPage();
  return (
    <HeroBanner
      title={text.heroTitle(facts)}
      subtitle={abbreviations.spellOut(content.promise)}
      description={abbreviations.spellOut(content.description)}
      backgroundImage={heroImage}
      height="medium"
      alignment="left"
      buttonText={text.counsellingButton}
      buttonLink={enquiryHref}
      prefix={
        <span className="inline-flex items-center gap-3 rounded-full bg-white/10 py-1.5 pr-4 pl-2 text-sm font-semibold ring-1 ring-white/20">
          <CountryFlag code={facts.flag} label={text.flagLabel(facts)} className="h-5 w-7.5" />
          {text.heroPrefix(facts)}
        </span>
      }
      extraContent={
        <div className="space-y-4">
          <KeyFacts facts={content.keyFacts} rateNote={rateNote} />
          <ButtonLink
            to={bookingPaths.mockInterview(facts.code)}
            variant="secondary"
            className="w-full sm:w-auto"
          >
            {text.mockInterviewButton}
          </ButtonLink>
        </div>
      }
    />
  );
}
