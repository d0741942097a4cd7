import { canadaFacts } from "~/content/countries/canada/facts";
import { canadaPage } from "~/content/countries/canada/page";
import { countryPageText, emiPreviewLoan } from "~/content/countries/page-text";
import { pages } from "~/content/pages";
import { calculatorHref } from "~/features/cost-calculator/href";
import { emi } from "~/features/cost-calculator/loan";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { countryMeta } from "~/sections/country/country-meta";
import { CountryPage } from "~/sections/country/country-page";

const page = pages.studyInCanada;

export const meta = () => countryMeta(page, canadaPage);

/** Study in Canada (docs/country-data.md): the country page template with Canada data. */
export default function StudyInCanadaPage() {
  return (
    <CountryPage
      path={page.path}
      facts={canadaFacts}
      content={canadaPage}
      calculatorHref={calculatorHref(pages.costCalculator.path, canadaFacts.code)}
      emiPreview={{
        ...emiPreviewLoan,
        emiInr: emi(emiPreviewLoan.amountInr, emiPreviewLoan.ratePercent, emiPreviewLoan.years * 12),
      }}
      enquiryForm={
        <EnquiryForm
          kind="service"
          heading={countryPageText.enquiryHeading}
          submitLabel={countryPageText.enquirySubmit}
          defaultComments={countryPageText.enquiryComments(canadaFacts)}
          idPrefix="country-enquiry"
          tone="dark"
        />
      }
    />
  );
}
