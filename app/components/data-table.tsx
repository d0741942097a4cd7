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
  /**
   * Tailwind min-width class below which the table scrolls sideways, e.g. `min-w-[34rem]`; for a
   * stacked table, from 640 px up only, e.g. `sm:min-w-[34rem]`.
   */
  minWidth: string;
  /** Smaller cells, and smaller still in print (the calculator's breakdown). */
  compact?: boolean;
  /**
   * Under 640 px each row becomes a card: its header as the title, then its cells side by side as far as
   * they fit whole (else one under another), each with its column's name above it (write the rows with `StackedRow`, `StackedCell` and `StackedRowHeader`). Nothing then scrolls
   * sideways or is cut on a phone; wider screens keep the table.
   */
  stacked?: boolean;
  /** The bodies and footer: `<tbody>`, `<tfoot>`, with cells classed by `dataCellClasses`. */
  children: ReactNode;
}

/** Padding of a data table's cells, in the normal and the compact table. */
export function dataCellClasses(compact = false): string {
  return compact ? "px-3 py-2.5 print:px-1.5 print:py-0.5" : "px-4 py-3 align-top";
}

/*
 * A stacked table stays a real table in the markup (explicit table roles on its parts are not valid
 * HTML). Chromium and Firefox keep exposing it as a table when a phone's styles make its parts blocks;
 * each cell also carries its column's name as text on phones, so a browser that reads the cards as
 * plain text still reads "Amount £524".
 */
const stackedTable =
  "max-sm:block max-sm:min-w-0 max-sm:[&>tbody]:block max-sm:[&>tbody]:space-y-3 max-sm:[&>tbody+tbody]:mt-5";

/** A body of a stacked table (under 640 px a list of cards). */
export function StackedBody({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <tbody className={className}>{children}</tbody>;
}

/** A row of a stacked table: a card under 640 px. `group` marks a heading row of a group of rows. */
export function StackedRow({
  children,
  group = false,
  className = "",
}: {
  children: ReactNode;
  group?: boolean;
  className?: string;
}) {
  const card = group
    ? "max-sm:block max-sm:pt-2"
    : "max-sm:flex max-sm:flex-wrap max-sm:gap-x-6 max-sm:rounded-2xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm";
  return <tr className={`${card} ${className}`}>{children}</tr>;
}

/** The cell that names its row (the card's title under 640 px). */
export function StackedRowHeader({
  children,
  className = "",
  colSpan,
  scope = "row",
}: {
  children: ReactNode;
  className?: string;
  colSpan?: number;
  /** "rowgroup" for the heading of a group of rows. */
  scope?: "row" | "rowgroup";
}) {
  return (
    <th
      scope={scope}
      colSpan={colSpan}
      className={`${dataCellClasses()} text-left max-sm:block max-sm:basis-full max-sm:p-0 ${className}`}
    >
      {children}
    </th>
  );
}

/** A cell of a stacked table; under 640 px its column's name shows above it. */
export function StackedCell({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td className={`${dataCellClasses()} max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:pb-0 ${className}`}>
      <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase sm:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/**
 * Every data table of the site: a header row of column headings, in a region that scrolls sideways on
 * phones instead of overflowing the page, or (`stacked`) that turns into cards on phones. The region is
 * focusable so keyboard users can scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function DataTable({
  label,
  labelledBy,
  columns,
  minWidth,
  compact = false,
  stacked = false,
  children,
}: DataTableProps) {
  const head = `${dataCellClasses(compact)} text-xs font-semibold tracking-wide text-ink-muted uppercase`;
  const region = stacked
    ? "overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none"
    : "overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm";
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`${region} print:overflow-visible print:border-0 print:shadow-none`}
    >
      <table
        className={`w-full ${minWidth} text-sm ${compact ? "print:min-w-0 print:text-xs" : ""} ${stacked ? stackedTable : ""}`}
        aria-labelledby={labelledBy}
      >
        {labelledBy ? null : <caption className="sr-only">{label}</caption>}
        {}
        <thead className={`bg-surface-muted ${stacked ? "max-sm:sr-only" : ""}`}>
          {}
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
