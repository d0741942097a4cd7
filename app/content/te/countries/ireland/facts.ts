/** ఐర్లాండ్: the Telugu twin of the Ireland facts. The figures, dates, sources and costs are the English module's. */
import { formatFigure, formatMoney } from "~/content/countries/format";
import { buildDate } from "~/content/countries/schedule";
import type { IsoDate } from "~/content/countries/types";
import { formatLongDate } from "~/i18n/format";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/ireland/facts";
import { translateFigures } from "../figure-words";

type English = ReturnType<typeof en.irelandFactsOn>;

const STUDY = "Irish Immigration Service: ఐర్లాండ్‌లో చదువుకోవడానికి రావడం";
const WORK_SECONDARY = "Migrant.ie: Stamp 2 అనుమతితో పని";
const STAMP = "Irish Immigration Service: థర్డ్ లెవెల్ గ్రాడ్యుయేట్ ప్రోగ్రామ్ (Stamp 1G)";
const STAMP_SECONDARY = "University College Dublin: థర్డ్ లెవెల్ గ్రాడ్యుయేట్ ప్రోగ్రామ్ (Stamp 1G)";

const figureWords = {
  studyVisaFee: { label: "స్టడీ వీసా (డీ టైప్) ఫీజు, సింగిల్ ఎంట్రీ", sourceName: STUDY },
  multiEntryVisaFee: { label: "వీసా ఫీజు, మల్టిపుల్ ఎంట్రీ", sourceName: STUDY },
  visitorVisaFee: {
    label: "స్వల్పకాల (సీ టైప్) విజిటర్ లేదా బిజినెస్ వీసా, సింగిల్ ఎంట్రీ",
    sourceName: STUDY,
  },
  residencePermitFee: {
    label: "ఐరిష్ రెసిడెన్స్ పర్మిట్ రిజిస్ట్రేషన్",
    sourceName: "Irish Immigration Service: మీ ఇమ్మిగ్రేషన్ అనుమతి రిజిస్ట్రేషన్",
    secondaryName: "Dundalk Institute of Technology: ఐరిష్ రెసిడెన్స్ పర్మిట్",
  },
  proofOfFunds: {
    label: "ఫీజులు కాకుండా, చదువుకునే ప్రతి సంవత్సరానికి చూపించాల్సిన నిధులు",
    sourceName: STUDY,
    secondaryName: "Education in Ireland: స్టూడెంట్ వీసాలు",
  },
  bankStatementMonths: {
    label: "దరఖాస్తుకు ముందు ఎంత కాలం బ్యాంక్ స్టేట్‌మెంట్లు చూపించాలి",
    sourceName: STUDY,
    secondaryName: "Education in Ireland: స్టూడెంట్ వీసాకు దరఖాస్తు",
  },
  insuranceMinimumCover: {
    label: "మొదటి సంవత్సరానికి అంగీకరించే ప్రయాణ బీమా కనీస కవరేజీ (ప్రమాదాలకు, మళ్లీ అంతే వ్యాధులకు)",
    sourceName: "Irish Immigration Service: ప్రైవేట్ వైద్య బీమా",
  },
  workHours: {
    label: "తరగతులు జరిగే కాలంలో పని చేసే అనుమతి",
    sourceName: STUDY,
    secondaryName: WORK_SECONDARY,
  },
  workHoursHolidays: {
    label: "జూన్ నుంచి సెప్టెంబర్ వరకు, డిసెంబర్ 15 నుంచి జనవరి 15 వరకు పని చేసే అనుమతి",
    sourceName: STUDY,
    secondaryName: WORK_SECONDARY,
  },
  postStudyWork: {
    label: "మాస్టర్స్ లేదా పీహెచ్‌డీ (లెవెల్ 9 లేదా అంతకు మించి) తర్వాత Stamp 1G",
    sourceName: STAMP,
    secondaryName: STAMP_SECONDARY,
  },
  postStudyWorkLevel8: {
    label: "ఆనర్స్ బ్యాచిలర్స్ డిగ్రీ (లెవెల్ 8) తర్వాత Stamp 1G",
    sourceName: STAMP,
    secondaryName: STAMP_SECONDARY,
  },
  stamp1gApplyWithinMonths: {
    label: "ఫలితాలు వచ్చాక Stamp 1Gకి దరఖాస్తు చేయాల్సిన గడువు",
    sourceName: STAMP,
    secondaryName: STAMP_SECONDARY,
  },
  minimumWage: {
    label: "జాతీయ కనీస వేతనం (20 ఏళ్లు, ఆ పైబడినవారికి)",
    sourceName: "Citizens Information (ఐర్లాండ్ ప్రభుత్వ సమాచార సేవ): కనీస వేతనం",
    secondaryName: `MSS: ${formatLongDate("2026-01-01", "te")} నుంచి జాతీయ కనీస వేతనం`,
  },
} as const satisfies Record<keyof English["figures"], unknown>;

