import { formatFigure } from "~/content/countries/format";
import type { Figure } from "~/content/countries/types";
import { IndicativeBadge } from "./indicative-badge";
import { PageText } from "./page-text";
import { SourceMarks } from "./source-marks";

interface FigureSourcesProps {
  figures: readonly Figure[];
}

/**
 * The figures a paragraph quotes, one line each: value, what it is, and its source numbers. Dates and
 * why a figure is indicative are in the numbered sources, once per figure.
 */
export function FigureSources({ figures }: FigureSourcesProps) {
  if (figures.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3">
      {figures.map((figure) => (
        <li key={`${figure.label}-${figure.value}`} className="text-xs leading-relaxed text-ink-muted">
          <span className="font-semibold text-ink">{formatFigure(figure)}</span>
          {": "}
          <PageText text={figure.label} />
          <SourceMarks figures={[figure]} />
          {figure.indicative ? <IndicativeBadge /> : null}
        </li>
      ))}
    </ul>
  );
}
