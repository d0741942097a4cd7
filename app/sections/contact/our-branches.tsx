import { PageSection } from "~/components/page-section";
import { branchesSection } from "~/content/contact";
import { site } from "~/content/site";
import { BranchCard } from "~/sections/contact/branch-card";

/** Contact: `Our Branches` — Vijayawada, Hyderabad and Vishakapatnam, from the site configuration. */
export function OurBranches() {
  return (
    <PageSection
      headingId="branches-title"
      className="bg-surface-muted py-16 sm:py-24"
      eyebrow={branchesSection.eyebrow}
      title={branchesSection.title}
      subtitle={branchesSection.subtitle}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {site.branches.map((branch) => (
          <li key={branch.city}>
            <BranchCard branch={branch} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
