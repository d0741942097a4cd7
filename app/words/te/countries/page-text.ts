/**
 * The words of the "Study in <country>" page template in Telugu (../../en/countries/page-text.ts;
 * docs/glossary-te.md). Country names arrive in Telugu from the country pages' words; a case ending joins
 * them with a zero-width non-joiner after a final consonant (ఐర్లాండ్‌లో: ../grammar.ts).
 */
import type { CountryFactsBase } from "~/content/countries/types";
import type { WordsOf } from "../../types";
import type * as en from "../../en/countries/page-text";
import { locative, oblique } from "../grammar";

type Country = Pick<CountryFactsBase, "shortName" | "inSentence" | "name">;

export const sections = {
  why: { nav: "ఈ దేశమే ఎందుకు", title: (c: Country) => `${locative(c.inSentence)} ఎందుకు చదవాలి` },
  intakes: { nav: "ఇన్‌టేక్‌లు", title: () => "ఇన్‌టేక్‌లు (కోర్సు మొదలయ్యే సమయాలు), సమయ ప్రణాళిక" },
  universities: { nav: "యూనివర్సిటీలు", title: () => "యూనివర్సిటీలు, ఆదరణ ఉన్న కోర్సులు" },
  costs: { nav: "ఖర్చులు", title: (c: Country) => `${locative(c.inSentence)} చదువుకు అయ్యే ఖర్చు` },
  visa: { nav: "వీసా", title: () => "వీసా దశలు, ఫీజులు" },
  funds: { nav: "నిధుల రుజువు", title: () => "నిధుల రుజువు" },
  english: { nav: "ఇంగ్లిష్ పరీక్షలు", title: () => "ఇంగ్లిష్ పరీక్షలు" },
  work: { nav: "పని చేసే అనుమతి", title: () => "చదువుతూ పని, చదువు తర్వాత పని" },
  scholarships: { nav: "స్కాలర్‌షిప్‌లు", title: () => "స్కాలర్‌షిప్‌లు" },
  loans: { nav: "రుణాలు", title: () => "విద్యా రుణాలు" },
  accommodation: { nav: "వసతి", title: () => "వసతి, ప్రయాణానికి ముందు చేయాల్సినవి" },
  legitimacy: { nav: "గుర్తింపు ఉందా?", title: () => "ఈ యూనివర్సిటీకి గుర్తింపు ఉందా?" },
  faq: { nav: "ప్రశ్నలు", title: (c: Country) => `${locative(c.inSentence)} చదువు గురించి ప్రశ్నలు` },
  changes: { nav: "ఇటీవలి మార్పులు", title: () => "ఇటీవల ఏం మారింది" },
  sources: { nav: "ఆధారాలు", title: () => "ఆధారాలు, తేదీలు" },
  enquiry: {
    nav: "మాతో మాట్లాడండి",
    title: (c: Country) => `${locative(c.inSentence)} మీ చదువుకు మాతో కలిసి ప్రణాళిక వేసుకోండి`,
  },
} as const satisfies WordsOf<typeof en.sections>;

