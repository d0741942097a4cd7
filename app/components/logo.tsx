import { site } from "~/content/site";

interface LogoProps {
  tone?: "light" | "dark";
  /** Extra classes of the small second line (the header hides it where its navigation needs the room). */
  subtitleClassName?: string;
}

/**
 * The wordmark: a globe-and-path mark with the brand name. Decorative mark, the text is the name; the
 * space between its two lines keeps the words apart in the accessible name ("Vidyapath Overseas
 * Education", not "VidyapathOverseas Education"), so a link around it can be named by its visible text.
 */
export function Logo({ tone = "light", subtitleClassName = "" }: LogoProps) {
  const onDark = tone === "dark";
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={`logo-gradient-${tone}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3b72f6" />
            <stop offset="1" stopColor="#1e338a" />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="19" fill={`url(#logo-gradient-${tone})`} />
        <path
          d="M8 21c4-7 9-10 15-10m-15 10c5 3 11 4 18 1M20 5c-4 5-5 10-5 15s1 10 5 15M20 5c4 5 5 10 5 15"
          fill="none"
          stroke="#fff"
          strokeOpacity=".55"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <path d="M27 9l6 3-5 2.5-1 5.5-2.5-4.5L20 13z" fill="#fbbf24" />
      </svg>
      {/* The wordmark is English on both editions. */}
      <span className="flex flex-col leading-none" lang="en">
        <span className={`text-lg font-extrabold tracking-tight ${onDark ? "text-white" : "text-brand-950"}`}>
          {site.shortName}
        </span>{" "}
        <span
          className={`mt-0.5 text-[0.65rem] font-semibold tracking-[0.14em] uppercase ${onDark ? "text-slate-300" : "text-ink-muted"} ${subtitleClassName}`}
        >
          Overseas Education
        </span>
      </span>
    </span>
  );
}
