import { ArrowRight } from "lucide-react";
import { ContentImage } from "~/components/content-image";
import { CountryFlag } from "~/components/country-flag";
import type { Destination } from "~/content/destinations";
import { topDestinations } from "~/content/home";

interface DestinationCardProps {
  destination: Destination;
}

/**
 * One destination: artwork, flag, a short description and a `Know more` link to its own country page, a
 * call to action counted as `button_click` by the analytics (`data-cta`).
 */
export function DestinationCard({ destination }: DestinationCardProps) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="overflow-hidden">
        <ContentImage
          image={destination.image}
          className="aspect-[16/9] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transform-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <CountryFlag code={destination.flag} label={destination.flagLabel} />
          <h3 className="text-xl font-semibold text-ink">{destination.country}</h3>
        </div>
        <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{destination.description}</p>
        <a
          href={destination.page.path}
          data-cta=""
          className="mt-5 inline-flex items-center gap-2 self-start rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {topDestinations.linkText}
          <span className="sr-only"> {topDestinations.linkContext(destination.country)}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
