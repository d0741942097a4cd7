/** The Andhra Pradesh and Telangana overseas-study schemes, in English, by scheme id (app/content/countries/state-schemes.ts). */
export const schemes = {
  andhraPradesh: {
    title: "Andhra Pradesh overseas study schemes",
    text: (year: string) =>
      `Andhra Pradesh has funded overseas study for students from SC, ST, BC, minority and economically weaker families: the Videshi Vidya scheme had new guidelines in ${year}, and the state announced the revival of the Ambedkar Overseas Vidya Nidhi. Names, income limits and amounts change with each government, so confirm the current scheme before you count on it.`,
    link: (year: string) => `The ${year} guidelines (New Indian Express)`,
  },
  telangana: {
    title: "Telangana overseas study schemes",
    text: "Telangana runs overseas scholarship schemes for SC, ST, BC and minority students through its ePASS portal. Check the scheme names, income limits and deadlines there; we help you prepare the application.",
    link: "Telangana ePASS portal",
    indicative: "Scheme names and terms not yet checked against an official source.",
  },
} as const;
