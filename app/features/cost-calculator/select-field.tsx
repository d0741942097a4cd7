import { controlClasses, hintClasses, labelClasses } from "./field-styles";

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
  className?: string;
}

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
  className = "",
}: SelectFieldProps<T>) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={hintId}
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
      {hint ? (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
