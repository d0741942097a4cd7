import { formatFigure, indicativeReason } from "~/content/countries/format";
import type { Figure } from "~/content/countries/types";
import { FigureSource } from "./figure-source";
import { IndicativeBadge } from "./indicative-badge";

interface FigureSourcesProps {
  figures: readonly Figure[];
}

/** The figures a paragraph quotes, each with its value, source and dates. */
export function FigureSources({ figures }: FigureSourcesProps) {
  if (figures.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1.5 border-t border-slate-100 pt-3">
      {figures.map((figure) => (
        <li key={`${figure.label}-${figure.value}`} className="text-xs leading-relaxed">
          <span className="font-semibold text-ink">{formatFigure(figure)}</span>
          <span className="text-ink-muted"> · {figure.label}. </span>
          <FigureSource figure={figure} />
          {figure.indicative ? (
            <span className="block">
              <IndicativeBadge reason={indicativeReason(figure) ?? figure.indicative} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
