import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { branchesSection } from "~/content/contact";
import { site } from "~/content/site";
import { BranchCard } from "~/sections/contact/branch-card";

/** Contact: `Our Branches` — Vijayawada, Hyderabad and Vishakapatnam, from the site configuration. */
export function OurBranches() {
  return (
    <Reveal as="section" aria-labelledby="branches-title" className="bg-surface-muted py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="branches-title"
          eyebrow={branchesSection.eyebrow}
          title={branchesSection.title}
          subtitle={branchesSection.subtitle}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {site.branches.map((branch) => (
            <li key={branch.city}>
              <BranchCard branch={branch} />
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