/** Ireland's data as it stands on `today`, in Telugu. */
export function irelandFactsOn(today: IsoDate) {
  const facts = en.irelandFactsOn(today);
  const { costs, funds } = facts;
  const [dublin, outside] = costs.cityBands;
  const [ug] = costs.tuition.ug;
  const [pg] = costs.tuition.pg;
  const [phd] = costs.tuition.phd;
  const [deposit] = costs.extras;
  const f = translateFigures(facts.figures, figureWords);
  return {
    ...facts,
    name: "ఐర్లాండ్",
    shortName: "ఐర్లాండ్",
    inSentence: "ఐర్లాండ్",
    figures: f,
    costs: {
      ...costs,
      cityBands: [
        { ...dublin, label: "డబ్లిన్" },
        { ...outside, label: "డబ్లిన్ బయట" },
      ],
      tuition: {
        ug: [{ ...ug, label: "బ్యాచిలర్స్ డిగ్రీకి సాధారణ ఫీజు" }],
        pg: [{ ...pg, label: "మాస్టర్స్ డిగ్రీకి సాధారణ ఫీజు" }],
        phd: [{ ...phd, label: "పీహెచ్‌డీకి సాధారణ ఫీజు" }],
      },
      insurance: {
        ...costs.insurance,
        label: "ప్రైవేట్ వైద్య బీమా",
        note: "అంచనా: వీసాకు ఇది తప్పనిసరి; విద్యార్థి ప్లాన్‌ల ధర బీమా సంస్థను, కవరేజీని బట్టి మారుతుంది.",
      },
      extras: [
        {
          ...deposit,
          label: "వసతి డిపాజిట్",
          note: "అంచనా: ఇంటి యజమానులు సాధారణంగా ఒక నెల అద్దెను డిపాజిట్‌గా అడుగుతారు.",
        },
      ],
    },
    funds: {
      ...funds,
      holdFor: `దరఖాస్తుకు ముందు గత ${formatFigure(f.bankStatementMonths)}గా డబ్బు ఖాతాలో ఉన్నట్టు బ్యాంక్ స్టేట్‌మెంట్ ద్వారా చూపించాలి.`,
      explanation: `వీసాకు దరఖాస్తు చేసే ముందే మొదటి సంవత్సరం ఫీజులు కాలేజీకి చెల్లించండి. వాటికి అదనంగా, చదువుకునే ప్రతి సంవత్సరానికి జీవన ఖర్చుల కోసం ${formatMoney(f.proofOfFunds.value, "EUR")} చూపించండి.`,
      toShow: { ...funds.toShow, figures: [f.proofOfFunds] },
    },
  } as const;
}

export const irelandFacts = irelandFactsOn(buildDate);

export type SameShape = TwinOf<typeof import("../../../countries/ireland/facts"), typeof import("./facts")>;
