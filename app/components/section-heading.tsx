interface SectionHeadingProps {
  title: string;
  eyebrow?: string;
  subtitle?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  /** id of the h2, for aria-labelledby on the section. */
  id?: string;
}

/** The heading block of a page section: an optional eyebrow, the h2 and an optional subtitle. */
export function SectionHeading({
  title,
  eyebrow,
  subtitle,
  align = "center",
  tone = "light",
  id,
}: SectionHeadingProps) {
  const alignment = align === "center" ? "mx-auto text-center" : "text-left";
  const onDark = tone === "dark";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? (
        <p
          className={`mb-3 text-sm font-semibold tracking-wider uppercase ${onDark ? "text-accent-300" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${onDark ? "text-white" : "text-ink"}`}
      >
        {title}
      </h2>
      {subtitle ? (
        <p className={`mt-4 text-lg text-pretty ${onDark ? "text-slate-300" : "text-ink-muted"}`}>
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
