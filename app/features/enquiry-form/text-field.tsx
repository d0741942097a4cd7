import type { ComponentPropsWithRef } from "react";
import { controlClasses, FieldShell, fieldAria } from "./field-shell";

type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id" | "className"> & {
  id: string;
  label: string;
  error?: string;
  className?: string;
};

/** A labelled one-line input with its error, accessible by construction. */
export function TextField({ id, label, error, required, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} className={className}>
      <input {...inputProps} {...fieldAria(id, error)} required={required} className={controlClasses} />
    </FieldShell>
  );
}
