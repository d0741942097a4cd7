/**
 * The words of the five destination cards on the home page ("Top Destinations"), keyed by the
 * destination's id (app/content/destinations.ts keeps their order, flags, pictures and pages).
 * Descriptions stay qualitative: figures with sources live on the country pages.
 */
export const destinations = {
  uk: {
    country: "United Kingdom",
    flagLabel: "Flag of the United Kingdom",
    description:
      "Many master's degrees take a single year, and graduates can stay on to work under the Graduate Route.",
    imageAlt: "Illustration of London's clock tower and Parliament by the river",
  },
  usa: {
    country: "United States",
    flagLabel: "Flag of the United States",
    description:
      "The widest choice of universities and courses, strong STEM programmes, and practical training after graduation.",
    imageAlt: "Illustration of a city skyline at sunset",
  },
  canada: {
    country: "Canada",
    flagLabel: "Flag of Canada",
    description:
      "Universities and colleges with co-op work terms, and a work permit after graduation for eligible programmes.",
    imageAlt: "Illustration of snow-capped mountains and pine trees beside a lake",
  },
  germany: {
    country: "Germany",
    flagLabel: "Flag of Germany",
    description:
      "Most public universities charge little or no tuition, and many master's programmes in engineering and science are taught in English.",
    imageAlt: "Illustration of the Brandenburg Gate in Berlin",
  },
  ireland: {
    country: "Ireland",
    flagLabel: "Flag of Ireland",
    description:
      "An English-speaking EU country with a strong technology and pharmaceutical industry, and a stay-back permission for graduates.",
    imageAlt: "Illustration of green hills, a lighthouse and the sea",
  },
} as const;
