import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { enquiryFormTexts } from "~/content/enquiry-form";

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The ids a field's control points to with aria-describedby. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** Accessibility attributes of a field's control, written once for every field. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldErrorId(id) : undefined,
  } as const;
}

/** Class names of text inputs and text areas: 44 px targets, 16 px text (no zoom on phones). */
export const controlClasses =
  "block min-h-11 w-full scroll-mt-32 rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs " +
  "placeholder:text-slate-500 hover:border-slate-500 focus-visible:border-brand-600 " +
  "aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

/** Label above the control, a required mark (the control's `required` tells assistive technology) and the error. */
export function FieldShell({
  id,
  label,
  required = false,
  error,
  className = "",
  children,
}: FieldShellProps) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <span className="flex items-baseline gap-1">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {label}
          </label>
          {required ? (
            <span aria-hidden="true" className="font-semibold text-red-700">
              *
            </span>
          ) : null}
        </span>
        {required ? null : <span className="text-xs text-ink-muted">{enquiryFormTexts.optional}</span>}
      </div>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
