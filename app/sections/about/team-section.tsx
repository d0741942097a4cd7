import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { team } from "~/content/about";
import { TeamCard } from "~/sections/about/team-card";

/** The About page's team section: cards for the managing director and CEO and the director. */
export function TeamSection() {
  return (
    <Reveal as="section" aria-labelledby="team-title" className="bg-surface-muted py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.title} subtitle={team.subtitle} />
        <ul className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
          {team.members.map((member) => (
            <li key={member.name}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
