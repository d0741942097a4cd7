/**
 * What the abbreviations on the country pages stand for, in English, by abbreviation
 * (app/content/countries/abbreviations.ts lists them and spells each out at its first use on a page).
 */
import type { AbbreviationId, AbbreviationWords } from "~/content/countries/abbreviations";

const attestation = ["provincial or territorial attestation letter"];

export const abbreviations: Readonly<Record<AbbreviationId, AbbreviationWords>> = {
  APS: { long: "Academic Evaluation Centre (Akademische Prüfstelle)" },
  BC: { long: "Backward Classes" },
  CAS: { long: "Confirmation of Acceptance for Studies" },
  CEFR: { long: "Common European Framework of Reference for Languages" },
  CLB: { long: "Canadian Language Benchmark" },
  CPT: { long: "Curricular Practical Training" },
  DAAD: { long: "German Academic Exchange Service" },
  DLI: { long: "designated learning institution", longPlural: "designated learning institutions" },
  "DS-160": { long: "the US online visa application form" },
  DSH: { long: "German language examination for university entrance" },
  EMI: { long: "equated monthly instalment", longPlural: "equated monthly instalments" },
  GIC: { long: "Guaranteed Investment Certificate" },
  GMAT: { long: "Graduate Management Admission Test" },
  GRE: { long: "Graduate Record Examinations" },
  IELTS: { long: "International English Language Testing System" },
  IHS: { long: "Immigration Health Surcharge" },
  ILEP: { long: "Interim List of Eligible Programmes" },
  IRCC: { long: "Immigration, Refugees and Citizenship Canada" },
  KIT: { long: "Karlsruhe Institute of Technology" },
  LLM: { long: "Master of Laws" },
  LRS: { long: "Liberalised Remittance Scheme" },
  MBA: { long: "Master of Business Administration" },
  MRV: { long: "machine-readable visa" },
  NBFC: { long: "non-banking financial company", longPlural: "non-banking financial companies" },
  OPT: { long: "Optional Practical Training" },
  PAL: { long: "provincial attestation letter", saidAs: attestation },
  PGWP: { long: "Post-Graduation Work Permit" },
  PPS: { long: "Personal Public Service" },
  PTE: { long: "Pearson Test of English" },
  QQI: { long: "Quality and Qualifications Ireland" },
  QS: { long: "Quacquarelli Symonds" },
  SC: { long: "Scheduled Castes" },
  SEVIS: { long: "Student and Exchange Visitor Information System" },
  SEVP: { long: "Student and Exchange Visitor Program" },
  ST: { long: "Scheduled Tribes" },
  STEM: { long: "science, technology, engineering and mathematics" },
  TAL: { long: "territorial attestation letter", saidAs: attestation },
  TB: { long: "tuberculosis" },
  TCS: { long: "tax collected at source" },
  TestDaF: { long: "Test of German as a Foreign Language" },
  THE: { long: "Times Higher Education" },
  TK: { long: "Techniker Krankenkasse" },
  TOEFL: { long: "Test of English as a Foreign Language" },
  TUM: { long: "Technical University of Munich" },
  UCAS: { long: "Universities and Colleges Admissions Service" },
  UKVI: { long: "UK Visas and Immigration" },
  USCIS: { long: "US Citizenship and Immigration Services" },
};

/** The expansion for a plural ("NBFCs") when an entry gives none: the singular plus "s". */
export const pluralOf = (long: string): string => `${long}s`;
