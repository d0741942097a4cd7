import { BriefcaseBusiness, GraduationCap } from "lucide-react";
import { countryPageText as text } from "~/content/countries/page-text";
import type { CountryPageContent } from "~/content/countries/types";
import { PointCard } from "./point-card";

interface WorkSectionProps {
  work: CountryPageContent["work"];
}

/** Work rules while studying and the post-study work permission, side by side. */
export function WorkSection({ work }: WorkSectionProps) {
  const columns = [
    { heading: text.workDuringHeading, points: work.during, Icon: BriefcaseBusiness },
    { heading: text.workAfterHeading, points: work.after, Icon: GraduationCap },
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {columns.map(({ heading, points, Icon }) => (
        <div key={heading}>
          <h3 className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Icon className="size-6 text-brand-600" aria-hidden="true" />
            {heading}
          </h3>
          <ul className="mt-5 space-y-4">
            {points.map((point) => (
              <li key={point.title}>
                <PointCard point={point} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
