import { PageSection } from "~/components/page-section";
import { destinations } from "~/content/destinations";
import { topDestinations } from "~/content/home";
import { DestinationCard } from "~/sections/home/destination-card";

/** The home page's "Top Destinations" section: five cards, three in the first row and two in the second. */
export function TopDestinations() {
  return (
    <PageSection
      headingId="top-destinations-title"
      eyebrow={topDestinations.eyebrow}
      title={topDestinations.title}
      subtitle={topDestinations.subtitle}
    >
      {/* Six columns on large screens: the first three cards span two each, the last two span three. */}
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
        {destinations.map((destination, index) => (
          <li key={destination.country} className={index < 3 ? "lg:col-span-2" : "lg:col-span-3"}>
            <DestinationCard destination={destination} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
