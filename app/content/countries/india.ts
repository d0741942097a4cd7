/**
 * India-side rules that apply whatever the destination: tax collected at source (TCS) on money sent
 * abroad, the deduction of education-loan interest (section 129 of the Income-tax Act, 2025, formerly
 * section 80E of the 1961 Act) and departure airports. Every figure carries its own source and dates.
 * The state scholarship schemes are in ./state-schemes.ts (only the country pages need them).
 */
import { formatFigure, formatInrShort } from "./format";
import { buildDate, figuresInForce } from "./schedule";
import type { Figure, IsoDate } from "./types";

/** The Income Tax Department's portal, where its FAQs on the Finance Act 2026 TCS rates are published. */
const TAX_PORTAL = "https://www.incometax.gov.in/iec/foportal/";
const TCS_NAME = "Income Tax Department: TCS, section 394(1), Income-tax Act, 2025 (Finance Act 2026)";
const TCS_FAQ_COPY = {
  url: "https://abcaus.in/income-tax/faqs-amendment-proposed-rates-tax-collection-source-us-3941-income-tax-act-2025.html",
  name: "ABC Aus: copy of the department's FAQs on TCS rates",
};
const LOAN_TCS_REPORT = {
  url: "https://www.business-standard.com/budget/news/tcs-on-foreign-remittances-up-to-rs-10-lakh-none-on-foreign-education-loan-125020100857_1.html",
  name: "Business Standard: TCS on foreign remittances from 1 April 2025",
};

const figures = {
  tcsRateOtherFunds: {
    label: "TCS on education remittances from your own funds, on the amount above the threshold",
    value: 2,
    unit: "percent",
    effectiveFrom: "2026-04-01",
    sourceUrl: TAX_PORTAL,
    sourceName: TCS_NAME,
    secondary: TCS_FAQ_COPY,
    verifiedOn: "2026-11-23",
  },
  tcsThreshold: {
    label: "Education remittances free of TCS in each financial year",
    value: 1000000,
    unit: "INR",
    per: "financial year",
    effectiveFrom: "2025-04-01",
    sourceUrl: TAX_PORTAL,
    sourceName: TCS_NAME,
    secondary: TCS_FAQ_COPY,
    verifiedOn: "2026-11-23",
  },
  tcsRateLoan: {
    label: "TCS on education remittances paid from a loan by a specified financial institution",
    value: 0,
    unit: "percent",
    effectiveFrom: "2025-04-01",
    sourceUrl: TAX_PORTAL,
    sourceName: TCS_NAME,
    secondary: LOAN_TCS_REPORT,
    verifiedOn: "2026-11-23",
  },
  educationLoanDeductionYears: {
    label:
      "Tax years in which education-loan interest is deductible: section 129, Income-tax Act, 2025 (formerly 80E)",
    value: 8,
    unit: "years",
    effectiveFrom: "2026-04-01",
    sourceUrl: TAX_PORTAL,
    sourceName: "Income Tax Department: Income-tax Act, 2025, section 129",
    secondary: {
      url: "https://ai.jamku.app/incometax2025/act/129.html",
      name: "Text of section 129 of the Income-tax Act, 2025",
    },
    verifiedOn: "2026-11-23",
  },
} satisfies Record<string, Figure>;

/** India's figures as they stand on `today`. */
export function indiaFiguresOn(today: IsoDate) {
  return figuresInForce(figures, today);
}

export const indiaFigures = indiaFiguresOn(buildDate);

const threshold = formatInrShort(indiaFigures.tcsThreshold.value);

/** Explanations shown beside the India-side figures. */
export const indiaNotes = {
  tcs: `TCS is not an extra cost: it is tax collected in advance that you adjust against your income tax, or get back as a refund, when you file your return. The ${threshold} threshold is per person per financial year across all remittances under the Liberalised Remittance Scheme.`,
  section80e: `Under section 129 of the Income-tax Act, 2025 (formerly section 80E), the whole interest on an education loan from a bank, notified institution or approved charity, for you, your spouse, your children or a student in your care, is deductible for ${formatFigure(indiaFigures.educationLoanDeductionYears)} at most, with no upper limit; the principal is not. It is not available under the new (default) tax regime.`,
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