/** Texts of the "In short" box (app/content/countries/in-short.ts computes its figures). */
export const inShortText = {
  heading: "క్లుప్తంగా",
  intro: "కుటుంబాలు ముందుగా అడిగే ప్రశ్నలకు జవాబులు, రూపాయల్లో. వివరాలు, ఆధారాలు కింద ఉన్నాయి.",
  costLabel: "ఏడాదికి ఖర్చు",
  costValue: (master: string, bachelor: string) => `మాస్టర్స్ ${master}; బ్యాచిలర్స్ ${bachelor}`,
  costDetail:
    "ట్యూషన్ ఫీజుతో పాటు ఒక ఏడాది జీవన ఖర్చులు, కింద ఖర్చుల విభాగంలోని మా అంచనా శ్రేణుల నుంచి (తక్కువ అంకె: చవకైన నగరంలో షేరింగ్ గది).",
  fundsLabel: "చూపించాల్సిన నిధులు",
  fundsDetail: (rule: { living: string; estimated: boolean; plusTuition: boolean; plusTravel: boolean }) =>
    [
      rule.estimated ? `జీవన ఖర్చులకు మా అంచనా, ఏడాదికి ${rule.living}` : `జీవన ఖర్చుల కోసం ${rule.living}`,
      rule.plusTuition ? "దానికి తోడు మొదటి ఏడాది ట్యూషన్ ఫీజు (మాస్టర్స్ శ్రేణి)" : "",
      rule.plusTravel ? "మీ విమాన చార్జీ కూడా" : "",
    ]
      .filter(Boolean)
      .join(", ")
      .concat("."),
  workLabel: "చదువుతూ పని",
  workValue: (hours: string) => `టర్మ్ సమయంలో గరిష్ఠంగా ${hours}`,
  workConverted: (hours: string) => `సుమారు ${hours}`,
  workConvertedDetail: (days: string, hoursPerDay: number, weeks: number, lectureRule: string) =>
    `ఏటా అనుమతించిన పూర్తి పని దినాల నియమాన్ని (${days}) రోజుకు ${hoursPerDay} గంటల చొప్పున ${weeks} వారాలకు పంచి మేము మార్చిన లెక్క. లేదా లెక్చర్లు జరిగే కాలంలో గరిష్ఠంగా ${lectureRule}.`,
  afterLabel: "చదువు తర్వాత పని",
  afterWithExtension: (base: string, extension: string) => `${base}, STEM డిగ్రీ అయితే అదనంగా ${extension}`,
  afterDetail: (rule: {
    label: string;
    courseLength: string;
    changedOn?: string;
    before?: string;
    pending?: { value: string; from: string };
  }) =>
    [
      `ఇప్పుడు మొదలయ్యే మాస్టర్స్ కోర్సుకు (వ్యవధి ${rule.courseLength}): ${rule.label}.`,
      rule.changedOn && rule.before
        ? ` మీ కోర్సు ${rule.changedOn} తర్వాత పూర్తవుతుంది; ఆ తేదీన ఈ నియమం మారుతుంది (అంతకు ముందు: ${rule.before}).`
        : "",
      rule.pending ? ` ${rule.pending.from} నుంచి వచ్చే దరఖాస్తులకు: ${rule.pending.value}.` : "",
    ].join(""),
  intakesLabel: "ప్రధాన ఇన్‌టేక్‌లు",
  intakesValue: (main: string, others: readonly string[]) => [`${main} (ప్రధానం)`, ...others].join(", "),
  intakesDetail: "ప్రతి కోర్సు తన ప్రారంభ తేదీలను తానే నిర్ణయిస్తుంది.",
} as const satisfies WordsOf<typeof en.inShortText>;

/** Names of the study levels. */
export const levelLabels = {
  ug: "బ్యాచిలర్స్",
  pg: "మాస్టర్స్",
  phd: "పీహెచ్‌డీ",
} as const satisfies WordsOf<typeof en.levelLabels>;

