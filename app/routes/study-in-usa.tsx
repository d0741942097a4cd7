import { usaFacts } from "~/content/countries/usa/facts";
import { usaPage } from "~/content/countries/usa/page";
import { countryPageText, emiPreviewLoan } from "~/content/countries/page-text";
import { pages } from "~/content/pages";
import { calculatorHref } from "~/features/cost-calculator/href";
import { emi } from "~/features/cost-calculator/loan";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { countryMeta } from "~/sections/country/country-meta";
import { CountryPage } from "~/sections/country/country-page";

const page = pages.studyInUsa;

export const meta = () => countryMeta(page, usaPage);

/** Study in USA (docs/country-data.md): the country page template with USA data. */
export default function StudyInUsaPage() {
  return (
    <CountryPage
      path={page.path}
      facts={usaFacts}
      content={usaPage}
      calculatorHref={calculatorHref(pages.costCalculator.path, usaFacts.code)}
      emiPreview={{
        ...emiPreviewLoan,
        emiInr: emi(emiPreviewLoan.amountInr, emiPreviewLoan.ratePercent, emiPreviewLoan.years * 12),
      }}
      enquiryForm={
        <EnquiryForm
          kind="service"
          heading={countryPageText.enquiryHeading}
          submitLabel={countryPageText.enquirySubmit}
          defaultComments={countryPageText.enquiryComments(usaFacts)}
          idPrefix="country-enquiry"
          tone="dark"
        />
      }
    />
  );
}
