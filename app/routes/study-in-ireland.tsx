import { irelandFacts } from "~/content/countries/ireland/facts";
import { irelandPage } from "~/content/countries/ireland/page";
import { countryPageText, emiPreviewLoan } from "~/content/countries/page-text";
import { pages } from "~/content/pages";
import { calculatorHref } from "~/features/cost-calculator/href";
import { emi } from "~/features/cost-calculator/loan";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { countryMeta } from "~/sections/country/country-meta";
import { CountryPage } from "~/sections/country/country-page";

const page = pages.studyInIreland;

export const meta = () => countryMeta(page, irelandPage);

/** Study in Ireland (docs/country-data.md): the country page template with Ireland data. */
export default function StudyInIrelandPage() {
  return (
    <CountryPage
      path={page.path}
      facts={irelandFacts}
      content={irelandPage}
      calculatorHref={calculatorHref(pages.costCalculator.path, irelandFacts.code)}
      emiPreview={{
        ...emiPreviewLoan,
        emiInr: emi(emiPreviewLoan.amountInr, emiPreviewLoan.ratePercent, emiPreviewLoan.years * 12),
      }}
      enquiryForm={
        <EnquiryForm
          kind="service"
          heading={countryPageText.enquiryHeading}
          submitLabel={countryPageText.enquirySubmit}
          defaultComments={countryPageText.enquiryComments(irelandFacts)}
          idPrefix="country-enquiry"
          tone="dark"
        />
      }
    />
  );
}
