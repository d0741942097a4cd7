/**
 * The hero banner's words of each page (app/content/heroes.ts puts them together with the figures); the
 * landing hero's words are those of the original specification.
 */
export const heroButtonText = "Get Started";

export const heroes = {
  home: {
    title: "Study Beyond Borders, Succeed Without Limits!",
    description:
      "Pursue your academic goals anywhere in the world with the tools, resources and guidance you need. It all starts with choosing your dream study destination.",
    stats: {
      experience: (years: number) => `${years} years of experience`,
      destinations: "UK · USA · Canada · Germany · Ireland",
      counselling: "Free counselling",
    },
  },
  about: {
    title: "About Us",
    subtitle: (years: number) => `${years} years of guiding students abroad`,
    description: (years: number) =>
      `For over ${years} years, families in Andhra Pradesh and Telangana have trusted our counsellors in Guntur, Vijayawada, Hyderabad and Vishakapatnam with one of the biggest decisions of their lives.`,
  },
  services: {
    title: "Our Services",
    subtitle: "From the first question to your first day on campus",
    description:
      "Counselling, admissions, scholarships, visas, test preparation and loans: everything a student needs to study abroad, from one team that knows you by name.",
  },
  contact: {
    title: "Contact Us",
    subtitle: "Talk to a counsellor, free of charge",
    description:
      "Leave your details and a counsellor will call you back within one working day, or visit us in Guntur, Vijayawada, Hyderabad or Vishakapatnam.",
  },
  costCalculator: {
    title: "Study Abroad Cost Calculator",
    subtitle: "Know the real cost before you apply",
    description:
      "Estimate tuition, living costs, visa fees and the funds you must show for the UK, USA, Canada, Germany and Ireland, in rupees and in the local currency.",
  },
  thankYou: {
    title: "Thank you",
    subtitle: "We have received your enquiry",
    /** `officeHours` is the office's days and hours as the edition writes them ("Mon-Sat 9AM-6PM"). */
    description: (officeHours: string) =>
      `A counsellor will call you back within one working day (${officeHours}).`,
  },
} as const;
