/**
 * యూకే: the Telugu words of app/content/countries/uk/facts.ts. Every figure, date, source address and
 * cost comes from the English module; this one gives the labels, notes, source names and the rule in words.
 */
import { formatFigure } from "~/content/countries/format";
import { buildDate } from "~/content/countries/schedule";
import { type FigureWords, sourceNameTable, oblique as oblique, withFigureWords } from "../translation";
import type { Figure, IsoDate } from "~/content/countries/types";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/uk/facts";
import type * as self from "./facts";

export { ukHealthSurchargeFor, ukRuleDates } from "../../../countries/uk/facts";

type English = ReturnType<typeof en.ukFactsOn>;
type FigureId = keyof English["figures"];

const higherOfTwo = "ఆధారాల్లో మొత్తాలు వేరువేరుగా ఉన్నాయి; ఎక్కువ మొత్తాన్నే చూపించాం, అంత ఉంచుకుంటే సురక్షితం.";

const figureWords: Record<FigureId, FigureWords> = {
  studyVisaFee: { label: "స్టూడెంట్ వీసా ఫీజు (యూకే బయటి నుంచి దరఖాస్తు చేస్తే)" },
  ihsPerYear: { label: "ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్ (IHS), విద్యార్థుల రేటు" },
  ihsMonthsBeforeCourse: { label: "కోర్సు మొదలయ్యే ముందు వీసా వ్యవధి (దీనిపైనా IHS వసూలు చేస్తారు)" },
  ihsMonthsAfterLongCourse: { label: "ఏడాది, అంతకంటే ఎక్కువ కాలం కోర్సు తర్వాత వీసా వ్యవధి" },
  ihsMonthsAfterShortCourse: { label: "అర్ధ సంవత్సరానికి మించి ఏడాది లోపు ఉండే కోర్సు తర్వాత వీసా వ్యవధి" },
  maintenanceLondon: { label: "చూపించాల్సిన జీవన ఖర్చుల నిధులు, లండన్‌లో చదివితే", indicative: higherOfTwo },
  maintenanceOutsideLondon: {
    label: "చూపించాల్సిన జీవన ఖర్చుల నిధులు, లండన్ బయట చదివితే",
    indicative: higherOfTwo,
  },
  maintenanceMonthsCap: { label: "జీవన ఖర్చులు చూపించాల్సిన నెలలు (గరిష్ఠంగా)" },
  fundsHeldDays: { label: "డబ్బు ఖాతాలో ఉండాల్సిన రోజులు (వరుసగా)" },
  fundsWindowDays: { label: "డబ్బు ఉంచిన వ్యవధి ముగిశాక దరఖాస్తు చేయడానికి గరిష్ఠ గడువు" },
  workHours: { label: "తరగతులు జరిగే కాలంలో పని చేసే అనుమతి (డిగ్రీ స్థాయి)" },
  postStudyWork: { label: "Graduate Route (బ్యాచిలర్స్, మాస్టర్స్ పూర్తి చేసినవారికి)" },
  postStudyWorkPhd: { label: "పీహెచ్‌డీ పూర్తి చేసినవారికి Graduate Route" },
  graduateVisaFee: {
    label: "గ్రాడ్యుయేట్ వీసా ఫీజు (దీనికి అదనంగా పెద్దల రేటుతో IHS)",
    indicative: "ఈ మొత్తం ఒక ప్రైవేట్ కాలిక్యులేటర్‌లో కనిపించింది; దరఖాస్తు చేసే ముందు GOV.UKలో నిర్ధారించుకోండి.",
  },
  ihsAdultRate: { label: "ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్ (IHS), పెద్దల రేటు (గ్రాడ్యుయేట్ వీసా)" },
  visitorVisaFee: { label: "స్టాండర్డ్ విజిటర్ వీసా" },
  minimumWage: { label: "నేషనల్ లివింగ్ వేజ్: కనీస గంట వేతనం (21 ఏళ్లు, ఆపై వయసువారికి)" },
};

/** Source names by their English name: the publisher stays in Latin script, the page's subject in Telugu. */
const sourceNames = sourceNameTable([
  { name: "GOV.UK: Student visa", translation: "GOV.UK: స్టూడెంట్ వీసా" },
  { name: "GOV.UK: Student visa, money you need", translation: "GOV.UK: స్టూడెంట్ వీసాకు కావాల్సిన డబ్బు" },
  {
    name: "GOV.UK: Student visa, money you need (copy we could check)",
    translation: "GOV.UK: స్టూడెంట్ వీసాకు కావాల్సిన డబ్బు (మేము సరిచూడగలిగిన ప్రతి)",
  },
  {
    name: "University of St Andrews: Healthcare surcharge",
    translation: "University of St Andrews: హెల్త్ సర్‌చార్జ్",
  },
  {
    name: "VisaHQ: maintenance rise of 11 November 2025 (HC 1333)",
    translation: "VisaHQ: చూపించాల్సిన జీవన ఖర్చుల నిధుల పెంపు (HC 1333)",
  },
  { name: "GOV.UK: Pay for UK healthcare", translation: "GOV.UK: యూకే ఆరోగ్య సేవలకు చెల్లింపు" },
  {
    name: "University of Bath: Working with your Student visa",
    translation: "University of Bath: స్టూడెంట్ వీసాపై పని",
  },
  { name: "GOV.UK: Graduate visa", translation: "GOV.UK: గ్రాడ్యుయేట్ వీసా" },
  {
    name: "DavidsonMorris: Graduate visa cut to 18 months (statement of changes HC 1333)",
    translation: "DavidsonMorris: గ్రాడ్యుయేట్ వీసా వ్యవధి తగ్గింపు (HC 1333 నిబంధనల మార్పు)",
  },
  { name: "GOV.UK: Standard Visitor visa", translation: "GOV.UK: స్టాండర్డ్ విజిటర్ వీసా" },
  {
    name: "GOV.UK: National Minimum Wage and National Living Wage rates",
    translation: "GOV.UK: నేషనల్ మినిమమ్ వేజ్, నేషనల్ లివింగ్ వేజ్ రేట్లు",
  },
  { name: "Mondaq: new National Minimum Wage rates for April 2026", translation: "Mondaq: కొత్త కనీస వేతన రేట్లు" },
]);

