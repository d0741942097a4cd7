interface ChoiceFieldProps<T extends string> {
  /** Name of the radio group (unique on the page). */
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
  className?: string;
}

/** A radio group drawn as a segmented control: arrow keys move between options, as with any radio group. */
export function ChoiceField<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  className = "",
}: ChoiceFieldProps<T>) {
  const stacked = options.some((option) => option.hint);
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className={stacked ? "grid gap-2" : "flex flex-wrap gap-2"}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-start gap-2.5 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-ink transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span>
                <span className="font-medium">{option.label}</span>
                {option.hint ? <span className="block text-xs text-ink-muted">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
