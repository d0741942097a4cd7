import { GraduationCap } from "lucide-react";
import { countryPageText as text } from "~/content/countries/page-text";
import type { CountryPageContent } from "~/content/countries/types";
import { PageText } from "./page-text";

interface UniversitiesSectionProps {
  universities: CountryPageContent["universities"];
  courses: readonly string[];
}

/** Well-known universities (no unsourced ranks) and popular courses. */
export function UniversitiesSection({ universities, courses }: UniversitiesSectionProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
      <div>
        <h3 className="text-xl font-semibold text-ink">{text.universitiesHeading}</h3>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {universities.names.map((name) => (
            <li
              key={name}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
            >
              <GraduationCap className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="font-medium text-ink">
                <PageText text={name} kind="label" />
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm leading-relaxed text-ink-muted">
          <PageText text={universities.note} />
        </p>
        {universities.register ? (
          <p className="mt-2 text-sm">
            {text.checkRegister}:{" "}
            <a
              href={universities.register.url}
              rel="noopener"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              <PageText text={universities.register.label} kind="label" />
            </a>
          </p>
        ) : null}
      </div>
      <div>
        <h3 className="text-xl font-semibold text-ink">{text.coursesHeading}</h3>
        <ul className="mt-5 flex flex-wrap gap-2">
          {courses.map((course) => (
            <li
              key={course}
              className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-900"
            >
              <PageText text={course} kind="label" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