export const countryPageText = {
  heroTitle: (country: Country) => `${locative(country.inSentence)} చదువు`,
  heroPrefix: (country: Country) => `${locative(country.shortName)} చదువు`,
  flagLabel: (country: Country) => `${country.name} జాతీయ జెండా`,
  keyFactsLabel: "ముఖ్య వివరాలు",
  counsellingButton: "ఉచిత కౌన్సెలింగ్ బుక్ చేయండి",
  mockInterviewButton: "ఉచిత వీసా మాక్ ఇంటర్వ్యూ బుక్ చేయండి",
  onThisPage: "ఈ పేజీలో",
  breadcrumbHome: "హోమ్",
  breadcrumbLabel: "మీరు ఉన్న చోటు",

  source: "ఆధారం",
  sourceMarkLabel: (number: number, name: string) => `ఆధారం ${number}: ${name}`,
  rate: (rupees: string, unit: string) => `${unit}కు ₹${rupees}`,
  rateShort: (rate: string, date: string) => `రూపాయి మొత్తాలు ${rate} రేటుతో (${date}); మీ బ్యాంక్ రేటు వేరుగా ఉంటుంది.`,
  effectiveFrom: "అమలు తేదీ",
  inForce: "అమలులో ఉంది",
  scheduled: (date: string, value: string) => `${date} నుంచి: ${value}`,
  verifiedOn: "సరిచూసిన తేదీ",
  couldNotRead: "అధికారిక పేజీని చదవలేకపోయిన తేదీ",
  indicative: "ఇంకా ధ్రువీకరించలేదు",

  intakesHeading: "ఇన్‌టేక్‌లు",
  timelineHeading: "ప్రధాన ఇన్‌టేక్‌కు సమయ ప్రణాళిక",
  universitiesHeading: "పేరున్న యూనివర్సిటీలు",
  coursesHeading: "భారతీయ విద్యార్థులు ఎక్కువగా ఎంచుకునే కోర్సులు",
  checkRegister: "అధికారిక జాబితాలో సరిచూడండి",

  costsIntro:
    "ప్రణాళిక కోసం సాధారణ శ్రేణులు, ఆ దేశపు కరెన్సీలోనూ రూపాయల్లోనూ. ఫీజులు యూనివర్సిటీ, కోర్సును బట్టి మారతాయి; అసలు మొత్తం మీ ఆఫర్ లెటర్‌లో ఉంటుంది.",
  tuitionHeading: "ట్యూషన్ ఫీజు, ఏడాదికి",
  livingHeading: "జీవన ఖర్చులు, నెలకు",
  fundsHeading: "వీసా కోసం చూపించాల్సిన డబ్బు",
  costColumns: { level: "స్థాయి", item: "రకం", local: "స్థానిక కరెన్సీ", inr: "రూపాయల్లో", city: "నగరం" },
  livingShared: "షేరింగ్ గది",
  livingStudio: "స్టూడియో",
  rateNote: (rate: string, date: string, indicative: boolean) =>
    `రూపాయి మొత్తాలు ${rate} రేటుతో: ఇది ${date} నాటి ${indicative ? "మేం నిర్ణయించిన స్థిర రేటు" : "యూరోపియన్ సెంట్రల్ బ్యాంక్ రిఫరెన్స్ రేటు"}, ప్రస్తుత మార్కెట్ రేటు కాదు; మీ బ్యాంక్ రేటు వేరుగా ఉంటుంది.`,
  estimatesNote: (date: string) => `ట్యూషన్ ఫీజు, జీవన ఖర్చుల శ్రేణులు అంచనాలు మాత్రమే; ${date}న సమీక్షించాం.`,
  calculatorButton: (country: Country) => `${locative(country.shortName)} మీ ఖర్చుల అంచనా వేయండి`,
  calculatorHint: "ఖర్చుల కాలిక్యులేటర్ ఈ దేశాన్ని ఎంచుకుని తెరుచుకుంటుంది: కోర్సు, నగరం, రుణం మార్చి చూడండి.",

  visaFeesHeading: "ఫీజులు",
  visaStepsHeading: "దశలు",
  otherVisasHeading: "పర్యాటక, వ్యాపార, కుటుంబ వీసాలు",
  officialPage: "అధికారిక పేజీ",
  checklistLink: (country: Country) => `${country.shortName} వీసాకు మీ డాక్యుమెంట్ల చెక్‌లిస్ట్`,
  plannerLink: (country: Country) => `${locative(country.inSentence)} చదువుకు తేదీలతో మీ టైమ్‌లైన్`,
  feeColumns: { fee: "ఫీజు", amount: "మొత్తం", effective: "అమలు తేదీ", source: "ఆధారం" },

  workDuringHeading: "చదువుతున్నప్పుడు",
  workAfterHeading: "చదువు పూర్తయ్యాక",
  stateSchemesHeading: "ఆంధ్రప్రదేశ్, తెలంగాణ పథకాలు",
  emiPreviewHeading: "EMI (నెలవారీ వాయిదా) ఉదాహరణ",
  emiPreview: (amount: string, rate: number, years: number, emi: string) =>
    `${oblique(amount)} రుణాన్ని ఏడాదికి ${rate}% వడ్డీతో ${years} ఏళ్లలో తిరిగి చెల్లిస్తే, EMIలు మొదలయ్యాక నెలకు సుమారు ${emi} అవుతుంది.`,
  emiPreviewNote: "వడ్డీ రేట్లు రుణం ఇచ్చే సంస్థ, హామీగా పెట్టే ఆస్తి, మీ సహ-దరఖాస్తుదారు వివరాలను బట్టి మారతాయి.",
  loanOptionsButton: "మీ రుణ అవకాశాలు చూడండి",
  loanCalculatorLink: "ఇతర మొత్తాలను ఖర్చుల కాలిక్యులేటర్‌లో చూడండి",

  sourcesIntro:
    "పై అంకెలు వచ్చిన ప్రతి పేజీ ఇక్కడ ఒక్కసారే ఉంది, అంకెల పక్కన ఉన్న [1], [2]… గుర్తుల సంఖ్యలతో; మేము చివరిసారి సరిచూసిన తేదీ, ఆ పేజీ ఇచ్చే అంకెలు కూడా ఉన్నాయి. నియమాలు మారుతుంటాయి: డబ్బు కట్టే ముందు లేదా దరఖాస్తు చేసే ముందు అధికారిక పేజీలో సరిచూసుకోండి.",
  sourcesListLabel: "సంఖ్యలు వేసిన ఆధారాలు",
  alsoReports: "ఇవి కూడా చెబుతుంది",
  officialLinksHeading: "అధికారిక పేజీలు",

  enquiryIntro:
    "మీ ప్రణాళికల గురించి చెప్పండి; ఒక పని దినం లోపు కౌన్సెలర్ మీకు కాల్ చేసి యూనివర్సిటీలు, ఖర్చులు, రుణాలు, వీసా గురించి మీతో మాట్లాడతారు. కౌన్సెలింగ్ ఉచితం; వీసాకు గానీ అడ్మిషన్‌కు గానీ మేము ఎప్పుడూ హామీ ఇవ్వము.",
  enquiryHeading: "ఉచిత కౌన్సెలింగ్ పొందండి",
  enquirySubmit: "కాల్ బ్యాక్ కోరండి",
  enquiryComments: (country: Country) => `నేను ${locative(country.inSentence)} చదవాలనుకుంటున్నాను.`,
} as const satisfies WordsOf<typeof en.countryPageText>;
