/**
 * అమెరికా: the Telugu words of app/content/countries/usa/facts.ts. Every figure, date, source address and
 * cost comes from the English module; this one gives the labels, notes, source names and the rule in words.
 */
import { formatLongDate } from "~/content/countries/format";
import { buildDate } from "~/content/countries/schedule";
import { type FigureWords, sourceNameTable, withFigureWords } from "../translation";
import type { Figure, IsoDate } from "~/content/countries/types";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/usa/facts";
import type * as self from "./facts";

export { usaRuleDates } from "../../../countries/usa/facts";

type English = ReturnType<typeof en.usaFactsOn>;
type FigureId = keyof English["figures"];

/** The day a figure took effect, as its note names it. */
function since(figure: Figure): string {
  if (!figure.effectiveFrom) throw new Error(`${figure.label} has no date it took effect`);
  return formatLongDate(figure.effectiveFrom);
}

const figureWords: Record<FigureId, FigureWords> = {
  studyVisaFee: {
    label: "F-1 వీసా దరఖాస్తు (MRV) ఫీజు",
    indicative: (figure) =>
      `ఈ ఫీజు అమల్లోకి వచ్చిన తేదీపై ఆధారాలు వేరువేరుగా చెబుతున్నాయి (${formatLongDate(en.usaRuleDates.visaFeeOtherStart)} లేదా ${since(figure)}); మొత్తం మాత్రం ఒకటే.`,
  },
  visitorVisaFee: { label: "B1/B2 సందర్శక, వ్యాపార వీసా (MRV) ఫీజు" },
  sevisFee: { label: "SEVIS I-901 ఫీజు (స్టూడెంట్ వీసాలకు)" },
  visaIntegrityFee: {
    label: "వీసా ఇంటెగ్రిటీ ఫీజు (జారీ అయిన ప్రతి వీసాకు; నిబంధనలన్నీ కచ్చితంగా పాటిస్తేనే తిరిగి వస్తుంది)",
    indicative: `${formatLongDate(en.usaRuleDates.integrityFeeSignedOn)}న ఇది చట్టమైంది (విద్యార్థులకు, సందర్శకులకు), కానీ ఎప్పటి నుంచి వసూలు చేస్తారో స్పష్టత లేదు; అమెరికా రాయబార కార్యాలయంతో సరిచూసుకోండి.`,
  },
  visaIssueDaysBefore: { label: "I-20లోని ప్రారంభ తేదీకి ఎంత ముందుగా F-1 వీసా జారీ చేయవచ్చు" },
  entryDaysBefore: { label: "కోర్సు ప్రారంభ తేదీకి ఎంత ముందుగా అమెరికాలో అడుగుపెట్టవచ్చు (రోజులు)" },
  workHours: { label: "తరగతులు జరిగే కాలంలో క్యాంపస్‌లో పని" },
  postStudyWork: { label: "చదువు పూర్తయ్యాక OPT (ఆప్షనల్ ప్రాక్టికల్ ట్రైనింగ్)" },
  stemOptExtension: { label: "STEM OPT పొడిగింపు (E-Verify ఉన్న యజమాని, I-983 ఫారం)" },
  h1bNewPetitionFee: {
    label: "అమెరికా బయట ఉన్న ఉద్యోగుల కొత్త H-1B పిటిషన్లకు ఫీజు (అమెరికాలోనే F-1 నుంచి H-1Bకి మారేవారికి కాదు)",
  },
};

/** Source names by their English name: the publisher stays in Latin script, the page's subject in Telugu. */
const sourceNames = sourceNameTable([
  { name: "U.S. Department of State: Student visa", translation: "travel.state.gov: స్టూడెంట్ వీసా" },
  { name: "U.S. Department of State: Fees for Visa Services", translation: "travel.state.gov: వీసా సేవల ఫీజులు" },
  {
    name: "Harvard International Office: F-1 visa applications",
    translation: "Harvard International Office: F-1 వీసా దరఖాస్తులు",
  },
  {
    name: "U.S. Immigration and Customs Enforcement: SEVP fees",
    translation: "ICE (అమెరికా ఇమ్మిగ్రేషన్, కస్టమ్స్ విభాగం): SEVP ఫీజులు",
  },
  { name: "NAFSA: Visa integrity fee", translation: "NAFSA: వీసా ఇంటెగ్రిటీ ఫీజు" },
  {
    name: "Study in the States (DHS): working as an F-1 student",
    translation: "Study in the States (DHS): F-1 విద్యార్థులు చేయగల పని",
  },
  { name: "Gettysburg College: F-1 employment", translation: "Gettysburg College: F-1 విద్యార్థుల ఉద్యోగాలు" },
  { name: "USCIS: OPT for F-1 students", translation: "USCIS: F-1 విద్యార్థులకు OPT" },
  { name: "USCIS: STEM OPT extension", translation: "USCIS: STEM OPT పొడిగింపు" },
  {
    name: "USCIS: H-1B specialty occupations (proclamation guidance of 20 October 2025)",
    translation: "USCIS: H-1B ఉద్యోగాలు (అధ్యక్షుడి ప్రకటనపై మార్గదర్శకాలు)",
  },
  { name: "Mondaq: USCIS update to the H-1B proclamation", translation: "Mondaq: H-1B ప్రకటనపై USCIS తాజా వివరణ" },
]);

