import { ukFacts } from "~/content/countries/uk/facts";
import { ukPage } from "~/content/countries/uk/page";
import { countryPageText, emiPreviewLoan } from "~/content/countries/page-text";
import { pages } from "~/content/pages";
import { calculatorHref } from "~/features/cost-calculator/href";
import { emi } from "~/features/cost-calculator/loan";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { countryMeta } from "~/sections/country/country-meta";
import { CountryPage } from "~/sections/country/country-page";

const page = pages.studyInUk;

export const meta = () => countryMeta(page, ukPage);

/** Study in UK (docs/country-data.md): the country page template with UK data. */
export default function StudyInUkPage() {
  return (
    <CountryPage
      path={page.path}
      facts={ukFacts}
      content={ukPage}
      calculatorHref={calculatorHref(pages.costCalculator.path, ukFacts.code)}
      emiPreview={{
        ...emiPreviewLoan,
        emiInr: emi(emiPreviewLoan.amountInr, emiPreviewLoan.ratePercent, emiPreviewLoan.years * 12),
      }}
      enquiryForm={
        <EnquiryForm
          kind="service"
          heading={countryPageText.enquiryHeading}
          submitLabel={countryPageText.enquirySubmit}
          defaultComments={countryPageText.enquiryComments(ukFacts)}
          idPrefix="country-enquiry"
          tone="dark"
        />
      }
    />
  );
}
