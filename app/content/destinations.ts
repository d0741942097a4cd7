/**
 * The five destinations as cards on the home page ("Top Destinations"). Each links to its own
 * country page. Descriptions stay qualitative: figures with sources live on the country pages.
 */
import { type CountryPage, pages } from "./pages";
import type { ContentImage, IllustrationName } from "./types";

/** ISO 3166-1 codes of the flags drawn by `country-flag-icons`. */
export type FlagCode = "GB" | "US" | "CA" | "DE" | "IE";

export interface Destination {
  /** Country name as shown on the card. */
  country: string;
  flag: FlagCode;
  /** Accessible name of the flag, e.g. "Flag of the United Kingdom". */
  flagLabel: string;
  description: string;
  image: ContentImage;
  page: CountryPage;
}

const illustration = (name: IllustrationName, alt: string): ContentImage => ({
  illustration: name,
  alt,
  width: 480,
  height: 270,
});

export const destinations: readonly Destination[] = [
  {
    country: "United Kingdom",
    flag: "GB",
    flagLabel: "Flag of the United Kingdom",
    description:
      "Many master's degrees take a single year, and graduates can stay on to work under the Graduate Route.",
    image: illustration("destination-uk", "Illustration of London's clock tower and Parliament by the river"),
    page: pages.studyInUk,
  },
  {
    country: "United States",
    flag: "US",
    flagLabel: "Flag of the United States",
    description:
      "The widest choice of universities and courses, strong STEM programmes, and practical training after graduation.",
    image: illustration("destination-usa", "Illustration of a city skyline at sunset"),
    page: pages.studyInUsa,
  },
  {
    country: "Canada",
    flag: "CA",
    flagLabel: "Flag of Canada",
    description:
      "Universities and colleges with co-op work terms, and a work permit after graduation for eligible programmes.",
    image: illustration(
      "destination-canada",
      "Illustration of snow-capped mountains and pine trees beside a lake",
    ),
    page: pages.studyInCanada,
  },
  {
    country: "Germany",
    flag: "DE",
    flagLabel: "Flag of Germany",
    description:
      "Most public universities charge little or no tuition, and many master's programmes in engineering and science are taught in English.",
    image: illustration("destination-germany", "Illustration of the Brandenburg Gate in Berlin"),
    page: pages.studyInGermany,
  },
  {
    country: "Ireland",
    flag: "IE",
    flagLabel: "Flag of Ireland",
    description:
      "An English-speaking EU country with a strong technology and pharmaceutical industry, and a stay-back permission for graduates.",
    image: illustration("destination-ireland", "Illustration of green hills, a lighthouse and the sea"),
    page: pages.studyInIreland,
  },
];
