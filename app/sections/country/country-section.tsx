import type { ReactNode } from "react";
import { PageSection } from "~/components/page-section";
import { useCountryPage } from "./page-context";

interface CountrySectionProps {
  /** Anchor of the section (the "On this page" links point to it). */
  id: string;
  title: string;
  eyebrow?: string;
  subtitle?: string;
  /** Alternate background, so long pages read in clear blocks. */
  muted?: boolean;
  children: ReactNode;
}

/** One section of a country page: an anchored, labelled landmark with its heading, revealed on scroll. */
export function CountrySection({
  id,
  title,
  eyebrow,
  subtitle,
  muted = false,
  children,
}: CountrySectionProps) {
  // The subtitle is a plain string: its abbreviations are spelled out in words if it uses them first.
  const { abbreviations } = useCountryPage();
  return (
    <PageSection
      id={id}
      headingId={`${id}-title`}
      className={`scroll-mt-20 py-14 sm:py-20 print:break-inside-avoid print:py-6 ${muted ? "bg-surface-muted" : "bg-surface"}`}
      title={title}
      eyebrow={eyebrow}
      subtitle={subtitle === undefined ? undefined : abbreviations.spellOut(subtitle)}
      align="left"
    >
      <div className="mt-8 sm:mt-10">{children}</div>
    </PageSection>
  );
}
