import { Mail, MapPin, Phone } from "lucide-react";
import { branchesSection } from "~/content/contact";
import { type Branch, formatAddress } from "~/content/site";

interface BranchCardProps {
  branch: Branch;
}

/** One branch: city, address, phone and email. */
export function BranchCard({ branch }: BranchCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-xl font-semibold text-ink">
        <MapPin className="size-5 text-brand-600" aria-hidden="true" />
        {branch.city}
      </h3>
      <address className="mt-3 flex-1 text-ink-muted not-italic">{formatAddress(branch.address)}</address>
      <dl className="mt-5 space-y-2 border-t border-slate-100 pt-5">
        <div className="flex items-center gap-3">
          <dt>
            <Phone className="size-4 text-brand-600" aria-hidden="true" />
            <span className="sr-only">{branchesSection.phoneLabel}</span>
          </dt>
          <dd>
            <a
              href={`tel:${branch.phone.e164}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {branch.phone.display}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-3">
          <dt>
            <Mail className="size-4 text-brand-600" aria-hidden="true" />
            <span className="sr-only">{branchesSection.emailLabel}</span>
          </dt>
          <dd className="min-w-0">
            <a
              href={`mailto:${branch.email}`}
              className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {branch.email}
            </a>
          </dd>
        </div>
      </dl>
    </article>
  );
}
