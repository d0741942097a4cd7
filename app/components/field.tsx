import { CircleAlert } from "lucide-react";
import type { ComponentPropsWithRef, ReactNode } from "react";

/** What a field's control carries so that its label, hint and error reach assistive technology. */
export interface FieldControlAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldFrame {
  id: string;
  label: string;
  /** Marks the label with an asterisk; the control's own `required` tells assistive technology. */
  required?: boolean;
  /** Shown beside the label of a field that is not required (e.g. "Optional"); nothing when absent. */
  optionalNote?: string;
  hint?: string;
  error?: string;
  className?: string;
}

interface FieldProps extends FieldFrame {
  /** The control itself, given the attributes that tie it to the label, hint and error. */
  children: (aria: FieldControlAria) => ReactNode;
}

/** Class names of inputs, selects and text areas: 44 px targets, 16 px text (no zoom on phones). */
export const controlClasses =
  "block min-h-11 w-full scroll-mt-32 rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs " +
  "placeholder:text-slate-500 hover:border-slate-500 focus-visible:border-brand-600 " +
  "aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

/**
 * Every form field of the site, written once: the label above the control, a required mark or an
 * optional note, a hint and an error under it, both named by the control's aria-describedby, and
 * aria-invalid while there is an error.
 */
export function Field({
  id,
  label,
  required = false,
  optionalNote,
  hint,
  error,
  className = "",
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
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
        {!required && optionalNote ? <span className="text-xs text-ink-muted">{optionalNote}</span> : null}
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs leading-relaxed text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

function frameOf<T extends FieldFrame>(props: T): [FieldFrame, Omit<T, keyof FieldFrame>] {
  const { id, label, required, optionalNote, hint, error, className, ...rest } = props;
  return [{ id, label, required, optionalNote, hint, error, className }, rest];
}

type TextFieldProps = FieldFrame & Omit<ComponentPropsWithRef<"input">, "id" | "className" | "required">;

/** A labelled one-line input. */
export function TextField(props: TextFieldProps) {
  const [frame, inputProps] = frameOf(props);
  return (
    <Field {...frame}>
      {(aria) => <input {...inputProps} {...aria} required={frame.required} className={controlClasses} />}
    </Field>
  );
}

type TextAreaFieldProps = FieldFrame &
  Omit<ComponentPropsWithRef<"textarea">, "id" | "className" | "required">;

/** A labelled multi-line input. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textAreaProps] = frameOf(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <textarea
          {...textAreaProps}
          {...aria}
          required={frame.required}
          className={`${controlClasses} min-h-28 resize-y`}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps<T extends string> extends FieldFrame {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectField<T extends string>({ value, options, onChange, ...frame }: SelectFieldProps<T>) {
  return (
    <Field {...frame}>
      {(aria) => (
        <select
          {...aria}
          value={value}
          required={frame.required}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.currentTarget.value);
            if (chosen) onChange(chosen.value);
          }}
          className={`${controlClasses} pr-8`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type ChoiceFieldProps = FieldFrame &
  Omit<ComponentPropsWithRef<"select">, "id" | "className" | "required" | "children"> & {
    options: readonly ChoiceOption[];
    /** A first, empty choice ("Choose…"), for a field that starts unanswered. */
    prompt?: string;
  };

/**
 * A labelled native select that a form posts by itself (a `name`, or a form library's registration),
 * unlike SelectField, whose value the page holds.
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const [frame, { options, prompt, ...selectProps }] = frameOf(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <select {...selectProps} {...aria} required={frame.required} className={`${controlClasses} pr-8`}>
          {prompt === undefined ? null : <option value="">{prompt}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
