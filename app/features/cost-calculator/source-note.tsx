import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatDate, formatNext, indicativeReason } from "~/content/countries/format";
import type { Figure } from "~/content/countries/types";

interface SourceNoteProps {
  figure: Figure;
}

/** The source and dates of an official figure used in the estimate. */
export function SourceNote({ figure }: SourceNoteProps) {
  const next = formatNext(figure);
  return (
    <span className="block text-xs text-ink-muted print:hidden">
      <a
        href={figure.sourceUrl}
        rel="noopener"
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        {figure.sourceName}
      </a>
      {figure.effectiveFrom ? ` · ${text.source.from} ${formatDate(figure.effectiveFrom)}` : ""} ·{" "}
      {figure.verifiedOn ? (
        <>
          {text.source.verified} <time dateTime={figure.verifiedOn}>{formatDate(figure.verifiedOn)}</time>
        </>
      ) : (
        <>
          {text.source.couldNotRead} <time dateTime={figure.unreadOn}>{formatDate(figure.unreadOn)}</time>
        </>
      )}
      {next ? (
        <span className="block font-semibold">{text.source.scheduled(next.from, next.value)}</span>
      ) : null}
      {figure.indicative ? (
        <span className="block text-amber-900">
          {text.source.indicative} {indicativeReason(figure)}
        </span>
      ) : null}
    </span>
  );
}
