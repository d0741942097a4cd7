import { countryPageText as text } from "~/content/countries/page-text";
import type { KeyFact } from "~/content/countries/types";
import { FigureSource } from "./figure-source";

interface KeyFactsProps {
  facts: readonly KeyFact[];
}

/** The hero's key-facts strip: post-study work, work hours, proof of funds, intakes. */
export function KeyFacts({ facts }: KeyFactsProps) {
  return (
    <div className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm sm:p-6">
      <h2 className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{text.keyFactsLabel}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="border-l-2 border-accent-400 pl-3">
            <dt className="text-xs font-medium tracking-wide text-slate-300 uppercase">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-white">{fact.value}</dd>
            {fact.figure ? (
              <dd className="mt-1">
                <FigureSource figure={fact.figure} tone="dark" />
              </dd>
            ) : null}
            {fact.figure?.indicative ? (
              <dd className="mt-1 text-xs font-medium text-accent-300">{text.indicativeKeyFact}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
