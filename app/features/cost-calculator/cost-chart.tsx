import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatInrShort, formatMoney } from "~/content/countries/format";
import { type Estimate, costGroups, groupsByYear } from "./estimate";
import { groupColours } from "./group-colours";

interface CostChartProps {
  estimate: Estimate;
  /** id of the table with the same figures. */
  tableId: string;
}

/**
 * A stacked bar per year of study (SVG), scaled to the most expensive year. Each bar is an image whose
 * accessible name lists its amounts; the breakdown table is the full equivalent.
 */
export function CostChart({ estimate, tableId }: CostChartProps) {
  const years = groupsByYear(estimate);
  const largest = Math.max(1, ...estimate.years.map((year) => year.total.inr));
  const present = costGroups.filter((group) => estimate.groups[group].local > 0);

  return (
    <figure aria-labelledby="chart-title" className="print:break-inside-avoid">
      <h3 id="chart-title" className="text-lg font-bold text-ink">
        {text.chartHeading}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-xs text-ink-muted" aria-hidden="true">
        {present.map((group) => (
          <li key={group} className="flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${groupColours[group].swatch}`} />
            {text.groupNames[group]}
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-4">
        {estimate.years.map((year, index) => {
          const groups = years[index];
          if (!groups) return null;
          let offset = 0;
          const label = `${text.chartYear(year.year, year.months)}: ${present
            .map((group) => `${text.groupNames[group]} ${formatMoney(groups[group], "INR")}`)
            .join(", ")}`;
          return (
            <div key={year.year}>
              <p className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-ink">{text.chartYear(year.year, year.months)}</span>
                <span className="font-semibold text-ink">{formatInrShort(year.total.inr)}</span>
              </p>
              <svg
                role="img"
                aria-label={label}
                viewBox="0 0 1000 24"
                preserveAspectRatio="none"
                className="mt-1 h-6 w-full overflow-hidden rounded-md bg-slate-100"
              >
                {present.map((group) => {
                  const width = (groups[group] / largest) * 1000;
                  const x = offset;
                  offset += width;
                  return width > 0 ? (
                    <rect key={group} x={x} y={0} width={width} height={24} fill={groupColours[group].fill} />
                  ) : null;
                })}
              </svg>
            </div>
          );
        })}
      </div>
      <figcaption className="mt-3 text-xs text-ink-muted">
        <a href={`#${tableId}`} className="underline underline-offset-2">
          {text.chartNote}
        </a>
      </figcaption>
    </figure>
  );
}
