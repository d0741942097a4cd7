import { stateScholarships } from "~/content/countries/state-schemes";
import { countryPageText as text } from "~/content/countries/page-text";
import type { Point } from "~/content/countries/types";
import { PointGrid } from "./point-grid";

interface ScholarshipsSectionProps {
  scholarships: readonly Point[];
}

/** The country's scholarships, then the Andhra Pradesh and Telangana overseas-study schemes. */
export function ScholarshipsSection({ scholarships }: ScholarshipsSectionProps) {
  return (
    <div className="space-y-10">
      <PointGrid points={scholarships} />
      <div>
        <h3 className="text-xl font-semibold text-ink">{text.stateSchemesHeading}</h3>
        <div className="mt-5">
          <PointGrid points={stateScholarships} headingLevel="h4" />
        </div>
      </div>
    </div>
  );
}