const cityBands = {
  high: "ఖర్చు ఎక్కువ ఉండే నగరం (న్యూయార్క్, బోస్టన్, బే ఏరియా)",
  average: "చాలా యూనివర్సిటీ పట్టణాలు",
} as const;
const publicFee = "ప్రభుత్వ (పబ్లిక్) యూనివర్సిటీ (రాష్ట్రం బయటివారి ఫీజు)";
const privateFee = "ప్రైవేట్ యూనివర్సిటీ";
const phdFees = {
  funded: "నిధులతో కూడిన సీటు (అసిస్టెంట్‌షిప్‌తో ట్యూషన్ మినహాయింపు)",
  unfunded: "నిధులు లేని సీటు",
} as const;

/** అమెరికా వివరాలు, `today` నాటికి అమల్లో ఉన్నట్టు. */
export function usaFactsOn(today: IsoDate) {
  const base = en.usaFactsOn(today);
  const ids = Object.keys(base.figures) as FigureId[];
  const f = Object.fromEntries(
    ids.map((id) => [id, withFigureWords(base.figures[id], figureWords[id], sourceNames)]),
  ) as Record<FigureId, Figure>;
  const [high, average] = base.costs.cityBands;
  const [ugPublic, ugPrivate] = base.costs.tuition.ug;
  const [pgPublic, pgPrivate] = base.costs.tuition.pg;
  const [funded, unfunded] = base.costs.tuition.phd;
  const [deposit] = base.costs.extras;
  return {
    ...base,
    name: "అమెరికా",
    shortName: "అమెరికా",
    inSentence: "అమెరికా",
    figures: f,
    costs: {
      ...base.costs,
      cityBands: [
        { ...high, label: cityBands[high.id] },
        { ...average, label: cityBands[average.id] },
      ],
      tuition: {
        ug: [
          { ...ugPublic, label: publicFee },
          { ...ugPrivate, label: privateFee },
        ],
        pg: [
          { ...pgPublic, label: publicFee },
          { ...pgPrivate, label: privateFee },
        ],
        phd: [
          { ...funded, label: phdFees[funded.id] },
          { ...unfunded, label: phdFees[unfunded.id] },
        ],
      },
      insurance: {
        ...base.costs.insurance,
        label: "యూనివర్సిటీ ఆరోగ్య బీమా ప్లాన్",
        note: "అంచనా మాత్రమే: చాలా యూనివర్సిటీలు తమ సొంత ప్లాన్ లేదా దానికి సమానమైన బీమా తప్పనిసరి చేస్తాయి; ధరను ప్రతి యూనివర్సిటీ నిర్ణయిస్తుంది.",
      },
      extras: [
        {
          ...deposit,
          label: "వసతి డిపాజిట్",
          note: "అంచనా మాత్రమే: ఇంటి యజమానులు సాధారణంగా డిపాజిట్ అడుగుతారు, తరచూ ఒక నెల అద్దె.",
        },
      ],
    },
    funds: {
      ...base.funds,
      holdFor: "మొదటి సంవత్సరానికి, I-20లో ఉన్నట్టు, వెంటనే వాడుకోగలిగే నిధులుగా చూపించాలి (బ్యాంక్ లేఖలు, రుణ మంజూరు లేఖ, స్కాలర్‌షిప్).",
      explanation:
        "యూనివర్సిటీ ఇచ్చే I-20లో మొదటి సంవత్సరం మొత్తం ఖర్చు (కాస్ట్ ఆఫ్ అటెండెన్స్) ఉంటుంది; దాన్ని భరించగల నిధులు మీరు చూపించాలి. కాలిక్యులేటర్ చూపే మొత్తం ఆ ఖర్చుకు అంచనా మాత్రమే.",
    },
  } as const;
}

export const usaFacts = usaFactsOn(buildDate);

export type SameShape = TwinOf<typeof en, typeof self>;