const cityBands = { london: "లండన్", outside: "లండన్ బయట" } as const;
const tuition = {
  ug: "బ్యాచిలర్స్ డిగ్రీకి సాధారణ ట్యూషన్ ఫీజు",
  pg: "మాస్టర్స్ డిగ్రీకి సాధారణ ట్యూషన్ ఫీజు",
  phd: "పీహెచ్‌డీకి సాధారణ ట్యూషన్ ఫీజు",
} as const;
const extras = {
  "tb-test": {
    label: "భారతదేశంలో అనుమతి ఉన్న క్లినిక్‌లో టీబీ (క్షయ) పరీక్ష",
    note: "క్లినిక్ ఫీజు అంచనా మాత్రమే: భారతదేశం నుంచి దరఖాస్తు చేసేవారికి టీబీ పరీక్ష సర్టిఫికెట్ తప్పనిసరి.",
  },
  "accommodation-deposit": {
    label: "వసతి డిపాజిట్",
    note: "అంచనా మాత్రమే: యూనివర్సిటీ హాళ్లు, ప్రైవేట్ ఇంటి యజమానులు సాధారణంగా మీరు చేరే ముందే డిపాజిట్ అడుగుతారు.",
  },
} as const;

/** యూకే వివరాలు, `today` నాటికి అమల్లో ఉన్నట్టు (ఆ రోజుకు మారే అంకెలు మారిన విలువతో). */
export function ukFactsOn(today: IsoDate) {
  const base = en.ukFactsOn(today);
  const ids = Object.keys(base.figures) as FigureId[];
  const f = Object.fromEntries(
    ids.map((id) => [id, withFigureWords(base.figures[id], figureWords[id], sourceNames)]),
  ) as Record<FigureId, Figure>;
  /** The Telugu figure for an English one the English data lists (the funds rule's figures). */
  const same = (figure: Figure): Figure => {
    const id = ids.find((key) => base.figures[key] === figure);
    if (id === undefined) throw new Error(`${figure.label} is not one of the UK's figures`);
    return f[id];
  };
  const [london, outside] = base.costs.cityBands;
  const [ug] = base.costs.tuition.ug;
  const [pg] = base.costs.tuition.pg;
  const [phd] = base.costs.tuition.phd;
  const [tbTest, deposit] = base.costs.extras;
  const [first, second, third] = base.funds.toShow.figures;
  return {
    ...base,
    name: "యూకే",
    shortName: "యూకే",
    inSentence: "యూకే",
    figures: f,
    costs: {
      ...base.costs,
      cityBands: [
        { ...london, label: cityBands[london.id] },
        { ...outside, label: cityBands[outside.id] },
      ],
      tuition: {
        ug: [{ ...ug, label: tuition.ug }],
        pg: [{ ...pg, label: tuition.pg }],
        phd: [{ ...phd, label: tuition.phd }],
      },
      extras: [
        { ...tbTest, ...extras[tbTest.id] },
        { ...deposit, ...extras[deposit.id] },
      ],
    },
    funds: {
      holdFor: `ఈ డబ్బు మీ ఖాతాలో వరుసగా ${oblique(formatFigure(f.fundsHeldDays))} పాటు ఉండాలి; ఆ వ్యవధి ముగిసిన రోజు నుంచి మీరు దరఖాస్తు చేసే రోజుకు ${formatFigure(f.fundsWindowDays)} మించకూడదు. లండన్ అంటే సిటీ ఆఫ్ లండన్, లండన్‌లోని అన్ని బరోలు.`,
      explanation: `మొదటి సంవత్సరం ట్యూషన్ ఫీజు (లేదా డిపాజిట్ కట్టాక మిగిలిన మొత్తం, మీ CASలో ఉన్నట్టు), దానితో పాటు గరిష్ఠంగా ${oblique(formatFigure(f.maintenanceMonthsCap))} జీవన ఖర్చులు చూపించాలి.`,
      toShow: { ...base.funds.toShow, figures: [same(first), same(second), same(third)] },
    },
  } as const;
}

export const ukFacts = ukFactsOn(buildDate);

export type SameShape = TwinOf<typeof en, typeof self>;
