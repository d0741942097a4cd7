/**
 * The cost calculator's words in Telugu (../../en/countries/calculator-text.ts; docs/glossary-te.md, the
 * navigation's ఖర్చుల కాలిక్యులేటర్).
 */
import type { WordsOf } from "../../types";
import type * as en from "../../en/countries/calculator-text";
import type { TcsFigures } from "../../en/countries/calculator-text";
import { oblique } from "../grammar";

/** The printout passes a currency code where the form passes its symbol: both show the symbol. */
const codeSymbols: Record<string, string> = { GBP: "£", USD: "$", CAD: "CAD", EUR: "€" };
const unit = (symbol: string) => codeSymbols[symbol.trim()] ?? symbol.trim();

/** "1 పౌండుకు ₹": the destination's currency by name, as a parent says it. */
const currencyNames: Record<string, string> = {
  GBP: "పౌండు",
  USD: "డాలరు",
  CAD: "కెనడా డాలరు",
  EUR: "యూరో",
};

export const calculatorText = {
  disclaimerBadge: "అంచనా మాత్రమే, సలహా కాదు",
  source: {
    from: "అమలు తేదీ",
    verified: "సరిచూసిన తేదీ",
    couldNotRead: "అధికారిక పేజీని చదవలేకపోయిన తేదీ",
    indicative: "ఇంకా ధ్రువీకరించలేదు:",
    scheduled: (date: string, value: string) => `${date} నుంచి: ${value}`,
  },
  disclaimer:
    "ఈ అంకెలు అధికారిక ఫీజులు, సాధారణంగా అయ్యే ఖర్చుల ఆధారంగా వేసిన అంచనాలు; ఆ దేశపు కరెన్సీలోనూ రూపాయల్లోనూ చూపించాం. తుది మాట మీ యూనివర్సిటీ ఆఫర్ లెటర్‌, రాయబార కార్యాలయం, మీ బ్యాంక్‌దే.",
  inputsHeading: "మీ ప్రణాళిక",
  resultsHeading: "మీ అంచనా",

  groups: {
    course: "దేశం, కోర్సు",
    costs: "ఫీజులు, జీవన ఖర్చులు",
    extras: "పని, ప్రయాణం, డబ్బు",
  },
  labels: {
    country: "వెళ్లే దేశం",
    city: "నగరం",
    level: "చదువు స్థాయి",
    months: "కోర్సు వ్యవధి (నెలలు)",
    band: "ట్యూషన్ ఫీజు శ్రేణి",
    tuition: (symbol: string) => `ఏడాది ట్యూషన్ ఫీజు (${unit(symbol)})`,
    deposit: (symbol: string) => `ఇప్పటికే కట్టిన ట్యూషన్ డిపాజిట్ (${unit(symbol)})`,
    living: "ఉండే విధానం",
    scholarship: (symbol: string) => `ఏడాదికి స్కాలర్‌షిప్ (${unit(symbol)})`,
    hours: "పార్ట్‌టైమ్ పని (వారానికి గంటలు)",
    wage: (symbol: string) => `గంటకు జీతం (${unit(symbol)})`,
    family: "మీతో వచ్చే కుటుంబ సభ్యులు",
    from: "బయలుదేరే విమానాశ్రయం",
    trip: "విమాన ప్రయాణం",
    fx: (currency: string) => `మారకం రేటు (1 ${currencyNames[currency] ?? currency}కు ₹)`,
    integrityFee: (amount: string) => `వసూలు చేసే అవకాశం ఉన్న అమెరికా వీసా ఇంటిగ్రిటీ ఫీజు (${amount}) కూడా కలపండి`,
  },
  hints: {
    months: "మీరు మార్చే వరకు, ఈ స్థాయి కోర్సుకు సాధారణంగా ఉండే వ్యవధినే తీసుకుంటుంది.",
    tuition: (range: string) => `ఈ శ్రేణిలో సాధారణంగా ఏడాదికి ${range}. మీ ఆఫర్ లెటర్‌లో ఉన్న మొత్తాన్ని నమోదు చేయండి.`,
    deposit: "వీసా కోసం చూపించాల్సిన ట్యూషన్ ఫీజు ఈ మేరకు తగ్గుతుంది.",
    hours: (cap: number) =>
      `0 అంటే పార్ట్‌టైమ్ ఆదాయాన్ని లెక్కలోకి తీసుకోము. చట్టం అనుమతించే వారానికి ${cap} గంటల వరకే, అదీ టర్మ్ సమయంలో మాత్రమే లెక్కిస్తాం.`,
    family: "కెనడాలో చూపించాల్సిన నిధులు ప్రతి కుటుంబ సభ్యునితో పెరుగుతాయి (ఇక్కడ గరిష్ఠంగా 3 మంది).",
    fx: (date: string, indicative: boolean) =>
      indicative
        ? `${date} నాడు మేం నిర్ణయించిన స్థిర రేటు, ప్రస్తుత మార్కెట్ రేటు కాదు. మీ బ్యాంక్ రేటు నమోదు చేస్తే అదే వాడతాం.`
        : `${date} నాటి యూరోపియన్ సెంట్రల్ బ్యాంక్ రిఫరెన్స్ రేటు, ప్రస్తుత రేటు కాదు. మీ బ్యాంక్ రేటు నమోదు చేస్తే అదే వాడతాం.`,
    wage: (minimum: string | null) =>
      minimum
        ? `విద్యార్థులకు చట్టం నిర్ణయించిన కనీస వేతనంతో (${minimum}) మొదలవుతుంది; మీకు వచ్చే అసలు జీతం నమోదు చేయండి.`
        : "విద్యార్థులకు సాధారణంగా వచ్చే జీతం (దేశమంతటికీ ఒకే కనీస వేతనం లేదు); మీకు వచ్చే అసలు జీతం నమోదు చేయండి.",
  },
  levelOptions: { ug: "బ్యాచిలర్స్", pg: "మాస్టర్స్", phd: "పీహెచ్‌డీ" },
  livingOptions: { shared: "షేరింగ్ గది", studio: "స్టూడియో" },
  tripOptions: { oneway: "వెళ్లడం మాత్రమే", return: "చివర్లో తిరుగు ప్రయాణం కూడా" },
  levelAndMonths: (level: string, months: number) => `${level}, ${months} నెలలు`,

  lines: {
    tuition: "ట్యూషన్ ఫీజు",
    tuitionLessScholarship: "ట్యూషన్ ఫీజు, మీ స్కాలర్‌షిప్ తీసేసి",
    living: "జీవన ఖర్చులు (అద్దె, భోజనం, రవాణా, ఫోన్)",
    livingNote: "అంచనా మాత్రమే: మీరు ఎంచుకున్న నగరంలో, ఆ విధంగా ఉండటానికి సాధారణంగా అయ్యే ఖర్చులు.",
    flightsReturn: "విమాన టికెట్లు: వెళ్లడానికి, చివర్లో తిరిగి రావడానికి",
    flightOneWay: "విమాన టికెట్ (వెళ్లడానికి మాత్రమే)",
    flightNote: "ఎకానమీ చార్జీ అంచనా మాత్రమే; ముందుగా బుక్ చేస్తే తక్కువ ధరకు దొరుకుతుంది.",
    ukHealthSurcharge: "ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్ (వీసా మొత్తం కాలానికి, వీసాతో పాటే చెల్లించాలి)",
    canadaBiometrics: (people: number, familyMaximum: string) =>
      `${people} మందికి బయోమెట్రిక్స్ (కుటుంబానికి గరిష్ఠంగా ${familyMaximum})`,
    germanyHealthInsurance: "చట్టప్రకారం తప్పనిసరైన విద్యార్థి ఆరోగ్య బీమా",
    irelandResidencePermit: "ఐరిష్ రెసిడెన్స్ పర్మిట్: మొదట నమోదు, తర్వాత ప్రతి ఏడాది పునరుద్ధరణ",
    irelandRenewals: "ఏటా అదే ఫీజుతో పునరుద్ధరణ అవుతుందని ఇంకా ధ్రువీకరించలేదు.",
  },
  fundsLines: {
    ukTuition: "మొదటి ఏడాది ట్యూషన్ ఫీజు, కట్టిన డిపాజిట్ తీసేసి",
    ukLiving: (months: number, inLondon: boolean) =>
      `జీవన ఖర్చులు: ${months} నెలలకు, ${inLondon ? "లండన్" : "లండన్ బయటి"} రేటు ప్రకారం`,
    usaTuition: "మొదటి ఏడాది ట్యూషన్ ఫీజు",
    usaLiving: (months: number) => `${months} నెలల జీవన ఖర్చులు`,
    usaHealth: "మొదటి ఏడాది ఆరోగ్య బీమా",
    canadaTuition: "మొదటి ఏడాది ట్యూషన్ ఫీజు, కట్టిన డిపాజిట్ తీసేసి",
    canadaTravel: "ప్రయాణం (మీ విమాన టికెట్)",
    germanyBlockedAccount: (months: string, monthly: string) => `బ్లాక్డ్ అకౌంట్: నెలకు ${monthly} చొప్పున ${months}`,
    irelandLiving: "మొదటి ఏడాది జీవన ఖర్చులకు నిధులు",
    irelandFees: "కాలేజీకి ఇంకా కట్టాల్సిన మొదటి ఏడాది ఫీజులు",
  },

  totalLabel: "కోర్సు మొత్తానికి ఖర్చు",
  perYearLabel: "చదువుకు ఏడాదికి",
  rangeLabel: (low: string, high: string, percent: number) =>
    `రూపాయి విలువ ${percent}% అటూ ఇటూ మారితే: ${oblique(low)} నుంచి ${oblique(high)} వరకు`,
  netOfWorkLabel: (amount: string) => `పార్ట్‌టైమ్ సంపాదన తీసేస్తే: ${amount}`,
  announce: (total: string, local: string, funds: string) =>
    `అంచనా మొత్తం ${total} (${local}). వీసా కోసం చూపించాల్సిన నిధులు: ${funds}.`,

  spendHeading: "మీరు ఖర్చు పెట్టేది",
  spendIntro: "మొత్తం కోర్సుకు మీ బడ్జెట్, ఏడాది వారీగా.",
  fundsHeading: "మీరు చూపించాల్సిన నిధులు",
  fundsIntro: "మీ దగ్గర ఉన్నాయని వీసా కోసం రుజువు చేయాల్సిన డబ్బు. ఇది అదనపు ఖర్చు కాదు: తర్వాత మీరు ఖర్చు పెట్టే డబ్బే.",
  fundsTotal: "చూపించాల్సిన మొత్తం",
  holdFor: "ఎంత కాలం, ఎలా చూపించాలి",

  breakdownHeading: "ఖర్చుల వివరాలు",
  breakdownCaption: "అంశం, చదువు సంవత్సరం వారీగా ఖర్చుల వివరాలు",
  columns: {
    item: "అంశం",
    year: (year: number) => `${year}వ ఏడాది`,
    total: "మొత్తం",
    inr: "మొత్తం (₹)",
  },
  totalRow: "మొత్తం",
  partTimeRow: "తీసేయండి: పార్ట్‌టైమ్ సంపాదన (పని దొరికితే)",
  groupNames: {
    tuition: "ట్యూషన్ ఫీజు",
    living: "జీవన ఖర్చులు",
    health: "ఆరోగ్య ఖర్చులు",
    fees: "వీసా, అధికారిక ఫీజులు",
    travel: "విమాన టికెట్లు",
    oneTime: "ఒక్కసారి అయ్యే ఖర్చులు",
  },
  chartHeading: "డబ్బు ఎక్కడికి వెళ్తుంది",
  chartNote: "ఖర్చుల వివరాల పట్టికలో ఇవే అంకెలు ఉన్నాయి.",
  chartYear: (year: number, months: number) => `${year}వ ఏడాది (${months} నెలలు)`,

  indiaHeading: "భారతదేశం వైపు: మీరు పంపే డబ్బుపై పన్ను",
  tcsLine: (amount: string) => `మీ సొంత డబ్బుపై వసూలయ్యే TCS: ${amount}`,
  tcsRule: (tcs: TcsFigures) =>
    `నియమం: విద్య కోసం మీ సొంత డబ్బు నుంచి విదేశాలకు పంపే మొత్తం ఒక ఆర్థిక సంవత్సరంలో ${tcs.threshold} దాటితే, దాటిన మొత్తంపై ${tcs.own} TCS; విద్యా రుణం నుంచి పంపే డబ్బుపై ${tcs.loan}.`,
  tcsNone: (tcs: TcsFigures) =>
    `TCS లేదు: మీరు ఏటా పంపేది ${oblique(tcs.threshold)} లోపే ఉంది, లేదా విద్యా రుణం నుంచే చెల్లిస్తున్నారు.`,
  tcsAssumption:
    "ఈ లెక్కలో మేము అనుకున్నవి: రుణం ‘నిర్దేశిత ఆర్థిక సంస్థ’గా గుర్తింపు ఉన్న బ్యాంక్ లేదా NBFC నుంచి తీసుకున్నది, మొదటి ఖర్చులు దాని నుంచే చెల్లిస్తారు, ప్రతి చదువు సంవత్సరం ఒకే ఆర్థిక సంవత్సరంలో ఉంటుంది.",

  loanHeading: "విద్యా రుణం (ఎడ్యుకేషన్ లోన్), EMI",
  loanLabels: {
    amount: "రుణం మొత్తం (₹)",
    rate: "వడ్డీ రేటు (ఏడాదికి %)",
    years: "తిరిగి చెల్లించే కాలం (సంవత్సరాలు)",
    mode: "చదువుతున్నప్పుడు",
    grace: "కోర్సు అయ్యాక EMIలు మొదలయ్యే ముందు నెలలు",
    slab: "మీ తల్లిదండ్రుల లేదా మీ పన్ను శ్లాబ్ (%)",
  },
  loanModes: {
    full: { label: "మొదటి నుంచే పూర్తి EMIలు కట్టడం", hint: "మొత్తం మీద వడ్డీ అతి తక్కువ." },
    simple: {
      label: "చదువుతున్నప్పుడు వడ్డీ మాత్రమే కట్టడం",
      hint: "ప్రతి నెలా సాధారణ వడ్డీ, తర్వాత EMIలు.",
    },
    capitalised: {
      label: "చదువుతున్నప్పుడు ఏమీ కట్టకపోవడం",
      hint: "వడ్డీ రుణానికి కలుస్తుంది, తర్వాత EMIలు.",
    },
  },
  loanResults: {
    studyPayment: (months: number) => `చదువుతున్నప్పుడు ప్రతి నెలా (${months} నెలలు)`,
    emi: (months: number) => `తర్వాత EMI (${months} నెలలు)`,
    totalInterest: "మొత్తం వడ్డీ",
    totalPaid: "తిరిగి చెల్లించే మొత్తం",
    deduction: (years: string) => `ఆదాయపు పన్ను చట్టం, 2025లోని సెక్షన్ 129 కింద మినహాయింపు పొందే వడ్డీ (${years})`,
    saving: "మీకు ఆదా కాగల పన్ను",
  },
  noLoan: "EMI చూడటానికి రుణం మొత్తం నమోదు చేయండి.",

  planButton: "వివరమైన ప్రణాళిక పొందండి",
  planHint: "కౌన్సెలర్ మీతో కలిసి ఈ అంచనాను ఉచితంగా సరిచూస్తారు.",
  printButton: "ఈ అంచనాను ప్రింట్ చేయండి",
  choicesHeading: "మీ ఎంపికలు",

  summary: {
    title: "నా ఖర్చుల అంచనా (అంచనా మాత్రమే, సలహా కాదు):",
    destination: (country: string, city: string, level: string, months: number) =>
      `దేశం: ${country}, ${city}, ${level}, ${months} నెలలు`,
    tuition: (tuition: string, living: string) => `ట్యూషన్ ఫీజు: ఏడాదికి ${tuition}; ఉండే విధానం: ${living}`,
    total: (inr: string, local: string, rate: string) => `మొత్తం: ${inr} (${local}), రేటు ${rate}`,
    rate: (rupees: string, unit: string) => `${unit}కు ₹${rupees}`,
    funds: (local: string, inr: string) => `వీసా కోసం చూపించాల్సిన నిధులు: ${local} (${inr})`,
    loan: (amount: string, rate: number, emi: string) =>
      `విద్యా రుణం: ${amount}, ${rate}% వడ్డీ, EMI సుమారు ${emi}`,
    link: (url: string) => `అంచనా: ${url}`,
  },

  headline: {
    label: "రూపాయల్లో మీ అంచనా",
    total: "మొత్తం కోర్సుకు",
    // The label above it already says "a year" (చదువుకు ఏడాదికి).
    perYear: (amount: string) => amount,
    funds: "వీసా కోసం చూపించాల్సిన నిధులు",
    course: (country: string, level: string, months: number) => `${country}, ${level}, ${months} నెలలు`,
    rates: (date: string, indicative: boolean) =>
      indicative
        ? `రూపాయి మొత్తాలు ${date} నాడు మేం నిర్ణయించిన మారకం రేట్లతో లెక్కించాం.`
        : `రూపాయి మొత్తాలు ${date} నాటి యూరోపియన్ సెంట్రల్ బ్యాంక్ మారకం రేట్లతో లెక్కించాం.`,
    ownRate: (rate: string, currency: string) =>
      `రూపాయి మొత్తాలు మీరు నమోదు చేసిన రేటుతో లెక్కించాం: 1 ${currencyNames[currency] ?? currency}కు ₹${rate}.`,
  },
  noScript: (country: string, level: string) =>
    `మీ బ్రౌజర్‌లో జావాస్క్రిప్ట్ ఆఫ్‌లో ఉంది, కాబట్టి ఈ పేజీ ముందుగా ఎంచుకున్న వివరాలకు (${level}, ${country}) అంచనాను చూపిస్తోంది; వివరాలు మార్చలేరు. వాటిని మార్చడానికి, లేదా ఎవరైనా మీకు పంపిన అంచనాను తెరవడానికి, జావాస్క్రిప్ట్ ఆన్ చేయండి.`,

  share: {
    heading: "ఈ అంచనాను పంచుకోండి",
    whatsapp: "WhatsAppలో పంపండి",
    copy: "లింక్ కాపీ చేయండి",
    copied: "లింక్ కాపీ అయింది",
    copyFallback: "ఎంచుకున్న లింక్‌ను కాపీ చేసుకోండి",
    linkLabel: "ఈ అంచనా లింక్",
    text: (course: string, perYear: string, total: string, funds: string) =>
      `విదేశీ విద్య ఖర్చుల అంచనా: ${course}. ఏడాదికి సుమారు ${perYear}, మొత్తం కోర్సుకు ${total}; వీసా కోసం చూపించాల్సిన నిధులు: ${funds}. అంచనా మాత్రమే, సలహా కాదు:`,
  },
  print: {
    preparedBy: (brand: string, phone: string) => `${brand} · ${phone}`,
    date: (date: string) => `ప్రింట్ చేసిన తేదీ: ${date}`,
    link: "ఆన్‌లైన్‌లో అంచనా:",
  },
  compareLink: "దేశాలను పక్కపక్కనే పోల్చి చూడండి",

  faqHeading: "అంచనా గురించి ప్రశ్నలు",
  formSectionHeading: "వివరమైన ప్రణాళిక పొందండి",
  formSectionIntro:
    "మీ వివరాలు పంపండి; ఈ అంచనాను ప్రణాళికగా మార్చడానికి కౌన్సెలర్ మీకు కాల్ చేస్తారు: యూనివర్సిటీలు, స్కాలర్‌షిప్‌లు, రుణాలు, వీసా. మీ అంచనా మీ సందేశంతో పాటే మాకు చేరుతుంది.",
  formHeading: "మీ ప్రణాళిక కోరండి",
  formSubmit: "నా ప్రణాళిక కోసం పంపండి",
} as const satisfies WordsOf<typeof en.calculatorText>;

