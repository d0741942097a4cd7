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
  /** A readable echo of the value under the field ("₹20,00,000 = ₹20 lakh"); named by its description. */
  echo?: (value: number) => string;
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
  echo,
  className = "",
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const echoId = `${id}-echo`;
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      {(aria) => (
        <>
          <input
            {...aria}
            aria-describedby={
              echo && value !== 0
                ? [echoId, aria["aria-describedby"]].filter(Boolean).join(" ")
                : aria["aria-describedby"]
            }
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
          {echo && value !== 0 ? (
            <p id={echoId} className="mt-1 text-sm font-semibold text-brand-800 tabular-nums">
              {echo(value)}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}
