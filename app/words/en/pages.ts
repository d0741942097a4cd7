/**
 * Every page's words, keyed by the page's id (app/content/pages.ts keeps the paths, priorities and
 * indexing): the short name used in navigation and breadcrumbs, the title (with the brand), the
 * description and the keywords.
 */
import type { CountryCode } from "~/content/pages";

/** A country page's words from its short name ("UK") and full name ("United Kingdom"). */
function countryPage(
  shortName: string,
  countryName: string,
  keywords: readonly [string, string, string, string],
) {
  return {
    name: `Study in ${shortName}`,
    countryName,
    title: (brand: string) =>
      `Study in ${shortName} from India: Universities, Costs, Visa & Work Rules | ${brand}`,
    description: `Study in ${countryName} from Andhra Pradesh and Telangana: universities, intakes, tuition and living costs in rupees, the student visa fee and proof of funds, and post-study work rules, with official sources.`,
    keywords,
  };
}

export const pages = {
  home: {
    name: "Home",
    title: (brand: string) =>
      `Study Abroad Consultants in Guntur for UK, USA, Canada, Germany & Ireland | ${brand}`,
    description:
      "Study abroad consultants in Guntur with branches in Vijayawada, Hyderabad and Vishakapatnam. Free counselling, admissions, scholarships, visas and education loans for the UK, USA, Canada, Germany and Ireland.",
    keywords: [
      "study abroad consultants Guntur",
      "overseas education consultants Andhra Pradesh",
      "study in UK",
      "study in USA",
      "study in Canada",
      "study in Germany",
      "study in Ireland",
      "student visa",
      "education loan",
    ],
  },
  about: {
    name: "About Us",
    title: (brand: string) => `About Us: ${brand}, Guntur`,
    description: (years: number) =>
      `Who we are: an overseas education consultancy in Guntur with branches in Vijayawada, Hyderabad and Vishakapatnam, guiding students to universities abroad for over ${years} years.`,
    keywords: [
      "about study abroad consultancy",
      "overseas education Guntur",
      "education counsellors Andhra Pradesh",
    ],
  },
  services: {
    name: "Services",
    title: (brand: string) => `Services: Counselling, Visas, Scholarships & Test Prep | ${brand}`,
    description:
      "Study abroad counselling, free visa mock interviews, study, resident, visitor and business visa support, scholarship guidance and GRE, IELTS, TOEFL and PTE preparation.",
    keywords: [
      "study abroad counselling",
      "student visa support",
      "visa mock interview",
      "scholarship guidance",
      "IELTS coaching",
      "GRE preparation",
    ],
  },
  contact: {
    name: "Contact Us",
    title: (brand: string) => `Contact Us: Guntur, Vijayawada, Hyderabad & Vishakapatnam | ${brand}`,
    description:
      "Talk to a study abroad counsellor. Visit our Guntur office or our branches in Vijayawada, Hyderabad and Vishakapatnam, call us, or send your details and we will call you back.",
    keywords: ["contact study abroad consultant", "overseas education Guntur contact", "free counselling"],
  },
  book: {
    name: "Book a free session",
    title: (brand: string) => `Book a Free Counselling Session or Mock Visa Interview | ${brand}`,
    description:
      "Book a free counselling session or a free mock visa interview for the UK, USA, Canada, Germany or Ireland: at our Guntur, Vijayawada, Hyderabad or Vishakapatnam office, by phone or by video, in English or Telugu.",
    keywords: ["free study abroad counselling", "visa mock interview Guntur", "book a counsellor"],
  },
  countries: {
    uk: countryPage("UK", "United Kingdom", [
      "study in UK",
      "UK student visa",
      "UK universities for Indian students",
      "Graduate Route",
    ]),
    usa: countryPage("USA", "United States", [
      "study in USA",
      "F-1 student visa",
      "US universities for Indian students",
      "OPT STEM",
    ]),
    canada: countryPage("Canada", "Canada", [
      "study in Canada",
      "Canada study permit",
      "Canadian universities for Indian students",
      "PGWP",
    ]),
    germany: countryPage("Germany", "Germany", [
      "study in Germany",
      "German student visa",
      "blocked account",
      "tuition-free universities Germany",
    ]),
    ireland: countryPage("Ireland", "Ireland", [
      "study in Ireland",
      "Ireland study visa",
      "Irish universities for Indian students",
      "Stamp 1G",
    ]),
  } satisfies Record<CountryCode, ReturnType<typeof countryPage>>,
  costCalculator: {
    name: "Cost Calculator",
    title: (brand: string) =>
      `Study Abroad Cost Calculator: Tuition, Living, Visa Funds & Loan EMI | ${brand}`,
    description:
      "Estimate the cost of studying in the UK, USA, Canada, Germany or Ireland in rupees: tuition, living costs, visa fees, the funds you must show, and your education loan EMI.",
    keywords: [
      "study abroad cost calculator",
      "education loan EMI calculator",
      "proof of funds calculator",
      "cost of studying abroad in rupees",
    ],
  },
  privacy: {
    name: "Privacy notice",
    title: (brand: string) => `Privacy Notice: What We Collect, Why, and Your Rights | ${brand}`,
    description:
      "What we collect when you use this website or send an enquiry, why, how long we keep it, who can see it, and your rights under India's Digital Personal Data Protection Act, 2023.",
    keywords: ["privacy notice", "DPDP Act 2023", "personal data", "grievance officer"],
  },
  compare: {
    name: "Compare Countries",
    title: (brand: string) =>
      `Compare Study Abroad Costs: UK, USA, Canada, Germany & Ireland in Rupees | ${brand}`,
    description:
      "Two or three study destinations side by side in rupees: total and yearly cost, the funds to show for the visa, work rights in hours a week, post-study work, intakes and the visa fee.",
    keywords: [
      "compare study abroad costs",
      "UK vs Canada cost for Indian students",
      "study abroad cost in rupees",
      "post-study work comparison",
    ],
  },
  // The document checklist (/checklist).
  checklist: {
    name: "Document Checklist",
    title: (brand: string) =>
      `Student Visa Document Checklist: UK, USA, Canada, Germany & Ireland | ${brand}`,
    description:
      "Your own list of documents for a student visa, by country, level and situation (own funds or education loan, alone or with family): why each is needed, the official amounts with their sources, and where to get it.",
    keywords: [
      "student visa document checklist",
      "UK student visa documents from India",
      "proof of funds for student visa",
      "education loan documents for study abroad",
    ],
  },
  planner: {
    name: "My Timeline",
    title: (brand: string) => `Study Abroad Timeline: Dated Steps for Your Intake | ${brand}`,
    description:
      "Your own study abroad timeline for the UK, USA, Canada, Germany or Ireland: the English test, applications, deposit, visa and travel, each dated back from your intake, with official sources, a calendar file and a print view.",
    keywords: [
      "study abroad timeline",
      "UK September intake timeline",
      "USA fall intake visa timeline",
      "student visa when to apply",
    ],
  },
  thankYou: {
    name: "Thank you",
    title: (brand: string) => `Thank you: we have your enquiry | ${brand}`,
    description: "We have received your enquiry. A counsellor will call you back within one working day.",
    keywords: ["enquiry received"],
  },
  bookTimes: {
    name: "Choose a time",
    title: (brand: string) => `Choose a time for your free meeting | ${brand}`,
    description: "The free times for your free counselling session or mock visa interview, in India time.",
    keywords: ["book a free counselling session"],
  },
  bookBooked: {
    name: "Meeting booked",
    title: (brand: string) => `Your meeting is booked | ${brand}`,
    description: "Your free meeting is booked: when, where or how, and how to add it to your calendar.",
    keywords: ["meeting booked"],
  },
  bookManage: {
    name: "Your meeting",
    title: (brand: string) => `Change or cancel your meeting | ${brand}`,
    description: "Your booked meeting: choose another time or cancel it.",
    keywords: ["change or cancel a meeting"],
  },
} as const;

/** The words of the picture link previews show with every page (app/lib/seo.ts). */
export const ogImageAlt = (brand: string) => `${brand}: study in the UK, USA, Canada, Germany and Ireland`;
