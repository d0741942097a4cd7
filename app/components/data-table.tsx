import type { ReactNode } from "react";

interface DataTableColumn {
  label: ReactNode;
  /** Figures read best right-aligned; text left (the default). */
  align?: "left" | "right";
}

interface DataTableProps {
  /** The table's name; also names its scrolling region. */
  label: string;
  /** Id of a visible heading that names the table; without it `label` is the table's (visually hidden) caption. */
  labelledBy?: string;
  columns: readonly DataTableColumn[];
  /** Tailwind min-width class below which the table scrolls sideways, e.g. `min-w-[34rem]`. */
  minWidth: string;
  /** Smaller cells, and smaller still in print (the calculator's breakdown). */
  compact?: boolean;
  /** The bodies and footer: `<tbody>`, `<tfoot>`, with cells classed by `dataCellClasses`. */
  children: ReactNode;
}

/** Padding of a data table's cells, in the normal and the compact table. */
export function dataCellClasses(compact = false): string {
  return compact ? "px-3 py-2.5 print:px-1.5 print:py-0.5" : "px-4 py-3 align-top";
}

/**
 * Every data table of the site: a header row of column headings, in a region that scrolls sideways on
 * phones instead of overflowing the page. The region is focusable so keyboard users can scroll it too
 * (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function DataTable({
  label,
  labelledBy,
  columns,
  minWidth,
  compact = false,
  children,
}: DataTableProps) {
  const head = `${dataCellClasses(compact)} text-xs font-semibold tracking-wide text-ink-muted uppercase`;
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:border-0 print:shadow-none"
    >
      <table
        className={`w-full ${minWidth} text-sm ${compact ? "print:min-w-0 print:text-xs" : ""}`}
        aria-labelledby={labelledBy}
      >
        {labelledBy ? null : <caption className="sr-only">{label}</caption>}
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`${head} ${column.align === "right" ? "text-right" : "text-left"}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
