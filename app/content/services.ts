/**
 * Texts of the Services page: five numbered services, Key Features and a call
 * to action. The hero's words are in heroes.ts. Each section ends in something a student can act on.
 */
import { pages } from "./pages";
import type { Feature, IconName } from "./types";

export interface ServiceSection {
  number: number;
  title: string;
  intro: string;
  /** What the student gets, as short steps. */
  points: readonly string[];
  /** A next step the student can take today. */
  tip: string;
  icon: IconName;
}

export const counselling = {
  number: 1,
  title: "Study Abroad Counselling",
  intro:
    "One unhurried conversation about your marks, your goals and your family's budget, with a counsellor who has sent students to all five destinations.",
  points: [
    "A shortlist of countries, courses and universities that match your profile, with safe, likely and ambitious choices marked.",
    "The full cost of each option in rupees: tuition, living costs, visa fees and the funds you must show.",
    "A month-by-month plan to your intake: tests, applications, scholarships, loan and visa.",
  ],
  tip: "Bring your mark sheets, any test scores and a rough budget to your first session. It is free.",
  icon: "compass",
} as const satisfies ServiceSection;

export const mockInterviews = {
  number: 2,
  title: "Free Visa Mock Interviews",
  intro:
    "Officers decide in minutes. We rehearse the interview the way it really happens, so you can explain your course, your funding and your plans in your own words.",
  points: [
    "A counsellor plays the visa officer with the questions asked for your country and visa type.",
    "Honest feedback on your answers, your body language and the documents you carry.",
    "As many rounds as you need, free of charge, until you feel ready.",
  ],
  tip: "Book your mock interview as soon as you have your visa appointment date.",
  icon: "mic",
} as const satisfies ServiceSection;

export const visaSupport = {
  number: 3,
  title: "Visa Application Support",
  intro:
    "Most refusals come from unclear documents, not weak students. We build your file with you and review it before you submit.",
  tip: "Start collecting bank statements and income proof early: many visas ask for funds held for weeks or months.",
  icon: "file-check",
  cards: [
    {
      title: "Study Visas",
      description:
        "Student visas and permits for all five destinations: offer letters, financial proof, statements of purpose, forms and biometrics appointments.",
      icon: "graduation-cap",
    },
    {
      title: "Resident Visas",
      description:
        "Guidance on post-study work and residence routes, such as the UK Graduate Route or Canada's post-graduation work permit, and the documents they require.",
      icon: "id-card",
    },
    {
      title: "Visitor Visas",
      description:
        "For parents attending a graduation or family visits: invitation letters, travel plans and proof of ties to India, checked before you apply.",
      icon: "plane",
    },
    {
      title: "Business Visas",
      description:
        "For conferences, meetings and short business trips: the right visa category, supporting letters and a complete document checklist.",
      icon: "briefcase",
    },
  ] satisfies Feature[],
} as const;

export const scholarshipGuidance = {
  number: 4,
  title: "Scholarship Guidance",
  intro:
    "Scholarships reward early, well-prepared applications. We find the awards you qualify for and help you apply on time.",
  points: [
    "A list of university, government and private scholarships that match your profile and course.",
    "A calendar of deadlines, many of which close months before the admission deadline.",
    "Feedback on your scholarship essays and recommendation letters.",
  ],
  tip: "Send the form with your course and intake in the comments, and a counsellor will call you with the scholarships that fit.",
  icon: "award",
  form: { heading: "Get Expert Guidance" },
} as const satisfies ServiceSection & { form: { heading: string } };

export const examPreparation = {
  number: 5,
  title: "Exam Preparation Support",
  intro:
    "Universities and visas ask for test scores. We help you pick the right test, then prepare with a plan built around your target score and date.",
  tip: "Take a free diagnostic test first: it tells you how many weeks of preparation you need.",
  icon: "book-open",
  exams: [
    {
      title: "GRE",
      description:
        "For master's and PhD programmes, mostly in the USA: verbal and quantitative reasoning and analytical writing.",
      icon: "pen-line",
    },
    {
      title: "IELTS",
      description:
        "The English test accepted most widely in the UK, Canada, Ireland and beyond, including for visas: listening, reading, writing and speaking.",
      icon: "messages-square",
    },
    {
      title: "TOEFL",
      description:
        "An English test taken on a computer, accepted by most US universities and many elsewhere, with a speaking section recorded on screen.",
      icon: "globe",
    },
    {
      title: "PTE",
      description:
        "A computer-based English test with quick results, accepted by many universities in the UK, Canada and Ireland.",
      icon: "timer",
    },
  ] satisfies Feature[],
} as const;

export const keyFeatures = {
  eyebrow: "How we prepare you",
  title: "Key Features",
  subtitle: "What every student gets from our test preparation and counselling.",
  items: [
    {
      title: "Practice Tests",
      description:
        "Full-length, timed mock tests in exam conditions, with scored results that show exactly where you lose marks.",
      icon: "list-checks",
    },
    {
      title: "Expert Strategies",
      description:
        "Time management, question patterns and answer structures from trainers who follow each test's latest format.",
      icon: "lightbulb",
    },
    {
      title: "Personalized Plans",
      description:
        "A study plan built around your diagnostic score, your target and your test date, adjusted as you improve.",
      icon: "target",
    },
  ] satisfies Feature[],
} as const;

export const callToAction = {
  title: "Your Journey Starts Here",
  text: "Book a free counselling session. Bring your questions, and leave with a clear plan and the real costs.",
  button: { label: "Book a Free Session", to: pages.contact.path },
} as const;

export const serviceSectionsText = {
  tipLabel: "Next step",
  pointsTitle: "What you get",
  /** Prefix of each numbered section heading for screen readers and eyes, e.g. "1". */
  numberLabel: (number: number) => `${number}.`,
} as const;
