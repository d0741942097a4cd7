/**
 * The words of the home page's sections after the hero (the hero's are in ./heroes.ts), keyed by id;
 * app/content/home.ts keeps the order of the lists, their icons, pictures, links and figures.
 */
export const whyUs = {
  eyebrow: "Why students choose us",
  title: "Why Us",
  experienceLabel: "years of experience",
  intro: (years: number) =>
    `For ${years} years we have helped students from Andhra Pradesh and Telangana choose the right course, get admitted and get their visas, with advice based on this year's rules, not last year's.`,
  imageAlt: "Illustration of a student at a desk, thinking about studying abroad",
  strengths: {
    experience: {
      title: "Unmatched Experience",
      description: (years: number) =>
        `Our counsellors have followed ${years} years of changing admission and visa rules in five countries, so your plan rests on what works now.`,
    },
    results: {
      title: "Proven Results",
      description:
        "Year after year our students join universities in the UK, USA, Canada, Germany and Ireland. We shortlist from what has worked for profiles like yours and tell you plainly when a choice is a long shot.",
    },
    support: {
      title: "Streamlined Support",
      description:
        "One counsellor stays with you from shortlist to visa: applications, scholarships, loan papers, the visa file and accommodation, with a checklist and dates you can follow.",
    },
  },
} as const;

export const whatWeOffer = {
  eyebrow: "Our services",
  title: "What We Offer",
  subtitle: "Everything between choosing a course and boarding your flight, from one team.",
  linkLabel: "See all services",
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
  loans: {
    nonCollateral: {
      title: "Educational Loans (Non-Collateral)",
      description:
        "Loans without property as security, for admits to eligible universities and courses. We compare interest, margin money and moratorium terms, and help you get the sanction letter your visa file needs.",
    },
    business: {
      title: "Business Loans",
      description:
        "For parents who run a business and want to fund studies without selling assets: lenders to approach, and the tax returns, statements and projections they will ask for.",
    },
    personal: {
      title: "Personal Loans",
      description:
        "For smaller gaps such as application fees, test fees, flights or the first months' rent, with the true cost of each option explained before you borrow.",
    },
  },
} as const;

export const faqSection = {
  eyebrow: "Your questions",
  title: "Frequently Asked Questions",
  subtitle: "Straight answers to what students and parents ask us most.",
  moreQuestions: {
    text: "Still unsure about something?",
    linkLabel: "Ask a counsellor",
  },
} as const;

export const testimonialsSection = {
  title: "Testimonials",
  subtitle: "Hear from Students Who Achieved Their Dreams with Our Support",
} as const;
