/**
 * The five destinations as cards on the home page ("Top Destinations"), in this order. Each links to its
 * own country page; its words come from the edition's catalogue by its id (app/words/<language>/destinations.ts).
 */
import * as words from "~words/destinations";
import { type CountryPage, pages } from "./pages";
import type { ContentImage, IllustrationName } from "./types";

/** ISO 3166-1 codes of the flags drawn by `country-flag-icons`. */
export type FlagCode = "GB" | "US" | "CA" | "DE" | "IE";

export type DestinationId = keyof typeof words.destinations;

export interface Destination {
  id: DestinationId;
  /** Country name as shown on the card. */
  country: string;
  flag: FlagCode;
  /** Accessible name of the flag, e.g. "Flag of the United Kingdom". */
  flagLabel: string;
  description: string;
  image: ContentImage;
  page: CountryPage;
}

const cards: readonly {
  id: DestinationId;
  flag: FlagCode;
  illustration: IllustrationName;
  page: CountryPage;
}[] = [
  { id: "uk", flag: "GB", illustration: "destination-uk", page: pages.studyInUk },
  { id: "usa", flag: "US", illustration: "destination-usa", page: pages.studyInUsa },
  { id: "canada", flag: "CA", illustration: "destination-canada", page: pages.studyInCanada },
  { id: "germany", flag: "DE", illustration: "destination-germany", page: pages.studyInGermany },
  { id: "ireland", flag: "IE", illustration: "destination-ireland", page: pages.studyInIreland },
];

export const destinations: readonly Destination[] = cards.map(({ id, flag, illustration, page }) => {
  const text = words.destinations[id];
  return {
    id,
    country: text.country,
    flag,
    flagLabel: text.flagLabel,
    description: text.description,
    image: { illustration, alt: text.imageAlt, width: 480, height: 270 },
    page,
  };
});
