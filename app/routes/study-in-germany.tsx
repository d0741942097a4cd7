import { germanyFacts } from "~/content/countries/germany/facts";
import { germanyPage } from "~/content/countries/germany/page";
import { countryPageText, emiPreviewLoan } from "~/content/countries/page-text";
import { pages } from "~/content/pages";
import { calculatorHref } from "~/features/cost-calculator/href";
import { emi } from "~/features/cost-calculator/loan";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { countryMeta } from "~/sections/country/country-meta";
import { CountryPage } from "~/sections/country/country-page";

const page = pages.studyInGermany;

export const meta = () => countryMeta(page, germanyPage);

/** Study in Germany (docs/country-data.md): the country page template with Germany data. */
export default function StudyInGermanyPage() {
  return (
    <CountryPage
      path={page.path}
      facts={germanyFacts}
      content={germanyPage}
      calculatorHref={calculatorHref(pages.costCalculator.path, germanyFacts.code)}
      emiPreview={{
        ...emiPreviewLoan,
        emiInr: emi(emiPreviewLoan.amountInr, emiPreviewLoan.ratePercent, emiPreviewLoan.years * 12),
      }}
      enquiryForm={
        <EnquiryForm
          kind="service"
          heading={countryPageText.enquiryHeading}
          submitLabel={countryPageText.enquirySubmit}
          defaultComments={countryPageText.enquiryComments(germanyFacts)}
          idPrefix="country-enquiry"
          tone="dark"
        />
      }
    />
  );
}
