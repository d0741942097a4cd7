/**
 * The India-side rules' words in English (app/content/countries/india.ts holds the figures, their sources'
 * addresses and dates): what each figure is, the names of the pages it comes from, the explanations shown
 * beside them and the departure airports.
 */

/** What each figure is, by figure id. */
export const figureLabels = {
  tcsRateOtherFunds: "TCS on education remittances from your own funds, on the amount above the threshold",
  tcsThreshold: "Education remittances free of TCS in each financial year",
  tcsRateLoan: "TCS on education remittances paid from a loan by a specified financial institution",
  educationLoanDeductionYears:
    "Tax years in which education-loan interest is deductible: section 129, Income-tax Act, 2025 (formerly 80E)",
} as const;

/** The names of the pages the figures come from, by source id. */
export const sourceNames = {
  tcs: "Income Tax Department: Finance Act, 2026, on TCS under section 394(1) of the Income-tax Act, 2025",
  tcs2025: "Income Tax Department: Finance Act, 2025 (TCS threshold and loan-funded remittances)",
  tcsFaqCopy: "ABC Aus: copy of the department's FAQs on TCS rates",
  loanTcsReport: "Business Standard: TCS on foreign remittances from 1 April 2025",
  section129: "Income Tax Department: Income-tax Act, 2025, section 129",
  section129Text: "Text of section 129 of the Income-tax Act, 2025",
} as const;

/** Explanations shown beside the India-side figures. */
export const indiaNotes = {
  tcs: (threshold: string) =>
    `TCS is not an extra cost: it is tax collected in advance that you adjust against your income tax, or get back as a refund, when you file your return. The ${threshold} threshold is per person per financial year across all remittances under the Liberalised Remittance Scheme.`,
  section80e: (years: string) =>
    `Under section 129 of the Income-tax Act, 2025 (formerly section 80E), the whole interest on an education loan from a bank, notified institution or approved charity, for you, your spouse, your children or a student in your care, is deductible for ${years} at most, with no upper limit; the principal is not. It is not available under the new (default) tax regime.`,
  section80eIndicative: "The new-regime exclusion is general knowledge, not checked against a source here.",
} as const;

/** The airports near our offices, by airport id. */
export const airportLabels = {
  hyd: "Hyderabad (HYD)",
  vga: "Vijayawada (VGA)",
  vtz: "Visakhapatnam (VTZ)",
} as const;
