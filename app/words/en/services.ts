/**
 * The words of the Services page (the hero's are in ./heroes.ts), keyed by id; app/content/services.ts
 * keeps the sections' numbers, the order of their lists, their icons and links, and the exams' names.
 */
export const counselling = {
  title: "Study Abroad Counselling",
  intro:
    "One unhurried conversation about your marks, your goals and your family's budget, with a counsellor who has sent students to all five destinations.",
  points: {
    shortlist:
      "A shortlist of countries, courses and universities that match your profile, with safe, likely and ambitious choices marked.",
    costs:
      "The full cost of each option in rupees: tuition, living costs, visa fees and the funds you must show.",
    plan: "A month-by-month plan to your intake: tests, applications, scholarships, loan and visa.",
  },
  tip: "Bring your mark sheets, any test scores and a rough budget to your first session. It is free.",
} as const;

export const mockInterviews = {
  title: "Free Visa Mock Interviews",
  intro:
    "Officers decide in minutes. We rehearse the interview the way it really happens, so you can explain your course, your funding and your plans in your own words.",
  points: {
    officer: "A counsellor plays the visa officer with the questions asked for your country and visa type.",
    feedback: "Honest feedback on your answers, your body language and the documents you carry.",
    rounds: "As many rounds as you need, free of charge, until you feel ready.",
  },
  tip: "Book your mock interview as soon as you have your visa appointment date.",
} as const;

export const visaSupport = {
  title: "Visa Application Support",
  intro:
    "Most refusals come from unclear documents, not weak students. We build your file with you and review it before you submit.",
  tip: "Start collecting bank statements and income proof early: many visas ask for funds held for weeks or months.",
  cards: {
    study: {
      title: "Study Visas",
      description:
        "Student visas and permits for all five destinations: offer letters, financial proof, statements of purpose, forms and biometrics appointments.",
    },
    resident: {
      title: "Resident Visas",
      description:
        "Guidance on post-study work and residence routes, such as the UK Graduate Route or Canada's post-graduation work permit, and the documents they require.",
    },
    visitor: {
      title: "Visitor Visas",
      description:
        "For parents attending a graduation or family visits: invitation letters, travel plans and proof of ties to India, checked before you apply.",
    },
    business: {
      title: "Business Visas",
      description:
        "For conferences, meetings and short business trips: the right visa category, supporting letters and a complete document checklist.",
    },
  },
} as const;

export const scholarshipGuidance = {
  title: "Scholarship Guidance",
  intro:
    "Scholarships reward early, well-prepared applications. We find the awards you qualify for and help you apply on time.",
  points: {
    list: "A list of university, government and private scholarships that match your profile and course.",
    calendar: "A calendar of deadlines, many of which close months before the admission deadline.",
    feedback: "Feedback on your scholarship essays and recommendation letters.",
  },
  tip: "Send the form with your course and intake in the comments, and a counsellor will call you with the scholarships that fit.",
  formHeading: "Get Expert Guidance",
} as const;

/** The exams keep their names (GRE, IELTS, TOEFL, PTE: proper nouns, in app/content/services.ts). */
export const examPreparation = {
  title: "Exam Preparation Support",
  intro:
    "Universities and visas ask for test scores. We help you pick the right test, then prepare with a plan built around your target score and date.",
  tip: "Take a free diagnostic test first: it tells you how many weeks of preparation you need.",
  exams: {
    gre: "For master's and PhD programmes, mostly in the USA: verbal and quantitative reasoning and analytical writing.",
    ielts:
      "The English test accepted most widely in the UK, Canada, Ireland and beyond, including for visas: listening, reading, writing and speaking.",
    toefl:
      "An English test taken on a computer, accepted by most US universities and many elsewhere, with a speaking section recorded on screen.",
    pte: "A computer-based English test with quick results, accepted by many universities in the UK, Canada and Ireland.",
  },
} as const;

export const keyFeatures = {
  eyebrow: "How we prepare you",
  title: "Key Features",
  subtitle: "What every student gets from our test preparation and counselling.",
  items: {
    practiceTests: {
      title: "Practice Tests",
      description:
        "Full-length, timed mock tests in exam conditions, with scored results that show exactly where you lose marks.",
    },
    strategies: {
      title: "Expert Strategies",
      description:
        "Time management, question patterns and answer structures from trainers who follow each test's latest format.",
    },
    plans: {
      title: "Personalized Plans",
      description:
        "A study plan built around your diagnostic score, your target and your test date, adjusted as you improve.",
    },
  },
} as const;

export const callToAction = {
  title: "Your Journey Starts Here",
  text: "Book a free counselling session. Bring your questions, and leave with a clear plan and the real costs.",
  buttonLabel: "Book a Free Session",
} as const;

export const serviceSectionsText = {
  tipLabel: "Next step",
  pointsTitle: "What you get",
  /** Prefix of each numbered section heading for screen readers and eyes, e.g. "1". */
  numberLabel: (number: number) => `${number}.`,
} as const;
