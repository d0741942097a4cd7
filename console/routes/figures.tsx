/**
 * Figures to re-check (admins; docs/country-data.md, "Staleness is a report"): the country figures last
 * checked on their official source too long ago (or whose end has passed since), and the scheduled
 * changes that take effect soon, each
 * with its source to open. The server decides the day and the lists; the screen only shows them.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import {
  figureCountryLabels,
  figureValueText,
  staffFiguresPath,
  type FigureEntry,
  type FiguresToRecheck,
} from "#contract/staff-figures";
import { api } from "../api";
import { ErrorMessage } from "../components/error-message";
import { Loading } from "../components/loading";
import { dayLabel } from "../format";

const cellClass = "px-4 py-3 align-top";
const headClass = "px-4 py-3";

function days(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}

/** When the figure was last checked, or that its official page could not be read. */
function LastCheck({ figure }: { figure: FigureEntry }) {
  if (figure.checkedOn) return <>{dayLabel(figure.checkedOn)}</>;
  if (figure.unreadOn) return <>Official page could not be read ({dayLabel(figure.unreadOn)})</>;
  return <>Never checked</>;
}

function Age({ figure }: { figure: FigureEntry }) {
  return <>{figure.ageDays === null ? "Unknown" : days(figure.ageDays)}</>;
}

function SourceLink({ figure }: { figure: FigureEntry }) {
  return (
    <a
      href={figure.source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold break-words text-brand-700 underline hover:text-brand-900"
    >
      {figure.source.name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function FigureCells({ figure }: { figure: FigureEntry }) {
  return (
    <>
      <td className={cellClass}>{figureCountryLabels[figure.country]}</td>
      <th scope="row" className={`${cellClass} font-semibold text-ink`}>
        {figure.label}
        {figure.endPassedOn && (
          <span className="mt-1 block text-xs font-normal text-amber-900">
            Was due to end on {dayLabel(figure.endPassedOn)} unless extended: check whether it was.
          </span>
        )}
      </th>
    </>
  );
}

/**
 * One table of figures: country, figure, the column this list is about (`valueHeading`, each row's
 * `value`), when it was last checked, its age and its official source; or `empty` when there is none.
 */
function FigureTable<T extends FigureEntry>({
  caption,
  valueHeading,
  figures,
  value,
  empty,
}: {
  caption: string;
  valueHeading: string;
  figures: readonly T[];
  value: (figure: T) => ReactNode;
  empty: string;
}) {
  if (figures.length === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-ink-muted">{empty}</p>
    );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            {["Country", "Figure", valueHeading, "Last checked", "Age", "Official source"].map((heading) => (
              <th key={heading} scope="col" className={headClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {figures.map((figure) => (
            <tr key={figure.id}>
              <FigureCells figure={figure} />
              <td className={cellClass}>{value(figure)}</td>
              <td className={cellClass}>
                <LastCheck figure={figure} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <Age figure={figure} />
              </td>
              <td className={cellClass}>
                <SourceLink figure={figure} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ToRecheck({ list }: { list: FiguresToRecheck }) {
  return (
    <section aria-labelledby="recheck-heading" className="space-y-3">
      <h2 id="recheck-heading" className="text-base font-bold text-ink">
        To re-check ({list.toRecheck.length})
      </h2>
      <p className="text-sm text-ink-muted">
        Last checked on their source more than {days(list.recheckAfterDays)} ago, or due to end since.
      </p>
      <FigureTable
        caption="Figures to re-check"
        valueHeading="Value"
        figures={list.toRecheck}
        value={(figure) => <span className="whitespace-nowrap">{figureValueText(figure)}</span>}
        empty={`Every figure was checked on its source in the last ${days(list.recheckAfterDays)}.`}
      />
    </section>
  );
}

function ChangesDue({ list }: { list: FiguresToRecheck }) {
  return (
    <section aria-labelledby="changes-heading" className="space-y-3">
      <h2 id="changes-heading" className="text-base font-bold text-ink">
        Scheduled changes in the next {days(list.changesWithinDays)} ({list.changesDue.length})
      </h2>
      <FigureTable
        caption="Scheduled changes"
        valueHeading="Change"
        figures={list.changesDue}
        value={(figure) => (
          <>
            <span className="whitespace-nowrap">{figureValueText(figure)}</span> →{" "}
            <span className="font-semibold whitespace-nowrap">
              {figureValueText({ unit: figure.unit, per: figure.per, ...figure.next })}
            </span>
            <span className="block text-xs text-ink-muted">
              From {dayLabel(figure.next.effectiveFrom)}, in {days(figure.inDays)}
            </span>
          </>
        )}
        empty={`No figure changes in the next ${days(list.changesWithinDays)}.`}
      />
    </section>
  );
}

export default function FiguresPage() {
  const figures = useQuery({
    queryKey: ["figures-to-recheck"],
    queryFn: () => api<FiguresToRecheck>(staffFiguresPath),
  });
  useEffect(() => {
    document.title = "Figures to re-check · Staff console";
  }, []);

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">Figures to re-check</h1>
      <div className="max-w-3xl space-y-2 text-sm text-ink-muted">
        <p>
          The country pages and the cost calculator quote official figures. Open each figure&apos;s official
          source: if it gives the same value, set the figure&apos;s checked-on date to today; if not, update
          the value and the date it takes effect, then the checked-on date. Never move the date without
          reading the source. If the page cannot be read, say so instead of a checked-on date and keep the
          safer value. How: docs/country-data.md, &ldquo;Re-verify and update a figure&rdquo;.
        </p>
        <p>
          A scheduled change shows on the site by itself on its day; check beforehand that the source still
          announces it.
        </p>
      </div>
      {figures.isPending ? (
        <Loading />
      ) : figures.isError ? (
        <ErrorMessage error={figures.error} />
      ) : figures.data.toRecheck.length === 0 && figures.data.changesDue.length === 0 ? (
        <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm">
          Nothing to re-check on {dayLabel(figures.data.day)}: every figure was checked on its source in the
          last {days(figures.data.recheckAfterDays)}, and no change takes effect in the next{" "}
          {days(figures.data.changesWithinDays)}.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">As of {dayLabel(figures.data.day)}.</p>
          <ToRecheck list={figures.data} />
          <ChangesDue list={figures.data} />
        </>
      )}
    </div>
  );
}
