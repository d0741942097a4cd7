/**
 * The home page sections after the hero (the hero is in heroes.ts): their lists, icons, pictures, links
 * and figures; the words come from the edition's catalogue (app/words/<language>/home.ts), each list
 * item's by its id.
 *
 * Order of the sections after the hero: Why Us, What We Offer, Top Destinations, Loan Solutions, Frequently
 * Asked Questions, Testimonials. It keeps the order the original specification lists and follows the
 * questions a family asks in turn: can we trust them (Why Us), what do they do (What We Offer), where can I
 * go (Top Destinations), how do we pay for it (Loan Solutions), what about my doubts (FAQ), and did it work
 * for others like me (Testimonials), just before the footer's contact details.
 */
import * as words from "~words/home";
import { pages } from "./pages";
import { site } from "./site";
import type { ContentImage, Feature } from "./types";

const years = site.yearsOfExperience;
const strengthWords = words.whyUs.strengths;
const loanWords = words.loanSolutions.loans;

export const whyUs = {
  eyebrow: words.whyUs.eyebrow,
  title: words.whyUs.title,
  experience: {
    value: String(years),
    label: words.whyUs.experienceLabel,
  },
  intro: words.whyUs.intro(years),
  image: {
    illustration: "student-thinking",
    alt: words.whyUs.imageAlt,
    width: 480,
    height: 400,
  } satisfies ContentImage,
  strengths: [
    {
      id: "experience",
      title: strengthWords.experience.title,
      description: strengthWords.experience.description(years),
      icon: "graduation-cap",
    },
    {
      id: "results",
      title: strengthWords.results.title,
      description: strengthWords.results.description,
      icon: "target",
    },
    {
      id: "support",
      title: strengthWords.support.title,
      description: strengthWords.support.description,
      icon: "route",
    },
  ] satisfies (Feature & { id: keyof typeof strengthWords })[],
} as const;

export const whatWeOffer = {
  eyebrow: words.whatWeOffer.eyebrow,
  title: words.whatWeOffer.title,
  subtitle: words.whatWeOffer.subtitle,
  link: { label: words.whatWeOffer.linkLabel, to: pages.services.path },
} as const;

export const topDestinations = {
  eyebrow: words.topDestinations.eyebrow,
  title: words.topDestinations.title,
  subtitle: words.topDestinations.subtitle,
  linkText: words.topDestinations.linkText,
  /** Completes the link text for screen readers, e.g. "about studying in Canada". */
  linkContext: words.topDestinations.linkContext,
} as const;

/** The loans in the order shown, each with its icon; their words are found by id. */
const loans = [
  { id: "nonCollateral", icon: "graduation-cap" },
  { id: "business", icon: "briefcase" },
  { id: "personal", icon: "wallet" },
] as const satisfies readonly { id: keyof typeof loanWords; icon: Feature["icon"] }[];

export const loanSolutions = {
  eyebrow: words.loanSolutions.eyebrow,
  title: words.loanSolutions.title,
  subtitle: words.loanSolutions.subtitle,
  note: words.loanSolutions.note,
  loans: loans.map(({ id, icon }) => ({
    id,
    title: loanWords[id].title,
    description: loanWords[id].description,
    icon,
  })) satisfies Feature[],
} as const;

export const faqSection = {
  eyebrow: words.faqSection.eyebrow,
  title: words.faqSection.title,
  subtitle: words.faqSection.subtitle,
  image: {
    illustration: "faq",
    alt: "",
    width: 440,
    height: 400,
  } satisfies ContentImage,
  moreQuestions: {
    text: words.faqSection.moreQuestions.text,
    link: { label: words.faqSection.moreQuestions.linkLabel, to: pages.contact.path },
  },
} as const;

export const testimonialsSection = {
  title: words.testimonialsSection.title,
  subtitle: words.testimonialsSection.subtitle,
} as const;
