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

/** The Income Tax Department's portal, where its FAQs on the Finance Act 2026 TCS rates are published. */
const TAX_PORTAL = "https://www.incometax.gov.in/iec/foportal/";
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
    sourceUrl: TAX_PORTAL,
    sourceName: TCS_NAME,
    secondary: TCS_FAQ_COPY,
    verifiedOn: "2026-11-23",
  },
  tcsThreshold: {
    label: figureLabels.tcsThreshold,
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
    label: figureLabels.tcsRateLoan,
    value: 0,
    unit: "percent",
    effectiveFrom: "2025-04-01",
    sourceUrl: TAX_PORTAL,
    sourceName: TCS_NAME,
    secondary: LOAN_TCS_REPORT,
    verifiedOn: "2026-11-23",
  },
  educationLoanDeductionYears: {
    label: figureLabels.educationLoanDeductionYears,
    value: 8,
    unit: "years",
    effectiveFrom: "2026-04-01",
    sourceUrl: TAX_PORTAL,
    sourceName: sourceNames.section129,
    secondary: {
      url: "https://ai.jamku.app/incometax2025/act/129.html",
      name: sourceNames.section129Text,
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
