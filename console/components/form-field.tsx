/**
 * One field of a console form: its label, the words that help to fill it in, the control and the
 * field's problem. The label names the control; the help and the problem describe it
 * (aria-describedby, in that order), and the control is marked invalid while there is a problem. The
 * control itself (an input, a select, a text area) is the form's own: `children` draws it with the
 * attributes that tie it to the rest, as the public site's Field does (app/components/field.tsx) in
 * the site's own look.
 */
import type { ReactNode } from "react";
import type { FieldControlAria } from "~/components/field";

/** The console forms' text boxes, selects and text areas. */
export const fieldControlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand-600";

export function FormField({
  id,
  label,
  help,
  error,
  className,
  children,
}: {
  /** The control's id, which its label points to; the help's and the problem's ids are made from it. */
  id: string;
  label: ReactNode;
  /** Shown between the label and the control. */
  help?: ReactNode;
  /** The field's problem, shown under the control; none when undefined or empty. */
  error?: string | undefined;
  /** Of the field's box, e.g. its place in the form's grid. */
  className?: string;
  children: (control: FieldControlAria) => ReactNode;
}) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {help && (
        <p id={helpId} className="text-xs text-ink-muted">
          {help}
        </p>
      )}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
