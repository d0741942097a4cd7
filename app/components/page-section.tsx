import type { ReactNode } from "react";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";

interface PageSectionProps {
  /** Id of the section's h2, which names the section (aria-labelledby). */
  headingId: string;
  /** Anchor of the section, for links to it. */
  id?: string;
  /** Background and spacing classes of the section; the usual vertical spacing by default. */
  className?: string;
  /** Classes added to the page-width container. */
  containerClassName?: string;
  /** The heading block drawn here; without a title the children hold the h2 with `headingId`. */
  title?: string;
  eyebrow?: string;
  subtitle?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  /** Left out when the page is printed. */
  noPrint?: boolean;
  children: ReactNode;
}

/**
 * A section of a page: a landmark named by its heading, the page-width container, the heading block
 * (eyebrow, h2, subtitle) and the content, revealed on scroll.
 */
export function PageSection({
  headingId,
  id,
  className = "py-16 sm:py-24",
  containerClassName = "",
  title,
  eyebrow,
  subtitle,
  align,
  tone,
  noPrint = false,
  children,
}: PageSectionProps) {
  return (
    <Reveal
      as="section"
      id={id}
      aria-labelledby={headingId}
      className={className}
      data-no-print={noPrint ? "" : undefined}
    >
      <div className={`container-page ${containerClassName}`.trim()}>
        {title ? (
          <SectionHeading
            id={headingId}
            title={title}
            eyebrow={eyebrow}
            subtitle={subtitle}
            align={align}
            tone={tone}
          />
        ) : null}
        {children}
      </div>
    </Reveal>
  );
}
