import { PageSection } from "~/components/page-section";
import { team } from "~/content/about";
import { TeamCard } from "~/sections/about/team-card";

/** The About page's team section: cards for the managing director and CEO and the director. */
export function TeamSection() {
  return (
    <PageSection
      headingId="team-title"
      className="bg-surface-muted py-16 sm:py-24"
      eyebrow={team.eyebrow}
      title={team.title}
      subtitle={team.subtitle}
    >
      <ul className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
        {team.members.map((member) => (
          <li key={member.name}>
            <TeamCard member={member} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
