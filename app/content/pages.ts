/**
 * The one typed list of pages. Each has its page file under app/pages/ (a unit test checks both agree);
 * it drives the sitemap and robots.txt (scripts/), the navigation, the metadata of every page
 * (app/lib/seo.ts) and the tests (e2e/).
 */

export type CountryCode = "uk" | "usa" | "canada" | "germany" | "ireland";

export interface Page {
  id: string;
  /** Canonical, lower-case path without a trailing slash (except "/"). */
  path: string;
  /** Short name used in navigation and breadcrumbs. */
  name: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Sitemap priority, 0 to 1. */
  priority: number;
  /** Listed in the sitemap and open to search engines; false adds `noindex`. */
  indexable: boolean;
}

export interface CountryPage extends Page {
  country: CountryCode;
  countryName: string;
}

import { site } from "./site";

const BRAND = site.brandName;

export const pages = {
  home: {
    id: "home",
    path: "/",
    name: "Home",
    title: `Study Abroad Consultants in Guntur for UK, USA, Canada, Germany & Ireland | ${BRAND}`,
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
    indexable: true,
    priority: 1,
  },
  about: {
    id: "about",
    path: "/about",
    name: "About Us",
    title: `About Us: ${BRAND}, Guntur`,
    description: `Who we are: an overseas education consultancy in Guntur with branches in Vijayawada, Hyderabad and Vishakapatnam, guiding students to universities abroad for over ${site.yearsOfExperience} years.`,
    keywords: [
      "about study abroad consultancy",
      "overseas education Guntur",
      "education counsellors Andhra Pradesh",
    ],
    indexable: true,
    priority: 0.7,
  },
  services: {
    id: "services",
    path: "/services",
    name: "Services",
    title: `Services: Counselling, Visas, Scholarships & Test Prep | ${BRAND}`,
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
    indexable: true,
    priority: 0.9,
  },
  contact: {
    id: "contact",
    path: "/contact",
    name: "Contact Us",
    title: `Contact Us: Guntur, Vijayawada, Hyderabad & Vishakapatnam | ${BRAND}`,
    description:
      "Talk to a study abroad counsellor. Visit our Guntur office or our branches in Vijayawada, Hyderabad and Vishakapatnam, call us, or send your details and we will call you back.",
    keywords: ["contact study abroad consultant", "overseas education Guntur contact", "free counselling"],
    indexable: true,
    priority: 0.9,
  },
  studyInUk: countryPage("uk", "UK", "United Kingdom", [
    "study in UK",
    "UK student visa",
    "UK universities for Indian students",
    "Graduate Route",
  ]),
  studyInUsa: countryPage("usa", "USA", "United States", [
    "study in USA",
    "F-1 student visa",
    "US universities for Indian students",
    "OPT STEM",
  ]),
  studyInCanada: countryPage("canada", "Canada", "Canada", [
    "study in Canada",
    "Canada study permit",
    "Canadian universities for Indian students",
    "PGWP",
  ]),
  studyInGermany: countryPage("germany", "Germany", "Germany", [
    "study in Germany",
    "German student visa",
    "blocked account",
    "tuition-free universities Germany",
  ]),
  studyInIreland: countryPage("ireland", "Ireland", "Ireland", [
    "study in Ireland",
    "Ireland study visa",
    "Irish universities for Indian students",
    "Stamp 1G",
  ]),
  costCalculator: {
    id: "costCalculator",
    path: "/cost-calculator",
    name: "Cost Calculator",
    title: `Study Abroad Cost Calculator: Tuition, Living, Visa Funds & Loan EMI | ${BRAND}`,
    description:
      "Estimate the cost of studying in the UK, USA, Canada, Germany or Ireland in rupees: tuition, living costs, visa fees, the funds you must show, and your education loan EMI.",
    keywords: [
      "study abroad cost calculator",
      "education loan EMI calculator",
      "proof of funds calculator",
      "cost of studying abroad in rupees",
    ],
    indexable: true,
    priority: 0.8,
  },
  privacy: {
    id: "privacy",
    path: "/privacy",
    name: "Privacy notice",
    title: `Privacy Notice: What We Collect, Why, and Your Rights | ${BRAND}`,
    description:
      "What we collect when you use this website or send an enquiry, why, how long we keep it, who can see it, and your rights under India's Digital Personal Data Protection Act, 2023.",
    keywords: ["privacy notice", "DPDP Act 2023", "personal data", "grievance officer"],
    indexable: true,
    priority: 0.3,
  },
  compare: {
    id: "compare",
    path: "/compare",
    name: "Compare Countries",
    title: `Compare Study Abroad Costs: UK, USA, Canada, Germany & Ireland in Rupees | ${BRAND}`,
    description:
      "Two or three study destinations side by side in rupees: total and yearly cost, the funds to show for the visa, work rights in hours a week, post-study work, intakes and the visa fee.",
    keywords: [
      "compare study abroad costs",
      "UK vs Canada cost for Indian students",
      "study abroad cost in rupees",
      "post-study work comparison",
    ],
    indexable: true,
    priority: 0.7,
  },
  thankYou: {
    id: "thankYou",
    path: "/thank-you",
    name: "Thank you",
    title: `Thank you: we have your enquiry | ${BRAND}`,
    description: "We have received your enquiry. A counsellor will call you back within one working day.",
    keywords: ["enquiry received"],
    indexable: false,
    priority: 0,
  },
} as const satisfies Record<string, Page>;
function countryPage(
  country: CountryCode,
  shortName: string,
  countryName: string,
  keywords: readonly string[],
): CountryPage {
  return {
    id: `studyIn${shortName.charAt(0)}${shortName.slice(1).toLowerCase()}`,
    path: `/study-in-${country}`,
    name: `Study in ${shortName}`,
    country,
    countryName,
    title: `Study in ${shortName} from India: Universities, Costs, Visa & Work Rules | ${BRAND}`,
    description: `Study in ${countryName} from Andhra Pradesh and Telangana: universities, intakes, tuition and living costs in rupees, the student visa fee and proof of funds, and post-study work rules, with official sources.`,
    keywords,
    indexable: true,
    priority: 0.8,
  };
}

/** Every page, in navigation order. */
export const allPages: readonly Page[] = Object.values(pages);

/** The five country pages, in the order every list of destinations on the site follows. */
export const countryPages: readonly CountryPage[] = [
  pages.studyInUk,
  pages.studyInUsa,
  pages.studyInCanada,
  pages.studyInGermany,
  pages.studyInIreland,
];

/** The path the 404 page is prerendered at; the server sends it for any unknown path. */
export const notFoundPath = "/404";

/** Items of the Study Abroad dropdown: the five country pages plus the cost calculator. */
export const studyAbroadMenu: readonly Page[] = [...countryPages, pages.costCalculator];

/** Footer quick links. */
export const footerQuickLinks: readonly Page[] = [
  pages.home,
  pages.about,
  pages.services,
  pages.contact,
  pages.studyInUk,
  pages.studyInUsa,
];

/** The words of the picture link previews show with every page (app/lib/seo.ts). */
export const ogImageAlt = (brand: string) => `${brand}: study in the UK, USA, Canada, Germany and Ireland`;

/** Finds the page for a pathname, ignoring case and a trailing slash (`/About/` finds `/about`). */
export function findPage(pathname: string): Page | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return allPages.find((page) => page.path === normalised);
}
