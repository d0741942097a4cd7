/** కెనడా: the Telugu twin of the Canada facts. The figures, dates, sources and costs are the English module's. */
import { buildDate } from "~/content/countries/schedule";
import type { IsoDate } from "~/content/countries/types";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/canada/facts";
import { translateFigures } from "../figure-words";

type English = ReturnType<typeof en.canadaFactsOn>;

const PGWP_RULES =
  "PGWPకి సంబంధించిన భాషా నియమాలు, చదివే రంగం నియమాలు 2024, 2025 సంవత్సరాల్లో మారాయి; దరఖాస్తు చేసే ముందు IRCCలో తాజా నియమాలు చూసుకోండి.";
const FEES = "IRCC: స్టడీ పర్మిట్ ఫీజుల జాబితా";
const FUNDS = "Government of Canada: నిధుల రుజువు";
const PGWP = "Government of Canada: పోస్ట్-గ్రాడ్యుయేషన్ వర్క్ పర్మిట్";
const PGWP_ELIGIBILITY = "Government of Canada: PGWPకి అర్హత";

/** The living-cost funds' label for the number of people coming (the English figure's own count). */
const fundsLabel = (people: number) =>
  people === 1
    ? "జీవన ఖర్చులకు చూపించాల్సిన నిధులు, విద్యార్థి ఒక్కరే వస్తే (క్యూబెక్ బయట)"
    : `జీవన ఖర్చులకు చూపించాల్సిన నిధులు, కుటుంబంలో ${people} మంది వస్తే (క్యూబెక్ బయట)`;

const figureWords = {
  studyVisaFee: { label: "స్టడీ పర్మిట్ ఫీజు", sourceName: FEES },
  biometricsFee: { label: "ఒక్కొక్కరికి బయోమెట్రిక్స్ ఫీజు", sourceName: FEES },
  biometricsFamilyMax: {
    label: "కుటుంబం అంతా కలిసి దరఖాస్తు చేస్తే బయోమెట్రిక్స్ ఫీజు (గరిష్ఠం)",
    sourceName: FEES,
  },
  proofOfFunds: { label: fundsLabel(1), sourceName: FUNDS },
  proofOfFunds2: { label: fundsLabel(2), sourceName: FUNDS },
  proofOfFunds3: { label: fundsLabel(3), sourceName: FUNDS },
  proofOfFunds4: { label: fundsLabel(4), sourceName: FUNDS },
  workHours: {
    label: "తరగతులు జరిగే కాలంలో క్యాంపస్ బయట పని",
    sourceName: "Government of Canada: అంతర్జాతీయ విద్యార్థులు క్యాంపస్ బయట పని చేయడం",
    secondaryName: "Mondaq (Gowling WLG): నవంబర్ 2024 నుంచి క్యాంపస్ బయట పని పరిమితి",
  },
  postStudyWork: {
    label: "మాస్టర్స్ డిగ్రీ లేదా అంతకంటే ఎక్కువ కాలం కోర్సు తర్వాత పోస్ట్-గ్రాడ్యుయేషన్ వర్క్ పర్మిట్ (PGWP) (గరిష్ఠంగా)",
    sourceName: PGWP,
    secondaryName: "CIC News: మాస్టర్స్ పూర్తి చేసినవారికి అత్యధిక కాలం పర్మిట్",
  },
  pgwpMinProgramme: {
    label: "PGWPకి దారి తీసే అతి తక్కువ కోర్సు వ్యవధి (అత్యధిక కాలం పర్మిట్‌కు మాస్టర్స్ కోర్సు కనీస వ్యవధి కూడా ఇదే)",
    sourceName: PGWP,
  },
  pgwpLongProgramme: {
    label: "PGWP అత్యధిక కాలానికి చేరడానికి కోర్సు ఉండాల్సిన వ్యవధి",
    sourceName: PGWP,
  },
  pgwpLanguageUniversity: {
    label: "యూనివర్సిటీ డిగ్రీ పూర్తి చేసినవారికి PGWP కోసం కావాల్సిన భాషా స్థాయి (CLB)",
    sourceName: PGWP_ELIGIBILITY,
    secondaryName: "Business Today: గ్రాడ్యుయేట్లకు కెనడా కొత్త భాషా నియమాలు",
    indicative: PGWP_RULES,
  },
  pgwpLanguageCollege: {
    label: "కాలేజీ కోర్సు పూర్తి చేసినవారికి PGWP కోసం కావాల్సిన భాషా స్థాయి (CLB)",
    sourceName: PGWP_ELIGIBILITY,
    indicative: PGWP_RULES,
  },
} as const satisfies Record<keyof English["figures"], unknown>;

