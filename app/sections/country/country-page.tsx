import type { ReactNode } from "react";
import { createAbbreviationTracker } from "~/content/countries/abbreviations";
import { citationsFor } from "~/content/countries/citations";
import { exchangeRates } from "~/content/countries/exchange-rates";
import { formatDate, formatMoney, formatRate } from "~/content/countries/format";
import { inShortFor } from "~/content/countries/in-short";
import { indiaFigures } from "~/content/countries/india";
import { countryPageText, countrySections } from "~/content/countries/page-text";
import { buildDate } from "~/content/countries/schedule";
import type { CountryFactsBase, CountryPageContent } from "~/content/countries/types";
import { ChangesSection } from "./changes-section";
import { CostsSection } from "./costs-section";
import { CountryEnquiry } from "./country-enquiry";
import { CountryFaq } from "./country-faq";
import { CountryHero } from "./country-hero";
import { CountrySection } from "./country-section";
import { InShortBox } from "./in-short-box";
import { IntakesSection } from "./intakes-section";
import { LegitimacySection } from "./legitimacy-section";
import { type EmiPreview, LoansSection } from "./loans-section";
import { OnThisPage } from "./on-this-page";
import { CountryPageProvider } from "./page-context";
import { PointGrid } from "./point-grid";
import { ScholarshipsSection } from "./scholarships-section";
import { SourcesSection } from "./sources-section";
import { UniversitiesSection } from "./universities-section";
import { VisaSection } from "./visa-section";
import { WorkSection } from "./work-section";

interface CountryPageProps {
  /** The page's own path: in-page links carry it (a bare "#id" would resolve against "/path/" when prerendered). */
  path: string;
  facts: CountryFactsBase;
  content: CountryPageContent;
  /** The cost calculator preset to this country. */
  calculatorHref: string;
  emiPreview: EmiPreview;
  /** The service enquiry form (a feature, composed by the route). */
  enquiryForm: ReactNode;
}

/** The "Study in <country>" template : the same sections, in the same order, for all five. */
export function CountryPage({
  path,
  facts,
  content,
  calculatorHref,
  emiPreview,
  enquiryForm,
}: CountryPageProps) {
  const s = countrySections;
  const props = (section: (typeof s)[keyof typeof s]) => ({ id: section.id, title: section.title(facts) });
  const navigable = [
    s.why,
    s.intakes,
    s.universities,
    s.costs,
    s.visa,
    s.funds,
    s.english,
    s.work,
    s.scholarships,
    s.loans,
    s.accommodation,
    s.legitimacy,
    s.faq,
    s.sources,
    s.enquiry,
  ];

  // One tracker and one source list per rendering: every text below passes through them in page order.
  const context = {
    path,
    citations: citationsFor([...Object.values(facts.figures), ...Object.values(indiaFigures)]),
    abbreviations: createAbbreviationTracker(),
  };
  const rate = exchangeRates.inrPer[facts.currency];
  const rateNote = countryPageText.rateShort(
    countryPageText.rate(formatRate(rate), formatMoney(1, facts.currency)),
    formatDate(exchangeRates.date),
  );

  return (
    <CountryPageProvider value={context}>
      <CountryHero
        facts={facts}
        content={content}
        enquiryHref={`${path}#${s.enquiry.id}`}
        rateNote={rateNote}
      />
      <InShortBox lines={inShortFor(facts, content.intakes, buildDate)} rateNote={rateNote} />
      <OnThisPage links={navigable.map((section) => ({ id: section.id, label: section.nav }))} />
      <CountrySection {...props(s.why)}>
        <PointGrid points={content.why} />
      </CountrySection>
      <CountrySection {...props(s.intakes)} muted>
        <IntakesSection intakes={content.intakes} timeline={content.timeline} note={content.intakesNote} />
      </CountrySection>
      <CountrySection {...props(s.universities)}>
        <UniversitiesSection universities={content.universities} courses={content.courses} />
      </CountrySection>
      <CountrySection {...props(s.costs)} muted>
        <CostsSection facts={facts} note={content.costsNote} calculatorHref={calculatorHref} />
      </CountrySection>
      <CountrySection {...props(s.visa)}>
        <VisaSection facts={facts} visa={content.visa} />
      </CountrySection>
      <CountrySection {...props(s.funds)} muted>
        <PointGrid points={content.proofOfFunds.points} columns={3} />
      </CountrySection>
      <CountrySection {...props(s.english)} subtitle={content.englishTests.summary}>
        <PointGrid points={content.englishTests.points} columns={3} />
      </CountrySection>
      <CountrySection {...props(s.work)} muted>
        <WorkSection work={content.work} />
      </CountrySection>
      <CountrySection {...props(s.scholarships)}>
        <ScholarshipsSection scholarships={content.scholarships} />
      </CountrySection>
      <CountrySection {...props(s.loans)} muted>
        <LoansSection
          loans={content.loans}
          preview={emiPreview}
          calculatorHref={calculatorHref}
          enquiryHref={`${path}#${s.enquiry.id}`}
        />
      </CountrySection>
      <CountrySection {...props(s.accommodation)}>
        <PointGrid points={content.accommodation} columns={3} />
      </CountrySection>
      <CountrySection {...props(s.legitimacy)} muted>
        <LegitimacySection legitimacy={content.legitimacy} />
      </CountrySection>
      <CountrySection {...props(s.faq)}>
        <CountryFaq faq={content.faq} />
      </CountrySection>
      <CountrySection {...props(s.changes)} muted>
        <ChangesSection changes={content.changes} />
      </CountrySection>
      <CountrySection {...props(s.sources)}>
        <SourcesSection officialLinks={content.officialLinks} />
      </CountrySection>
      <CountryEnquiry facts={facts} form={enquiryForm} />
    </CountryPageProvider>
  );
}
