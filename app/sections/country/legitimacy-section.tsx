import { ShieldCheck } from "lucide-react";
import type { CountryPageContent } from "~/content/countries/types";
import { PageText } from "./page-text";

interface LegitimacySectionProps {
  legitimacy: CountryPageContent["legitimacy"];
}

/** How to check that a university is genuine, with the official register. */
export function LegitimacySection({ legitimacy }: LegitimacySectionProps) {
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:flex-row sm:items-center sm:p-8">
      <ShieldCheck className="size-12 shrink-0 text-emerald-700" aria-hidden="true" />
      <div>
        <p className="text-lg leading-relaxed text-emerald-950">
          <PageText text={legitimacy.text} />
        </p>
        <p className="mt-3">
          <a
            href={legitimacy.link.url}
            rel="noopener"
            className="font-semibold text-emerald-900 underline underline-offset-4 hover:text-emerald-700"
          >
            {legitimacy.link.label}
          </a>
        </p>
      </div>
    </div>
  );
}
