import type { InShortLine } from "~/content/countries/in-short";
import { inShortText as text } from "~/content/countries/page-text";
import { PageText } from "./page-text";
import { SourceMarks } from "./source-marks";

interface InShortBoxProps {
  lines: readonly InShortLine[];
  /** The exchange rate the rupee amounts use, with its date. */
  rateNote: string;
}

/** The first thing after the hero: five answers, rupees first, each with its sources marked. */
export function InShortBox({ lines, rateNote }: InShortBoxProps) {
  return (
    <section aria-labelledby="in-short-title" className="border-b border-slate-200 bg-surface py-8 sm:py-10">
      <div className="container-page">
        <h2 id="in-short-title" className="text-2xl font-bold tracking-tight text-ink">
          {text.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{text.intro}</p>
        <dl className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {lines.map((line) => (
            <div key={line.id} className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4">
              <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                <PageText text={line.label} kind="label" />
              </dt>
              <dd className="mt-1 text-lg leading-snug font-bold text-ink">
                <PageText text={line.value} kind="label" />
                <SourceMarks figures={line.figures} />
              </dd>
              <dd className="mt-1 text-sm leading-relaxed text-ink-muted">
                <PageText text={line.detail} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-ink-muted">{rateNote}</p>
      </div>
    </section>
  );
}
