/**
 * The hero banner of each page, for the reusable hero banner: the words come from the edition's
 * catalogue (app/words/<language>/heroes.ts), the figures from the site's configuration.
 */
import { site } from "~/content/site";
import * as words from "~words/heroes";

export interface HeroContent {
  title: string;
  subtitle?: string;
  description: string;
  buttonText?: string;
  stats?: readonly string[];
}

/** The hero's button when a page names none: to the contact page. */
export const heroButtonText = words.heroButtonText;

const years = site.yearsOfExperience;
const { home, about, services, contact, costCalculator, thankYou } = words.heroes;

export const heroes = {
  home: {
    title: home.title,
    description: home.description,
    buttonText: heroButtonText,
    stats: [home.stats.experience(years), home.stats.destinations, home.stats.counselling],
  },
  about: {
    title: about.title,
    subtitle: about.subtitle(years),
    description: about.description(years),
  },
  services: {
    title: services.title,
    subtitle: services.subtitle,
    description: services.description,
  },
  contact: {
    title: contact.title,
    subtitle: contact.subtitle,
    description: contact.description,
  },
  costCalculator: {
    title: costCalculator.title,
    subtitle: costCalculator.subtitle,
    description: costCalculator.description,
  },
  thankYou: {
    title: thankYou.title,
    subtitle: thankYou.subtitle,
    description: thankYou.description(site.officeHours.label),
  },
} as const satisfies Record<string, HeroContent>;
