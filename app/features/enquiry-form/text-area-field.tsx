import type { ComponentPropsWithRef } from "react";
import { controlClasses, FieldShell, fieldAria } from "./field-shell";

type TextAreaFieldProps = Omit<ComponentPropsWithRef<"textarea">, "id" | "className"> & {
  id: string;
  label: string;
  error?: string;
  className?: string;
};

/** A labelled multi-line input with its error, accessible by construction. */
export function TextAreaField({
  id,
  label,
  error,
  required,
  className,
  ...textAreaProps
}: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} className={className}>
      <textarea
        {...textAreaProps}
        {...fieldAria(id, error)}
        required={required}
        className={`${controlClasses} min-h-28 resize-y`}
      />
    </FieldShell>
  );
}