/** Questions about the calculator, by id. */
export const calculatorFaq = {
  accuracy: {
    question: "ఈ విదేశీ విద్య ఖర్చుల అంచనా ఎంత కచ్చితమైనది?",
    answer:
      "అధికారిక ఫీజులు ప్రభుత్వ పేజీల నుంచి, వాటి తేదీలతో సహా తీసుకున్నాం; ట్యూషన్ ఫీజు, అద్దె, విమాన టికెట్లు సాధారణ శ్రేణులు. మరింత దగ్గరి అంకె కోసం మీ ఆఫర్ లెటర్‌లోని ట్యూషన్ ఫీజును, మీ బ్యాంక్ మారకం రేటును వాడండి; కౌన్సెలర్‌తో ఒకసారి సరిచూపించుకోండి.",
  },
  fundsOrSpend: {
    question: "చూపించాల్సిన నిధులకు, నేను ఖర్చు పెట్టే డబ్బుకు తేడా ఏమిటి?",
    answer:
      "చూపించాల్సిన నిధులు అంటే ప్రయాణానికి ముందే మీ దగ్గర ఉన్నాయని వీసా కోసం రుజువు చేయాల్సిన డబ్బు: ఉదాహరణకు యూకే అడిగే జీవన ఖర్చుల మొత్తం, లేదా జర్మనీ బ్లాక్డ్ అకౌంట్ (డబ్బు జమ చేసి నెలనెలా మాత్రమే తీసుకోగలిగే ఖాతా). మీరు ఖర్చు పెట్టేది మొత్తం కోర్సుకు మీ అసలు బడ్జెట్; ఇది సాధారణంగా ఎక్కువగా ఉంటుంది.",
  },
  tcs: {
    question: "విద్య కోసం విదేశాలకు పంపే డబ్బుపై TCS కట్టాలా?",
    answer: (tcs: TcsFigures) =>
      `నిర్దేశిత ఆర్థిక సంస్థ ఇచ్చిన విద్యా రుణం నుంచి పంపే డబ్బుపై ఏమీ లేదు (${tcs.loan}); మీ సొంత డబ్బుపై, ఒక ఆర్థిక సంవత్సరంలో ${tcs.threshold} దాటిన మొత్తంపై ${tcs.own}. రిటర్న్ ఫైల్ చేసినప్పుడు TCSను మీ ఆదాయపు పన్నులో సర్దుబాటు చేస్తారు, లేదా రీఫండ్‌గా తిరిగి ఇస్తారు.`,
  },
  deduction: {
    question: "విద్యా రుణం వడ్డీపై పన్ను మినహాయింపు రుణ భారాన్ని ఎలా తగ్గిస్తుంది?",
    answer: (years: string) =>
      `ఆదాయపు పన్ను చట్టం, 2025లోని సెక్షన్ 129 (గతంలో సెక్షన్ 80E) ప్రకారం, రుణం అసలు కాకుండా వడ్డీని పన్ను విధించే ఆదాయం నుంచి తగ్గించుకోవచ్చు; మొత్తంపై పరిమితి లేదు, కానీ గరిష్ఠంగా ${years} మాత్రమే. కొత్త పన్ను విధానంలో ఈ మినహాయింపు లేదు.`,
  },
} as const satisfies WordsOf<typeof en.calculatorFaq>;
