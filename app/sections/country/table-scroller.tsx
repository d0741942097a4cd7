import type { ReactNode } from "react";

interface TableScrollerProps {
  /** Accessible name of the scrolling region (usually the table's caption). */
  label: string;
  children: ReactNode;
}

/**
 * Lets a wide table scroll sideways on phones instead of overflowing the page. The region is
 * focusable so keyboard users can scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function TableScroller({ label, children }: TableScrollerProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:shadow-none"
    >
      {children}
    </div>
  );
}
