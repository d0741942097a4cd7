/**
 * The cost calculator's words in English: labels, hints, result sentences and its questions (by id).
 * Figures and rules live in the country modules and app/content/countries/india.ts; sentences that quote
 * them are message functions (app/content/countries/calculator-text.ts passes them in).
 */

/** The India-side TCS figures a sentence quotes, formatted: the rates on own funds and on a loan, and the threshold. */
export interface TcsFigures {
  own: string;
  loan: string;
  threshold: string;
}

export const calculatorText = {
  disclaimerBadge: "Estimate, not advice",
  source: {
    from: "from",
    verified: "verified",
    couldNotRead: "official page could not be read on",
    indicative: "Indicative:",
    scheduled: (date: string, value: string) => `From ${date}: ${value}`,
  },
  disclaimer:
    "Figures are estimates from official fees and typical costs, in the currency of the country and in rupees. Your university's offer letter, the embassy and your bank have the final word.",
  inputsHeading: "Your plan",
  resultsHeading: "Your estimate",

  groups: {
    course: "Destination and course",
    costs: "Fees and living",
    extras: "Work, travel and money",
  },
  labels: {
    country: "Destination",
    city: "City",
    level: "Level of study",
    months: "Course length (months)",
    band: "Tuition band",
    tuition: (symbol: string) => `Annual tuition (${symbol.trim()})`,
    deposit: (symbol: string) => `Tuition deposit already paid (${symbol.trim()})`,
    living: "Living style",
    scholarship: (symbol: string) => `Scholarship per year (${symbol.trim()})`,
    hours: "Part-time work (hours a week)",
    wage: (symbol: string) => `Hourly pay (${symbol.trim()})`,
    family: "Family members coming with you",
    from: "Flying from",
    trip: "Flights",
    fx: (currency: string) => `Exchange rate (₹ per 1 ${currency})`,
    integrityFee: (amount: string) => `Include the possible US visa integrity fee (${amount})`,
  },
  hints: {
    months: "Follows the usual length for the level until you change it.",
    tuition: (range: string) =>
      `Typical for this band: ${range} a year. Use the figure on your offer letter.`,
    deposit: "Reduces the tuition you must show for the visa.",
    hours: (cap: number) =>
      `0 leaves part-time income out. Counted up to the legal limit of ${cap} hours a week, in term time only.`,
    family: "Canada's proof of funds grows with each family member (up to 3 here).",
    fx: (date: string, indicative: boolean) =>
      indicative
        ? `Rate set by hand on ${date}, not a live market rate. Type your bank's rate to use it.`
        : `European Central Bank reference rate of ${date}, not a live rate. Type your bank's rate to use it.`,
    wage: (minimum: string | null) =>
      minimum
        ? `Starts at the legal minimum for students (${minimum}); type your real pay.`
        : "A typical student wage (no single national minimum); type your real pay.",
  },
  levelOptions: { ug: "Bachelor's", pg: "Master's", phd: "PhD" },
  livingOptions: { shared: "Shared room", studio: "Studio" },
  tripOptions: { oneway: "One way", return: "Return at the end" },
  /** The level and length on the printout's list of choices: "Master's, 12 months". */
  levelAndMonths: (level: string, months: number) => `${level}, ${months} months`,

  /** Lines of the breakdown the calculator writes itself (the countries' own fees carry their labels). */
  lines: {
    tuition: "Tuition",
    tuitionLessScholarship: "Tuition, less your scholarship",
    living: "Living costs (rent, food, transport, phone)",
    livingNote: "Indicative: typical costs for the city and living style you chose.",
    flightsReturn: "Flights: there, and home at the end",
    flightOneWay: "Flight there (one way)",
    flightNote: "Indicative economy fare; book early for lower prices.",
    ukHealthSurcharge: "Immigration Health Surcharge (whole visa length, paid with the visa)",
    canadaBiometrics: (people: number, familyMaximum: string) =>
      `Biometrics for ${people} people (family maximum ${familyMaximum})`,
    germanyHealthInsurance: "Statutory student health insurance",
    irelandResidencePermit: "Irish Residence Permit: registration, then a renewal each further year",
    irelandRenewals: "Renewals at the same fee are indicative.",
  },
  /** Lines of "Funds you must show", per destination. */
  fundsLines: {
    ukTuition: "First year's tuition fee, less the deposit paid",
    ukLiving: (months: number, inLondon: boolean) =>
      `Living costs: ${months} months at the ${inLondon ? "London" : "outside-London"} rate`,
    usaTuition: "First year's tuition",
    usaLiving: (months: number) => `Living costs for ${months} months`,
    usaHealth: "Health insurance for the first year",
    canadaTuition: "First year's tuition, less the deposit paid",
    canadaTravel: "Travel (your flight)",
    germanyBlockedAccount: (months: string, monthly: string) => `Blocked account: ${months} at ${monthly}`,
    irelandLiving: "Living-cost funds for the first year",
    irelandFees: "First-year fees still to pay to the college",
  },

  totalLabel: "Total cost of the course",
  perYearLabel: "Per year of study",
  rangeLabel: (low: string, high: string, percent: number) =>
    `If the rupee moves ${percent}% either way: ${low} to ${high}`,
  netOfWorkLabel: (amount: string) => `After part-time earnings: ${amount}`,
  announce: (total: string, local: string, funds: string) =>
    `Estimated total ${total} (${local}). Funds to show for the visa: ${funds}.`,

  spendHeading: "What you will spend",
  spendIntro: "Your budget for the whole course, year by year.",
  fundsHeading: "Funds you must show",
  fundsIntro:
    "What the visa asks you to prove you have. It is not an extra cost: it is money you then spend.",
  fundsTotal: "Total to show",
  holdFor: "How long and how",

  breakdownHeading: "Breakdown",
  breakdownCaption: "Cost breakdown by item and year of study",
  columns: { item: "Item", year: (year: number) => `Year ${year}`, total: "Total", inr: "Total in ₹" },
  totalRow: "Total",
  partTimeRow: "Less part-time earnings (if you find work)",
  groupNames: {
    tuition: "Tuition",
    living: "Living costs",
    health: "Health cover",
    fees: "Visa and official fees",
    travel: "Flights",
    oneTime: "One-time costs",
  },
  chartHeading: "Where the money goes",
  chartNote: "The breakdown table gives the same figures.",
  chartYear: (year: number, months: number) => `Year ${year} (${months} months)`,

  indiaHeading: "India-side: tax on money you send",
  tcsLine: (amount: string) => `TCS collected on your own funds: ${amount}`,
  tcsRule: (tcs: TcsFigures) =>
    `The rule: TCS of ${tcs.own} on education remittances from your own funds above ${tcs.threshold} a financial year; ${tcs.loan} on remittances paid from an education loan.`,
  tcsNone: (tcs: TcsFigures) =>
    `No TCS: what you send each year stays within ${tcs.threshold}, or is paid from the education loan.`,
  tcsAssumption:
    "Assumes the loan is from a bank or NBFC listed as a specified financial institution, pays the first costs, and that each study year falls in one financial year.",

  loanHeading: "Education loan and EMI",
  loanLabels: {
    amount: "Loan amount (₹)",
    rate: "Interest rate (% a year)",
    years: "Repayment period (years)",
    mode: "While you study",
    grace: "Months after the course before EMIs start",
    slab: "Your parent's or your tax slab (%)",
  },
  loanModes: {
    full: { label: "Pay full EMIs from the start", hint: "Least interest in total." },
    simple: { label: "Pay only the interest while studying", hint: "Simple interest each month, then EMIs." },
    capitalised: {
      label: "Pay nothing while studying",
      hint: "The interest is added to the loan, then EMIs.",
    },
  },
  loanResults: {
    studyPayment: (months: number) => `Each month while you study (${months} months)`,
    emi: (months: number) => `EMI afterwards (${months} months)`,
    totalInterest: "Total interest",
    totalPaid: "Total repaid",
    deduction: (years: string) => `Interest deductible under section 129, Income-tax Act, 2025 (${years})`,
    saving: "Tax you may save",
  },
  noLoan: "Enter a loan amount to see the EMI.",

  planButton: "Get a detailed plan",
  planHint: "A counsellor checks this estimate with you, free of charge.",
  printButton: "Print this estimate",
  choicesHeading: "Your choices",

  summary: {
    title: "My cost estimate (estimate, not advice):",
    destination: (country: string, city: string, level: string, months: number) =>
      `Destination: ${country}, ${city}, ${level}, ${months} months`,
    tuition: (tuition: string, living: string) => `Tuition: ${tuition} a year; living: ${living}`,
    total: (inr: string, local: string, rate: string) => `Total: ${inr} (${local}) at ${rate}`,
    rate: (rupees: string, unit: string) => `₹${rupees} per ${unit}`,
    funds: (local: string, inr: string) => `Funds to show for the visa: ${local} (${inr})`,
    loan: (amount: string, rate: number, emi: string) =>
      `Education loan: ${amount} at ${rate}%, EMI about ${emi}`,
    link: (url: string) => `Estimate: ${url}`,
  },

  headline: {
    label: "Your estimate in rupees",
    total: "For the whole course",
    perYear: (amount: string) => `${amount} a year`,
    funds: "Funds to show for the visa",
    course: (country: string, level: string, months: number) => `${country}, ${level}, ${months} months`,
    /** The dated exchange rates the rupee amounts use. */
    rates: (date: string, indicative: boolean) =>
      indicative
        ? `Rupee amounts at our rates of ${date}, set by hand.`
        : `Rupee amounts at the rates of ${date}, European Central Bank.`,
    /** The visitor typed their own rate. */
    ownRate: (rate: string, currency: string) => `Rupee amounts at your rate: ₹${rate} per 1 ${currency}.`,
  },
  noScript: (country: string, level: string) =>
    `JavaScript is off in your browser, so this page shows the estimate for the default choices (${level}, ${country}) and the choices cannot be changed. Turn JavaScript on to change them, or to open an estimate someone shared with you.`,

  share: {
    heading: "Share this estimate",
    whatsapp: "Share on WhatsApp",
    copy: "Copy link",
    copied: "Link copied",
    copyFallback: "Copy the selected link",
    linkLabel: "Link to this estimate",
    text: (course: string, perYear: string, total: string, funds: string) =>
      `Study abroad cost estimate: ${course}. About ${perYear} a year, ${total} for the whole course; funds to show for the visa: ${funds}. Estimate, not advice:`,
  },
  print: {
    preparedBy: (brand: string, phone: string) => `${brand} · ${phone}`,
    date: (date: string) => `Printed on ${date}`,
    link: "Estimate online:",
  },
  compareLink: "Compare countries side by side",

  faqHeading: "Questions about the estimate",
  formSectionHeading: "Get a detailed plan",
  formSectionIntro:
    "Send us your details and a counsellor will call you back to turn this estimate into a plan: universities, scholarships, loans and the visa. Your estimate goes with your message.",
  formHeading: "Request your plan",
  formSubmit: "Send my plan request",
} as const;

