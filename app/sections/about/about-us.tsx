import { PageSection } from "~/components/page-section";
import { MapPin } from "lucide-react";
import { SectionHeading } from "~/components/section-heading";
import { aboutUs } from "~/content/about";
import { site } from "~/content/site";

/**
 * The About page's "About Us" section: who we are (over N years of expertise, the one configured experience
 * figure) and where our offices are.
 */
export function AboutUs() {
  const offices = [
    { city: site.office.city, label: aboutUs.headOfficeLabel },
    ...site.branches.map((branch) => ({ city: branch.city, label: aboutUs.branchLabel })),
  ];
  return (
    <PageSection headingId="about-us-title" containerClassName="grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
      <div>
        <SectionHeading id="about-us-title" eyebrow={aboutUs.eyebrow} title={aboutUs.title} align="left" />
        {aboutUs.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-muted">
            {paragraph}
          </p>
        ))}
      </div>
      <aside
        aria-labelledby="about-offices-title"
        className="self-start rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white shadow-lg"
      >
        <h3 id="about-offices-title" className="text-xl font-semibold">
          {aboutUs.officesTitle}
        </h3>
        <ul className="mt-6 space-y-4">
          {offices.map((office) => (
            <li key={office.city} className="flex items-center gap-4">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-accent-300">
                <MapPin className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{office.city}</span>
                <span className="block text-sm text-brand-100">{office.label}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>
    </PageSection>
  );
}