/** Canada's data as it stands on `today`, in Telugu. */
export function canadaFactsOn(today: IsoDate) {
  const facts = en.canadaFactsOn(today);
  const { costs, funds } = facts;
  const [major, other] = costs.cityBands;
  const [ugUniversity] = costs.tuition.ug;
  const [pgUniversity, pgCollege] = costs.tuition.pg;
  const [phdUniversity] = costs.tuition.phd;
  const [medicalExam, deposit] = costs.extras;
  const figures = translateFigures(facts.figures, figureWords);
  return {
    ...facts,
    name: "కెనడా",
    shortName: "కెనడా",
    inSentence: "కెనడా",
    figures,
    costs: {
      ...costs,
      cityBands: [
        { ...major, label: "టొరంటో లేదా వాంకూవర్" },
        { ...other, label: "ఇతర నగరాలు" },
      ],
      tuition: {
        ug: [{ ...ugUniversity, label: "యూనివర్సిటీ బ్యాచిలర్స్ డిగ్రీ" }],
        pg: [
          { ...pgUniversity, label: "యూనివర్సిటీ మాస్టర్స్ డిగ్రీ" },
          { ...pgCollege, label: "కాలేజీ పోస్ట్‌గ్రాడ్యుయేట్ సర్టిఫికెట్" },
        ],
        phd: [{ ...phdUniversity, label: "యూనివర్సిటీ పీహెచ్‌డీ" }],
      },
      insurance: {
        ...costs.insurance,
        label: "ఆరోగ్య బీమా (ప్రావిన్స్ ప్లాన్ లేదా యూనివర్సిటీ ప్లాన్)",
        note: "అంచనా: కవరేజీ, ధర ప్రావిన్స్‌ను, యూనివర్సిటీని బట్టి మారతాయి.",
      },
      extras: [
        {
          ...medicalExam,
          label: "ప్యానెల్ ఫిజీషియన్ దగ్గర ఇమ్మిగ్రేషన్ వైద్య పరీక్ష",
          note: "అంచనా: భారతదేశం నుంచి దరఖాస్తు చేసే చాలామందికి ఇది అవసరం; ఫీజును క్లినిక్ నిర్ణయిస్తుంది.",
        },
        {
          ...deposit,
          label: "వసతి డిపాజిట్",
          note: "అంచనా: ఇంట్లోకి మారే ముందే ఇంటి యజమానులు సాధారణంగా డిపాజిట్ అడుగుతారు.",
        },
      ],
    },
    funds: {
      ...funds,
      holdFor:
        "స్టడీ పర్మిట్‌కు దరఖాస్తు చేసేటప్పుడు చూపించాలి. IRCC ఈ మొత్తాలను ప్రతి సంవత్సరం మారుస్తుంది, కాబట్టి దరఖాస్తు చేసే ముందు తాజా పట్టిక చూసుకోండి.",
      explanation: "మీతో వచ్చే ప్రతి ఒక్కరికీ కలిపి జీవన ఖర్చుల మొత్తం, దానితో పాటు మొదటి సంవత్సరం ట్యూషన్ ఫీజు, ప్రయాణ ఖర్చులు చూపించండి.",
      toShow: { ...funds.toShow, figures: [figures.proofOfFunds] },
    },
  } as const;
}

export const canadaFacts = canadaFactsOn(buildDate);

export type SameShape = TwinOf<typeof import("../../../countries/canada/facts"), typeof import("./facts")>;
