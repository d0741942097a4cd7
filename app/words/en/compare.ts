/**
 * Texts of the compare page (/compare). Every figure is rendered in from the country facts and the
 * calculator's estimate; the two conversion assumptions below are ours, and the page says so.
 */
import type { CountryCode } from "~/content/countries/types";

/** The page's hero banner. */
export const compareHero = {
  title: "Compare Study Destinations",
  subtitle: "The same course, side by side, in rupees",
  description:
    "Cost per year and for the whole course, the funds to show for the visa, work rights and intakes for the UK, USA, Canada, Germany and Ireland.",
} as const;

export const compareText = {
  intro:
    "Two or three countries side by side for the same level and course length, from the same facts as the country pages and the cost calculator. Amounts in rupees are estimates at the exchange rates of the calculator.",
  formHeading: "What to compare",
  countriesLegend: "Countries (pick two or three)",
  courseLegend: "Level and course length",
  course: (level: string, months: string) => `${level}, ${months}`,
  noCountry: "Pick at least one country above to see its figures.",
  resultsHeading: "Side by side",
  rows: {
    total: "Total for the course",
    perYear: "Per year of study",
    funds: "Funds to show for the visa",
    work: "Work while studying",
    postStudy: "Work after you graduate",
    intakes: "Intakes",
    visaFee: "Student visa fee",
  },
  inLocal: (amount: string) => `(${amount})`,
  perYearValue: (amount: string) => `${amount} a year`,
  work: {
    uk: (hours: string) => `${hours} in term time`,
    usa: (hours: string) => `${hours} on campus while classes are in session`,
    canada: (hours: string) => `${hours} off campus during academic sessions`,
    ireland: (hours: string, holidays: string) => `${hours} in term, ${holidays} in the holidays`,
    germany: (hours: string, full: string, half: string, average: string, dayHours: string) =>
      `${hours} in the lecture period. The law counts ${full} full days or ${half} half days a year: about ${average} averaged over the year (a full day counted as ${dayHours} hours).`,
  } satisfies Record<CountryCode, (...values: string[]) => string>,
  postStudy: {
    scheduled: (value: string, date: string, before: string) =>
      `${value}: the rule for applications from ${date}, when someone starting now will have graduated (${before} for applications before then)`,
    announced: (value: string, next: string, date: string) =>
      `${value}; ${next} for applications from ${date}`,
    phd: (value: string) => `${value} after a PhD`,
    opt: (opt: string, stem: string) => `${opt} (OPT), plus ${stem} for STEM degrees`,
    upTo: (value: string) => `Up to ${value} (PGWP)`,
    jobSeeker: (value: string) => `${value} to look for a job`,
    level8: (value: string) => `${value} after an honours bachelor's (Level 8)`,
    level9: (value: string) => `${value} after a master's or PhD (Level 9 or higher)`,
  },
  detailsLink: (country: string) => `Estimate ${country} in detail`,
  ratesNote: (date: string) =>
    `Rupee amounts at the calculator's exchange rates of ${date}; tuition and living costs are the calculator's typical figures for the first city and tuition band. Your offer letter and your bank's rate have the final word.`,
  calculatorLink: "Open the cost calculator",
} as const;
