/**
 * India-side rules that apply whatever the destination: tax collected at source (TCS) on money sent
 * abroad, the deduction of education-loan interest (section 129 of the Income-tax Act, 2025, formerly
 * section 80E of the 1961 Act) and departure airports. Every figure carries its own source and dates.
 * The state scholarship schemes are in ./state-schemes.ts (only the country pages need them). The words
 * (labels, source names, notes, airport names) are the edition's: app/words/<language>/countries/india.ts.
 */
import { formatFigure, formatInrShort } from "~words/countries/format";
import { airportLabels, figureLabels, indiaNotes as notes, sourceNames } from "~words/countries/india";
import { buildDate, figuresInForce } from "./schedule";
import type { Figure, IsoDate } from "./types";

/**
 * The Acts that state each figure, on the Income Tax Department's site (docs/country-data.md, "The evidence
 * rule"): the Finance Act, 2026 set the 2 % rate in section 394(1) of the Income-tax Act, 2025; the Finance
 * Act, 2025 set the ₹10 lakh threshold and the nil rate on loan-funded remittances; section 129 of the
 * Income-tax Act, 2025 sets the years of the education-loan deduction.
 */
const FINANCE_ACT_2026 = "https://incometaxindia.gov.in/Pages/acts/finance-act-2026.aspx";
const FINANCE_ACT_2025 = "https://incometaxindia.gov.in/Pages/acts/finance-act-2025.aspx";
const INCOME_TAX_ACT_2025 = "https://incometaxindia.gov.in/Pages/acts/income-tax-act-2025.aspx";
/** The day the Acts' pages were tried and could not be read. */
const UNREAD_ON: IsoDate = "2026-11-27";
const TCS_NAME = sourceNames.tcs;
const TCS_FAQ_COPY = {
  url: "https://abcaus.in/income-tax/faqs-amendment-proposed-rates-tax-collection-source-us-3941-income-tax-act-2025.html",
  name: sourceNames.tcsFaqCopy,
};
const LOAN_TCS_REPORT = {
  url: "https://www.business-standard.com/budget/news/tcs-on-foreign-remittances-up-to-rs-10-lakh-none-on-foreign-education-loan-125020100857_1.html",
  name: sourceNames.loanTcsReport,
};

const figures = {
  tcsRateOtherFunds: {
    label: figureLabels.tcsRateOtherFunds,
    value: 2,
    unit: "percent",
    effectiveFrom: "2026-04-01",
    sourceUrl: FINANCE_ACT_2026,
    sourceName: TCS_NAME,
    secondary: TCS_FAQ_COPY,
    unreadOn: UNREAD_ON,
  },
  tcsThreshold: {
    label: figureLabels.tcsThreshold,
    value: 1000000,
    unit: "INR",
    per: "financial year",
    effectiveFrom: "2025-04-01",
    sourceUrl: FINANCE_ACT_2025,
    sourceName: sourceNames.tcs2025,
    secondary: TCS_FAQ_COPY,
    unreadOn: UNREAD_ON,
  },
  tcsRateLoan: {
    label: figureLabels.tcsRateLoan,
    value: 0,
    unit: "percent",
    effectiveFrom: "2025-04-01",
    sourceUrl: FINANCE_ACT_2025,
    sourceName: sourceNames.tcs2025,
    secondary: LOAN_TCS_REPORT,
    unreadOn: UNREAD_ON,
  },
  educationLoanDeductionYears: {
    label: figureLabels.educationLoanDeductionYears,
    value: 8,
    unit: "years",
    effectiveFrom: "2026-04-01",
    sourceUrl: INCOME_TAX_ACT_2025,
    sourceName: sourceNames.section129,
    secondary: {
      url: "https://ai.jamku.app/incometax2025/act/129.html",
      name: sourceNames.section129Text,
    },
    unreadOn: UNREAD_ON,
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
  tcs: notes.tcs(threshold),
  section80e: notes.section80e(formatFigure(indiaFigures.educationLoanDeductionYears)),
  section80eIndicative: notes.section80eIndicative,
};

export type DepartureAirport = "hyd" | "vga" | "vtz";

/** Airports near our offices. Fares from Vijayawada and Visakhapatnam add a domestic connection. */
export const departureAirports: readonly {
  id: DepartureAirport;
  label: string;
  /** Added to the fare from Hyderabad, in rupees (indicative). */
  extraInr: number;
}[] = [
  { id: "hyd", label: airportLabels.hyd, extraInr: 0 },
  { id: "vga", label: airportLabels.vga, extraInr: 5000 },
  { id: "vtz", label: airportLabels.vtz, extraInr: 5000 },
];
