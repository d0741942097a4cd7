import { CA, DE, GB, IE, US } from "country-flag-icons/react/3x2";
import type { FlagCode } from "~/content/destinations";

const flags = { GB, US, CA, DE, IE } as const;

interface CountryFlagProps {
  code: FlagCode;
  /** Accessible name, e.g. "Flag of Canada". */
  label: string;
  className?: string;
}

/** A real SVG flag (country-flag-icons), named for screen readers. */
export function CountryFlag({ code, label, className = "h-6 w-9" }: CountryFlagProps) {
  const Flag = flags[code];
  return (
    <Flag
      role="img"
      aria-label={label}
      className={`rounded-sm shadow-sm ring-1 ring-black/10 ${className}`}
    />
  );
}
