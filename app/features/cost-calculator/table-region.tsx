import type { ReactNode } from "react";

interface TableRegionProps {
  label: string;
  children: ReactNode;
}

/** A wide table that scrolls sideways on phones; focusable so keyboard users can scroll it. */
export function TableRegion({ label, children }: TableRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:border-0 print:shadow-none"
    >
      {children}
    </div>
  );
}
