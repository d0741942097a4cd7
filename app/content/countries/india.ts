/**
 * India-side rules that apply whatever the destination: tax collected at source (TCS) on money sent
 * abroad, the Section 80E deduction on education-loan interest, departure airports, and the state
 * scholarship schemes of Andhra Pradesh and Telangana. Sources: country-facts F41, F42, F44.
 */
import type { Figure, Point } from "./types";

const VERIFIED = "2026-11-22";

const TCS_URL =
  "https://www.business-standard.com/budget/news/tcs-on-foreign-remittances-up-to-rs-10-lakh-none-on-foreign-education-loan-125020100857_1.html";
const TCS_NAME = "Business Standard: TCS on foreign remittances from 1 April 2025";
const SECTION_80E_URL =
  "https://aaptaxlaw.com/income-tax-act/section-80e-income-tax-act-deduction-in-respect-of-interest-on-loan-taken-for-higher-education-sec-80-e-of-income-tax-act-1961.html";
const SECTION_80E_NAME = "Income Tax Act, Section 80E (text)";

export const indiaFigures = {
  tcsRateOtherFunds: {
    label: "TCS on education remittances from your own funds, on the amount above the threshold",
    value: 5,
    unit: "percent",
    effectiveFrom: "2025-04-01",
    sourceUrl: TCS_URL,
    sourceName: TCS_NAME,
    verifiedOn: VERIFIED,
  },
  tcsThreshold: {
    label: "Education remittances free of TCS in each financial year",
    value: 1000000,
    unit: "INR",
    per: "financial year",
    effectiveFrom: "2025-04-01",
    sourceUrl: TCS_URL,
    sourceName: TCS_NAME,
    verifiedOn: VERIFIED,
  },
  tcsRateLoan: {
    label: "TCS on remittances paid from an education loan by a specified financial institution",
    value: 0,
    unit: "percent",
    effectiveFrom: "2025-04-01",
    sourceUrl: TCS_URL,
    sourceName: TCS_NAME,
    verifiedOn: VERIFIED,
  },
  section80eYears: {
    label: "Years in which education-loan interest is deductible (the first year of repayment and 7 more)",
    value: 8,
    unit: "years",
    effectiveFrom: null,
    sourceUrl: SECTION_80E_URL,
    sourceName: SECTION_80E_NAME,
    verifiedOn: VERIFIED,
  },
} as const satisfies Record<string, Figure>;

/** Explanations shown beside the India-side figures. */
export const indiaNotes = {
  tcs: "TCS is not an extra cost: it is tax collected in advance that you adjust against your income tax, or get back as a refund, when you file your return. The ₹10 lakh threshold is per person per financial year across all remittances under the Liberalised Remittance Scheme.",
  section80e:
    "The whole interest paid on an education loan for yourself, your spouse or your children is deductible, with no upper limit; the principal is not. The deduction is not available under the new tax regime, so check which regime suits you.",
  section80eIndicative: "The new-regime exclusion is general knowledge, not checked against a source here.",
} as const;

export type DepartureAirport = "hyd" | "vga" | "vtz";

/** Airports near our offices. Fares from Vijayawada and Visakhapatnam add a domestic connection. */
export const departureAirports: readonly {
  id: DepartureAirport;
  label: string;
  /** Added to the fare from Hyderabad, in rupees (indicative). */
  extraInr: number;
}[] = [
  { id: "hyd", label: "Hyderabad (HYD)", extraInr: 0 },
  { id: "vga", label: "Vijayawada (VGA)", extraInr: 5000 },
  { id: "vtz", label: "Visakhapatnam (VTZ)", extraInr: 5000 },
];

/** Andhra Pradesh and Telangana overseas-study schemes, listed on every country page. */
export const stateScholarships: readonly Point[] = [
  {
    title: "Andhra Pradesh overseas study schemes",
    text: "Andhra Pradesh has funded overseas study for students from SC, ST, BC, minority and economically weaker families: the Videshi Vidya scheme had new guidelines in 2022, and the state announced the revival of the Ambedkar Overseas Vidya Nidhi. Names, income limits and amounts change with each government, so confirm the current scheme before you count on it.",
    link: {
      label: "The 2022 guidelines (New Indian Express)",
      url: "https://www.newindianexpress.com/states/andhra-pradesh/2022/jul/12/andhra-pradeshs-new-guidelines-for-videshi-vidya-plan-to-cover-more-students-2475627.html",
    },
  },
  {
    title: "Telangana overseas study schemes",
    text: "Telangana runs overseas scholarship schemes for SC, ST, BC and minority students through its ePASS portal. Check the scheme names, income limits and deadlines there; we help you prepare the application.",
    link: { label: "Telangana ePASS portal", url: "https://telanganaepass.cgg.gov.in/" },
    indicative: "Scheme names and terms not yet checked against an official source.",
  },
];