/** Questions about the calculator, by id (app/content/countries/calculator-text.ts keeps their order). */
export const calculatorFaq = {
  accuracy: {
    question: "How accurate is this study abroad cost estimate?",
    answer:
      "Official fees come from government pages with their dates; tuition, rent and flights are typical ranges. Use your offer letter's tuition and your bank's exchange rate for a closer figure, and ask a counsellor to check it.",
  },
  fundsOrSpend: {
    question: "What is the difference between funds to show and what I will spend?",
    answer:
      "Funds to show are what the visa asks you to prove you have before you travel, such as the UK's living-cost amount or Germany's blocked account. What you will spend is your real budget for the whole course, which is usually higher.",
  },
  tcs: {
    question: "Do I pay TCS on money sent abroad for education?",
    answer: (tcs: TcsFigures) =>
      `Nothing (${tcs.loan}) on money paid from an education loan by a specified financial institution; on your own funds, ${tcs.own} of the amount above ${tcs.threshold} in a financial year. TCS is adjusted against your income tax or refunded when you file your return.`,
  },
  deduction: {
    question: "How does the tax deduction on education-loan interest reduce the cost of a loan?",
    answer: (years: string) =>
      `Section 129 of the Income-tax Act, 2025 (formerly section 80E) lets you deduct the interest, not the principal, from taxable income for ${years} at most, with no upper limit; not under the new tax regime.`,
  },
} as const;
