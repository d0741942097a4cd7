/**
 * The words of the About page (the hero's are in ./heroes.ts), keyed by id; app/content/about.ts keeps
 * the order of the lists, the figures, the phones and the offices.
 */
export const aboutUs = {
  eyebrow: "Who we are",
  title: "About Us",
  paragraphs: {
    story: (years: number, brandName: string) =>
      `With over ${years} years of expertise in overseas education, ${brandName} guides students from Andhra Pradesh and Telangana to universities in the UK, USA, Canada, Germany and Ireland. We started in Guntur and now also counsel students in Vijayawada, Hyderabad and Vishakapatnam.`,
    help: "Our counsellors help with every step: choosing a course and university you can afford, applications and scholarships, education loans, test preparation, the visa file and the mock interview, and a place to live when you arrive. We tell you what we know and what we do not, and the final decisions on admissions and visas always rest with universities and embassies.",
  },
  officesTitle: "Where to find us",
  /** Labels the head office in the list of offices (the branches follow it). */
  headOfficeLabel: "Head office",
  branchLabel: "Branch",
} as const;

export const mission = {
  eyebrow: "Why we exist",
  title: "Our Mission",
  text: "To give every student honest, complete guidance for studying abroad: a course that fits their goals at a university they can afford, a visa application they understand, and no surprises after they land.",
  commitments: {
    writtenPlan: "A written plan with the full costs before you pay for any service.",
    oneCounsellor: "One counsellor who knows your file, from the shortlist to the visa.",
    straightAnswers: "Straight answers, even when the answer is not the one you hoped for.",
  },
} as const;

export const stats = {
  title: "Our reach, by our own count",
  note: "These are our own counts of the universities, countries and courses our counsellors can help students apply to; they are not independently audited. This site covers five destinations in detail: the UK, the USA, Canada, Germany and Ireland.",
  labels: {
    universities: "Universities",
    countries: "Countries",
    courses: "Courses",
    experience: "Years Experience",
  },
} as const;

export const vision = {
  eyebrow: "Where we are going",
  title: "Our Vision",
  text: "A future where a student's home town or family background does not limit where they can study, and where every family decides with clear facts about courses, costs, loans and visas.",
} as const;

/**
 * The leadership. Each person's name is written as this language writes it; the names are fictional
 * examples, like the phones in app/content/about.ts: replace them with the real ones before launch.
 */
export const team = {
  eyebrow: "Our leadership",
  title: "Meet Our Team",
  subtitle: "Call us directly: we are happy to talk to students and parents.",
  /** Accessible name of a call link, completed by the visible number. */
  callPrefix: (name: string) => `Call ${name} on `,
  members: {
    managingDirector: { name: "K. Venkateswara Rao", role: "Managing Director and CEO" },
    director: { name: "P. Anitha Kumari", role: "Director" },
  },
} as const;
