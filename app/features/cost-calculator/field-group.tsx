import type { ReactNode } from "react";

interface FieldGroupProps {
  legend: string;
  children: ReactNode;
}

/** A titled group of calculator inputs. */
export function FieldGroup({ legend, children }: FieldGroupProps) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="px-1 text-base font-bold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
