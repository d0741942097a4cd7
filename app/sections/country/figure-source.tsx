import { formatDate, formatNext } from "~/content/countries/format";
import { countryPageText as text } from "~/content/countries/page-text";
import type { Figure } from "~/content/countries/types";

interface FigureSourceProps {
  figure: Figure;
  /** Print the figure's label first (in lists of several figures). */
  withLabel?: boolean;
  tone?: "light" | "dark";
}

/**
 * Where a figure comes from and when it was checked: "Source: GOV.UK · from 9 Apr 2025 · verified
 * 22 Nov 2026", then any secondary source and the announced next value ("From 1 January 2027: 18 months").
 */
export function FigureSource({ figure, withLabel = false, tone = "light" }: FigureSourceProps) {
  const next = formatNext(figure);
  const muted = tone === "dark" ? "text-slate-300" : "text-ink-muted";
  const link = tone === "dark" ? "text-white" : "text-brand-700";
  return (
    <span className={`text-xs leading-relaxed ${muted}`}>
      {withLabel ? <span className="font-medium">{figure.label}. </span> : null}
      {text.source}:{" "}
      <a
        href={figure.sourceUrl}
        className={`font-medium underline underline-offset-2 ${link}`}
        rel="noopener"
      >
        {figure.sourceName}
      </a>
      {" · "}
      {figure.effectiveFrom ? `${text.effectiveFrom} ${formatDate(figure.effectiveFrom)}` : text.inForce}
      {" · "}
      {text.verifiedOn} <time dateTime={figure.verifiedOn}>{formatDate(figure.verifiedOn)}</time>
      {figure.secondary ? (
        <>
          {" · "}
          {text.alsoReportedBy}{" "}
          <a href={figure.secondary.url} className={`underline underline-offset-2 ${link}`} rel="noopener">
            {figure.secondary.name}
          </a>
        </>
      ) : null}
      {next ? <span className="block font-semibold">{text.scheduled(next.from, next.value)}</span> : null}
    </span>
  );
}
