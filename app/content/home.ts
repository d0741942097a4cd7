/**
 * Texts of the home page sections. The hero's words are in heroes.ts.
 *
 * Order of the sections after the hero: Why Us, What We Offer, Top Destinations, Loan Solutions, Frequently
 * Asked Questions, Testimonials. It keeps the order the original specification lists and follows the
 * questions a family asks in turn: can we trust them (Why Us), what do they do (What We Offer), where can I
 * go (Top Destinations), how do we pay for it (Loan Solutions), what about my doubts (FAQ), and did it work
 * for others like me (Testimonials), just before the footer's contact details.
 */
import { pages } from "./pages";
import { site } from "./site";
import type { ContentImage, Feature } from "./types";

export const whyUs = {
  eyebrow: "Why students choose us",
  title: "Why Us",
  experience: {
    value: String(site.yearsOfExperience),
    label: "years of experience",
  },
  intro: `For ${site.yearsOfExperience} years we have helped students from Andhra Pradesh and Telangana choose the right course, get admitted and get their visas, with advice based on this year's rules, not last year's.`,
  image: {
    illustration: "student-thinking",
    alt: "Illustration of a student at a desk, thinking about studying abroad",
    width: 480,
    height: 400,
  } satisfies ContentImage,
  strengths: [
    {
      title: "Unmatched Experience",
      description: `Our counsellors have followed ${site.yearsOfExperience} years of changing admission and visa rules in five countries, so your plan rests on what works now.`,
      icon: "graduation-cap",
    },
    {
      title: "Proven Results",
      description:
        "Year after year our students join universities in the UK, USA, Canada, Germany and Ireland. We shortlist from what has worked for profiles like yours and tell you plainly when a choice is a long shot.",
      icon: "target",
    },
    {
      title: "Streamlined Support",
      description:
        "One counsellor stays with you from shortlist to visa: applications, scholarships, loan papers, the visa file and accommodation, with a checklist and dates you can follow.",
      icon: "route",
    },
  ] satisfies Feature[],
} as const;

export const whatWeOffer = {
  eyebrow: "Our services",
  title: "What We Offer",
  subtitle: "Everything between choosing a course and boarding your flight, from one team.",
  link: { label: "See all services", to: pages.services.path },
} as const;

export const topDestinations = {
  eyebrow: "Where you can study",
  title: "Top Destinations",
  subtitle:
    "Five countries our students choose most. Each guide covers universities, costs in rupees, the student visa and work rules, with official sources.",
  linkText: "Know more",
  /** Completes `Know more` for screen readers, e.g. "about studying in Canada". */
  linkContext: (country: string) => `about studying in ${country}`,
} as const;

export const loanSolutions = {
  eyebrow: "Funding your studies",
  title: "Loan Solutions",
  subtitle:
    "We help you compare lenders and prepare the papers they ask for, so money is not the reason you stop.",
  note: "Loans are sanctioned by banks and NBFCs on their own terms; we do not lend, and we cannot promise approval.",
  loans: [
    {
      title: "Educational Loans (Non-Collateral)",
      description:
        "Loans without property as security, for admits to eligible universities and courses. We compare interest, margin money and moratorium terms, and help you get the sanction letter your visa file needs.",
      icon: "graduation-cap",
    },
    {
      title: "Business Loans",
      description:
        "For parents who run a business and want to fund studies without selling assets: lenders to approach, and the tax returns, statements and projections they will ask for.",
      icon: "briefcase",
    },
    {
      title: "Personal Loans",
      description:
        "For smaller gaps such as application fees, test fees, flights or the first months' rent, with the true cost of each option explained before you borrow.",
      icon: "wallet",
    },
  ] satisfies Feature[],
} as const;

export const faqSection = {
  eyebrow: "Your questions",
  title: "Frequently Asked Questions",
  subtitle: "Straight answers to what students and parents ask us most.",
  image: {
    illustration: "faq",
    alt: "",
    width: 440,
    height: 400,
  } satisfies ContentImage,
  moreQuestions: {
    text: "Still unsure about something?",
    link: { label: "Ask a counsellor", to: pages.contact.path },
  },
} as const;

export const testimonialsSection = {
  title: "Testimonials",
  subtitle: "Hear from Students Who Achieved Their Dreams with Our Support",
} as const;
