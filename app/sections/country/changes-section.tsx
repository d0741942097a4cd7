import { countryPageText as text } from "~/content/countries/page-text";
import type { Change } from "~/content/countries/types";
import { PageText } from "./page-text";
import { SourceMarks } from "./source-marks";

interface ChangesSectionProps {
  changes: readonly Change[];
}

/** Recent and upcoming rule changes, newest first, each with the source numbers of its figure or, for a
 *  change no figure carries, a link to the page that states it. */
export function ChangesSection({ changes }: ChangesSectionProps) {
  return (
    <ol className="max-w-4xl space-y-4">
      {changes.map((change) => (
        <li
          key={`${change.date}-${change.text}`}
          className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[8rem_1fr] sm:gap-5"
        >
          <p className="font-semibold text-brand-800">{change.date}</p>
          <p className="leading-relaxed text-ink">
            <PageText text={change.text} />
            {change.figure ? <SourceMarks figures={[change.figure]} /> : null}
            {change.sources?.map((source) => (
              <span key={source.url} className="block text-sm text-ink-muted">
                {text.source}:{" "}
                <a href={source.url} rel="noopener" className="text-brand-700 underline underline-offset-2">
                  <PageText text={source.name} kind="label" />
                </a>
              </span>
            ))}
          </p>
        </li>
      ))}
    </ol>
  );
}
