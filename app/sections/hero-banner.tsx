import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/button-link";
import { heroButtonText } from "~/content/heroes";

export type HeroHeight = "small" | "medium" | "large";
export type HeroAlignment = "center" | "left";

/** The reusable hero banner's inputs, exactly as the original specification lists them, with its defaults. */
export interface HeroBannerProps {
  title: string;
  subtitle?: string;
  description?: string;
  /** URL of the background artwork (an imported asset). Decorative. */
  backgroundImage: string;
  showButton?: boolean;
  buttonText?: string;
  buttonLink?: string;
  height?: HeroHeight;
  alignment?: HeroAlignment;
  prefix?: ReactNode;
  /** Short facts shown as badges. */
  stats?: readonly string[];
  extraContent?: ReactNode;
  showAnimation?: boolean;
}

/** Hero heights (mobile / ≥ 768 px). */
const heights: Record<HeroHeight, string> = {
  small: "min-h-[50vh] md:min-h-[60vh]",
  medium: "min-h-[60vh] md:min-h-[75vh]",
  large: "min-h-[75vh] md:min-h-[120vh]",
};

/** Entrance animations of 0.8 s, delayed 0.2 s (title, subtitle), 0.4 s, 0.6 s and 0.8 s. */
const entrance = {
  title: "motion-safe:animate-hero-in motion-safe:[animation-delay:200ms]",
  description: "motion-safe:animate-hero-in motion-safe:[animation-delay:400ms]",
  button: "motion-safe:animate-hero-in motion-safe:[animation-delay:600ms]",
  stats: "motion-safe:animate-hero-in motion-safe:[animation-delay:800ms]",
} as const;

export function HeroBanner({
  title,
  subtitle,
  description,
  backgroundImage,
  showButton = true,
  buttonText = heroButtonText,
  buttonLink = "/contact",
  height = "large",
  alignment = "center",
  prefix,
  stats,
  extraContent,
  showAnimation = true,
}: HeroBannerProps) {
  const animate = (step: keyof typeof entrance) => (showAnimation ? entrance[step] : "");
  const centred = alignment === "center";
  const twoColumns = !centred && extraContent != null;

  return (
    <section
      aria-labelledby="hero-title"
      data-hero-height={height}
      className={`relative isolate flex items-center overflow-hidden bg-brand-950 text-white ${heights[height]}`}
    >
      <img
        src={backgroundImage}
        alt=""
        width={1440}
        height={900}
        fetchPriority="high"
        // The largest paint of every page: drawn in the frame that first shows the page, not a frame later
        // (an asynchronous decode); the page's scripts start after that frame (app/scripts/after-paint.ts).
        decoding="sync"
        className="absolute inset-0 -z-20 size-full object-cover opacity-90"
      />
      {/* Keeps the text readable over any artwork (WCAG contrast). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-950/75 via-brand-950/55 to-brand-950/85"
      />

      <div
        className={`container-page py-16 sm:py-20 ${twoColumns ? "grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16" : ""}`}
      >
        <div className={centred ? "mx-auto max-w-4xl text-center" : "max-w-3xl text-left"}>
          {prefix ? <div className={`mb-5 ${animate("title")}`}>{prefix}</div> : null}
          <h1
            id="hero-title"
            className={`text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl ${animate("title")}`}
          >
            {title}
          </h1>
          {subtitle ? (
            <p className={`mt-4 text-xl font-semibold text-accent-300 sm:text-2xl ${animate("title")}`}>
              {subtitle}
            </p>
          ) : null}
          {description ? (
            <p
              className={`mt-5 text-lg leading-relaxed text-pretty text-slate-200 sm:text-xl ${centred ? "mx-auto max-w-2xl" : "max-w-2xl"} ${animate("description")}`}
            >
              {description}
            </p>
          ) : null}
          {showButton ? (
            <div className={`mt-8 ${animate("button")}`}>
              <ButtonLink to={buttonLink} variant="light" size="lg">
                {buttonText}
                <ArrowRight className="size-5" aria-hidden="true" />
              </ButtonLink>
            </div>
          ) : null}
          {stats && stats.length > 0 ? (
            <ul
              className={`mt-8 flex flex-wrap gap-2 sm:gap-3 ${centred ? "justify-center" : ""} ${animate("stats")}`}
            >
              {stats.map((stat) => (
                <li
                  key={stat}
                  className="rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm font-medium backdrop-blur-sm"
                >
                  {stat}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {extraContent != null ? (
          <div className={`${twoColumns ? "" : "mx-auto mt-10 max-w-xl"} ${animate("stats")}`}>
            {extraContent}
          </div>
        ) : null}
      </div>
    </section>
  );
}
