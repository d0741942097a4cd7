/**
 * One dashboard chart drawn with uPlot (a small canvas library: no inline scripts, so it runs under the
 * console's Content-Security-Policy), always with its table alternative: the canvas is an image with a
 * text label for assistive technology, and the same figures follow as a table, one click away.
 *
 * Kinds: `line` (a value per day, one line per series), `bar` (a few short categories), `rank`
 * (horizontal bars for ranked lists with long labels, shortened in the chart, whole in the table).
 */
import "uplot/dist/uPlot.min.css";
import { useEffect, useRef, type ReactNode } from "react";
import uPlot from "uplot";

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ChartProps {
  title: string;
  kind: "line" | "bar" | "rank";
  /** One label per point: days (YYYY-MM-DD) for `line`, category names otherwise. */
  labels: string[];
  series: ChartSeries[];
  /** Header of the table's first column. */
  labelHeader: string;
  /** Formats a value in the table (default: a whole number with digit groups). */
  format?: (value: number) => string;
  /** Extra table columns that the chart does not draw (e.g. a rate). */
  extraColumns?: { header: string; values: string[] }[];
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  note?: ReactNode;
}

/** Distinguishable on white, and each at least 3:1 against it. */
export const chartColors = ["#1d4ed8", "#b45309", "#047857", "#be123c", "#6d28d9", "#475569"];

const numberFormat = new Intl.NumberFormat("en-IN");
const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const axisStyle = { stroke: "#334155", font: "12px system-ui, sans-serif", grid: { stroke: "#e2e8f0" } };

function options(props: ChartProps, width: number): uPlot.Options {
  const { kind, labels, series } = props;
  const narrow = width < 480;
  const height = kind === "rank" ? Math.max(140, labels.length * 28 + 40) : narrow ? 200 : 240;
  const labelAt = (index: number) => labels[index] ?? "";
  const wholeTicks = (_u: uPlot, values: number[]) =>
    values.map((value) => (Number.isInteger(value) ? numberFormat.format(value) : ""));
  const common = {
    width,
    height,
    legend: { show: false },
    cursor: { show: kind === "line", drag: { x: false, y: false } },
  };
  if (kind === "line") {
    return {
      ...common,
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        {
          ...axisStyle,
          values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? dayLabel(labelAt(tick)) : "")),
          space: narrow ? 70 : 60,
        },
        { ...axisStyle, values: wholeTicks, size: 48 },
      ],
      series: [
        {},
        ...series.map((item, index) => ({
          label: item.label,
          stroke: chartColors[index % chartColors.length],
          width: 2,
          points: { show: labels.length <= 31 },
        })),
      ],
    };
  }
  const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
  const categoryAxis: uPlot.Axis = {
    ...axisStyle,
    values: (_u, ticks) =>
      ticks.map((tick) => (Number.isInteger(tick) ? shorten(labelAt(tick), narrow ? 14 : 28) : "")),
    grid: { show: false },
    ticks: { show: false },
    gap: 6,
    ...(kind === "rank" ? { size: narrow ? 110 : 200, side: 3 } : { space: 10 }),
  };
  return {
    ...common,
    padding: [8, 16, 0, 0],
    scales: {
      x: {
        time: false,
        range: [-0.5, labels.length - 0.5],
        ...(kind === "rank" ? { ori: 1, dir: 1 } : {}),
      },
      y: {
        range: (_u, _min, max) => [0, Math.max(1, max)],
        ...(kind === "rank" ? { ori: 0 } : {}),
      },
    },
    axes: [
      { ...categoryAxis, splits: () => labels.map((_, index) => index) },
      { ...axisStyle, values: wholeTicks, size: 40, ...(kind === "rank" ? { side: 0 } : {}) },
    ],
    series: [
      {},
      ...series.map((item, index) => ({
        label: item.label,
        stroke: chartColors[index % chartColors.length],
        fill: chartColors[index % chartColors.length],
        paths: bars,
        points: { show: false },
      })),
    ],
  };
}

function Canvas(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      props.labels.map((_, index) => index),
      ...props.series.map((s) => s.values),
    ];
    let plot = new uPlot(options(props, element.clientWidth || 320), data, element);
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width || element.clientWidth === 0) return;
      width = element.clientWidth;
      // Sizes of axes and bars depend on the width: a new plot rather than a stretched one.
      plot.destroy();
      plot = new uPlot(options(props, width), data, element);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [props]);
  return <div ref={box} className="w-full overflow-hidden" />;
}

export function Chart(props: ChartProps) {
  const { title, labels, series, labelHeader, kind, empty, note, extraColumns = [] } = props;
  const format = props.format ?? ((value: number) => numberFormat.format(value));
  const total = series.reduce((sum, item) => sum + item.values.reduce((a, b) => a + b, 0), 0);
  const nothing = labels.length === 0 || (total === 0 && kind !== "line");
  const summary =
    series.length > 1
      ? `${title}: a chart of ${series.map((s) => s.label).join(", ")}; the same figures are in the table below it.`
      : `${title}: a chart; the same figures are in the table below it.`;

  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="text-base font-semibold text-ink">{title}</figcaption>
      {note && <p className="mt-1 text-xs text-ink-muted">{note}</p>}
      {nothing ? (
        <p className="mt-3 text-sm text-ink-muted">{empty ?? "Nothing in this range."}</p>
      ) : (
        <>
          {series.length > 1 && (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink" aria-hidden="true">
              {series.map((item, index) => (
                <li key={item.label} className="flex items-center gap-1.5">
                  <svg width="12" height="12" aria-hidden="true" className="shrink-0">
                    <rect width="12" height="12" rx="2" fill={chartColors[index % chartColors.length]} />
                  </svg>
                  {item.label}
                </li>
              ))}
            </ul>
          )}
          <div role="img" aria-label={summary} className="mt-2">
            <Canvas {...props} />
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-800">Table: {title}</summary>
            <div
              className="mt-2 max-h-96 overflow-auto focus:outline-2 focus:outline-brand-600"
              role="region"
              aria-label={`${title}, table`}
              // A scrolling box: focusable, so keyboard users can scroll it too (WCAG 2.1.1).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
              tabIndex={0}
            >
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {labelHeader}
                    </th>
                    {series.map((item) => (
                      <th key={item.label} scope="col" className="py-1 pr-3 text-right font-semibold">
                        {item.label}
                      </th>
                    ))}
                    {extraColumns.map((column) => (
                      <th key={column.header} scope="col" className="py-1 pr-3 text-right font-semibold">
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {labels.map((label, row) => (
                    <tr key={`${label}-${row}`} className="border-b border-slate-100">
                      <th scope="row" className="py-1 pr-3 font-normal break-all">
                        {kind === "line" ? dayLabel(label) : label}
                      </th>
                      {series.map((item) => (
                        <td key={item.label} className="py-1 pr-3 text-right tabular-nums">
                          {format(item.values[row] ?? 0)}
                        </td>
                      ))}
                      {extraColumns.map((column) => (
                        <td key={column.header} className="py-1 pr-3 text-right tabular-nums">
                          {column.values[row] ?? ""}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
