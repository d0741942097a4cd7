import { Phone } from "lucide-react";
import { team } from "~/content/about";
import type { TeamMember } from "~/content/types";

interface TeamCardProps {
  member: TeamMember;
}

/** A team member: the initials they sign with, name, role and a call link to their phone. */
export function TeamCard({ member }: TeamCardProps) {
  return (
    <article className="flex h-full flex-col items-center rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <span
        aria-hidden="true"
        className="inline-flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-900 text-2xl font-bold text-white"
      >
        {member.monogram}
      </span>
      <h3 className="mt-5 text-xl font-semibold text-ink">{member.name}</h3>
      <p className="mt-1 font-medium text-brand-700">{member.role}</p>
      <a
        href={`tel:${member.phone.e164}`}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 px-5 py-2 font-semibold text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50"
      >
        <Phone className="size-4" aria-hidden="true" />
        <span className="sr-only">{team.callPrefix(member.name)}</span>
        {member.phone.display}
      </a>
    </article>
  );
}
