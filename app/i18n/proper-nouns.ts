/**
 * Words that stay in English (Latin) script on Telugu pages, because that is how families meet them on
 * forms, letters and official sites (docs/glossary-te.md): tests, schemes, offices, documents, the brand.
 * A Telugu page's text in Latin script outside this list (and outside numbers, amounts, e-mail addresses,
 * phone numbers and web addresses) is an untranslated sentence. University names are proper nouns too;
 * they come from the content data and are checked there.
 */
export const properNouns = [
  "Vidyapath Overseas Education",
  "Vidyapath",
  "UCAS",
  "SEVIS",
  "IELTS",
  "TOEFL",
  "PTE",
  "GRE",
  "GMAT",
  "Duolingo",
  "CAS",
  "PGWP",
  "APS",
  "IHS",
  "OPT",
  "STEM",
  "Stamp 1G",
  "UKVI",
  "IRCC",
  "F-1",
  "I-20",
  "GIC",
  "DS-160",
  "Graduate Route",
  // The UK and USA pages: publishers of the cited pages, schemes, forms and visa classes as printed.
  "GOV.UK",
  "VisaHQ",
  "DavidsonMorris",
  "Mondaq",
  "University of St Andrews",
  "University of Bath",
  "HC 1333",
  "Chevening",
  "CEFR",
  "B1",
  "B2",
  "iBT",
  "QS",
  "Times Higher Education",
  "LLM",
  "NBFC",
  "USCIS",
  "travel.state.gov",
  "Study in the States",
  "DHS",
  "ICE",
  "SEVP",
  "NAFSA",
  "Harvard International Office",
  "Gettysburg College",
  "EducationUSA",
  "Fulbright-Nehru",
  "USIEF",
  "MRV",
  "I-901",
  "I-983",
  "E-Verify",
  "H-1B",
  "F-2",
  "CPT",
  "UG",
  "PG",
  "MS",
  "MSc",
  "MBA",
  "EMI",
  "WhatsApp",
  "JSON",
] as const;

/**
 * The Latin-script words of a text that are neither proper nouns nor figures, e-mail addresses, phone
 * numbers or web addresses: what an e2e test of a Telugu page, or the catalogue test, reports.
 */
export function untranslatedWords(text: string): string[] {
  let rest = text
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ")
    .replace(/\{[A-Za-z][A-Za-z0-9]*\}/g, " ");
  // Longest first, so "Stamp 1G" is removed before anything shorter could split it.
  for (const noun of [...properNouns].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${noun.replace(/[-]/g, "\\-")}(?![A-Za-z])`, "g"), " ");
  }
  return rest.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
}
