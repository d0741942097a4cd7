import { useState } from "react";
import { controlClasses, Field } from "~/components/field";

interface NumberFieldProps {
  id: string;
  label: string;
  /** The value in use (shown when the field is not being edited). */
  value: number;
  /** Called with each valid number typed, clamped to the range; null when the field is emptied. */
  onChange: (value: number | null) => void;
  min: number;
  max: number;
  step?: number;
  hint?: string;
  className?: string;
}

function clampTo(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A labelled number input. While it has focus it shows what the visitor types (so clearing it to type a
 * new figure works); every valid number is passed on at once, so the estimate follows the typing.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  hint,
  className = "",
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={draft ?? String(Math.round(value * 100) / 100)}
          onFocus={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => setDraft(null)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            if (text.trim() === "") {
              onChange(null);
              return;
            }
            const parsed = Number(text);
            if (Number.isFinite(parsed)) onChange(clampTo(parsed, min, max));
          }}
          className={controlClasses}
        />
      )}
    </Field>
  );
}
