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
  // The wordmark's second line (app/components/logo.tsx).
  "Overseas Education",
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
  // Germany: universities' short names, tests, schemes, offices and the publishers of its sources.
  "TUM",
  "KIT",
  "DAAD",
  "uni-assist",
  "Handbook Germany",
  "Hochschulkompass",
  "TestDaF",
  "DSH",
  "TOEFL iBT",
  "C1",
  "BAföG",
  "Deutschlandstipendium",
  "Studentenwerk",
  "Verpflichtungserklärung",
  "EU Blue Card",
  "Federal Foreign Office",
  "Make it in Germany",
  "Welcome Center Germany",
  "Techniker Krankenkasse",
  "TK",
  "BMAS",
  "Stuttgarter Zeitung",
  "Süddeutsche Zeitung",
  "QS",
  "THE",
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
  "UG",
  "PG",
  "MS",
  "MSc",
  "MBA",
  "MEng",
  "CGPA",
  "NBFC",
  "EMI",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "YouTube",
  "Twitter",
  "X",
  "JSON",
  // The Canada and Ireland pages: publishers of their sources, the abbreviations and official names
  // families meet in English, and the universities those pages list.
  "Government of Canada",
  "Mondaq",
  "Gowling WLG",
  "CIC News",
  "Business Today",
  "Irish Immigration Service",
  "Migrant.ie",
  "Education in Ireland",
  "Citizens Information",
  "MSS",
  "Dundalk Institute of Technology",
  "QQI",
  "DLI",
  "PAL",
  "TAL",
  "CLB",
  "ILEP",
  "PPS",
  "NBFC",
  "QS",
  "THE",
  "AVATS",
  "Stamp 2",
  "IELTS Academic",
  "PTE Academic",
  "TOEFL iBT",
  "Government of Ireland International Education Scholarship",
  "University of Toronto",
  "McGill University",
  "University of British Columbia",
  "University of Alberta",
  "University of Waterloo",
  "McMaster University",
  "Université de Montréal",
  "Trinity College Dublin",
  "University College Dublin",
  "University of Galway",
  "University College Cork",
  "University of Limerick",
  "Dublin City University",
  "Maynooth University",
  // Codes and terms the country pages and the cost calculator print as banks and official pages do.
  "CAD",
  "TCS",
  "80E",
  "ePASS",
  // Publishers named beside the figures they report, as their sites spell them.
  "Business Standard",
  "New Indian Express",
  "ABC Aus",
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
