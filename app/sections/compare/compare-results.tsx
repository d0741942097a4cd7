import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { CountryFlag } from "~/components/country-flag";
import { compareText as text } from "~/content/compare";
import { countryPageText } from "~/content/countries/page-text";
import type { FlagCode } from "~/content/destinations";

interface AmountView {
  lakh: string;
  full: string;
  local: string;
}

interface CourseFigures {
  total: AmountView;
  perYear: AmountView;
  funds: AmountView;
  postStudy: string;
  calculatorHref: string;
}

/** One destination's column: its figures for every course (only the chosen one shows). */
export interface CompareColumnView {
  code: string;
  name: string;
  shortName: string;
  inSentence: string;
  flag: FlagCode;
  costs: Record<string, CourseFigures>;
  work: string;
  intakes: readonly string[];
  visaFee: { local: string; inr: string };
}

interface CompareResultsProps {
  columns: readonly CompareColumnView[];
  ratesNote: string;
}

function Amount({ amount, perYear = false }: { amount: AmountView; perYear?: boolean }) {
  return (
    <>
      <span className="block text-xl font-bold text-ink">
        {perYear ? text.perYearValue(amount.lakh) : amount.lakh}
      </span>
      <span className="block text-sm text-ink-muted">
        {amount.full} {text.inLocal(amount.local)}
      </span>
    </>
  );
}

/** Rows of a column, in the same order in every column (aligned side by side on wide screens). */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-3">
      <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * The chosen countries side by side: stacked cards on phones, one column each on wide screens with
 * their rows aligned. Every variant is prerendered; the form's rules (compare-form.tsx) pick one.
 */
export function CompareResults({ columns, ratesNote }: CompareResultsProps) {
  const courses = Object.keys(columns[0]?.costs ?? {});
  return (
    <section aria-labelledby="compare-results-title" className="mt-10" data-compare="">
      <h2 id="compare-results-title" className="text-2xl font-bold tracking-tight text-ink">
        {text.resultsHeading}
      </h2>
      <p data-compare-empty="" className="mt-4 rounded-xl bg-accent-100/60 p-4 text-sm text-ink">
        {text.noCountry}
      </p>
      <div className="mt-6 grid gap-5 md:grid-cols-2 xl:auto-cols-fr xl:grid-flow-col xl:grid-cols-none xl:grid-rows-[repeat(9,auto)] xl:gap-x-5 xl:gap-y-0">
        {columns.map((column) => {
          const byCourse = (render: (figures: CourseFigures) => ReactNode) =>
            courses.map((course) => {
              const figures = column.costs[course];
              return figures ? (
                <div key={course} data-course={course}>
                  {render(figures)}
                </div>
              ) : null;
            });
          return (
            <section
              key={column.code}
              data-country={column.code}
              aria-labelledby={`compare-${column.code}`}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm xl:row-span-9 xl:grid xl:grid-rows-subgrid"
            >
              <h3
                id={`compare-${column.code}`}
                className="flex items-center gap-3 pb-3 text-xl font-bold text-ink"
              >
                <CountryFlag
                  code={column.flag}
                  label={countryPageText.flagLabel(column)}
                  className="h-5 w-7.5"
                />
                {column.name}
              </h3>
              <dl className="xl:row-span-7 xl:grid xl:grid-rows-subgrid">
                <Row term={text.rows.total}>
                  {byCourse((figures) => (
                    <Amount amount={figures.total} />
                  ))}
                </Row>
                <Row term={text.rows.perYear}>
                  {byCourse((figures) => (
                    <Amount amount={figures.perYear} perYear />
                  ))}
                </Row>
                <Row term={text.rows.funds}>
                  {byCourse((figures) => (
                    <Amount amount={figures.funds} />
                  ))}
                </Row>
                <Row term={text.rows.work}>{column.work}</Row>
                <Row term={text.rows.postStudy}>{byCourse((figures) => figures.postStudy)}</Row>
                <Row term={text.rows.intakes}>
                  <ul>
                    {column.intakes.map((intake) => (
                      <li key={intake}>{intake}</li>
                    ))}
                  </ul>
                </Row>
                <Row term={text.rows.visaFee}>
                  {column.visaFee.local} {text.inLocal(column.visaFee.inr)}
                </Row>
              </dl>
              <div className="border-t border-slate-200 pt-3">
                {byCourse((figures) => (
                  <a
                    href={figures.calculatorHref}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                  >
                    {text.detailsLink(column.name)}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </a>
                ))}
              </div>
            </section>
          );
        })}
      </div>
      <p className="mt-6 max-w-3xl text-sm text-ink-muted">{ratesNote}</p>
    </section>
  );
}
