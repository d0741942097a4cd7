import { countryPageText as text } from "~/content/countries/page-text";
import type { KeyFact } from "~/content/countries/types";
import { PageText } from "./page-text";
import { SourceMarks } from "./source-marks";

interface KeyFactsProps {
  facts: readonly KeyFact[];
  /** The exchange rate of the rupee amounts, with its date (shown once, under the facts). */
  rateNote: string;
}

/** The hero's key-facts strip: post-study work, work hours, proof of funds, intakes, each with its sources marked. */
export function KeyFacts({ facts, rateNote }: KeyFactsProps) {
  return (
    <div className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm sm:p-6">
      <h2 className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{text.keyFactsLabel}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="border-l-2 border-accent-400 pl-3">
            <dt className="text-xs font-medium tracking-wide text-slate-300 uppercase">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-white">
              <PageText text={fact.value} />
              {fact.figure ? <SourceMarks figures={[fact.figure]} tone="dark" /> : null}
              {fact.figure?.indicative ? (
                <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 align-middle text-[0.65rem] font-semibold tracking-wide text-amber-900 uppercase">
                  {text.indicative}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-300">{rateNote}</p>
    </div>
  );
}
