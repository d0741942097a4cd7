/**
 * The Telugu twin of app/content/countries/germany/facts.ts: the same figures, dates, sources and planning
 * estimates (taken from the English module as they stand on the same day), with Telugu labels, notes and
 * source names. A source's publisher keeps its own name in Latin script (docs/glossary-te.md).
 */
import { formatFigure } from "~/content/countries/format";
import { buildDate } from "~/content/countries/schedule";
import type { Figure, IsoDate } from "~/content/countries/types";
import type { Twin, TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/germany/facts";

type EnglishFacts = ReturnType<typeof en.germanyFactsOn>;
type FigureKey = keyof EnglishFacts["figures"];
type Figures = EnglishFacts["figures"];

/** What stays "బ్లాక్డ్ అకౌంట్" on every page, explained once where the funds rule is given. */
const BLOCKED_WATCH =
  "2026/27 శీతాకాల సెమిస్టర్‌కు ప్రతిపాదించిన BAföG (జర్మనీ ప్రభుత్వ విద్యార్థి సాయం) పెంపుతో ఈ మొత్తం పెరగవచ్చు; డబ్బు జమ చేసే ముందు జర్మన్ కాన్సులేట్‌ను అడిగి నిర్ధారించుకోండి.";

/** Each figure's label, and its reason for being indicative where the English figure gives one. */
const figureTexts: Record<FigureKey, { label: string; indicative?: string }> = {
  studyVisaFee: { label: "జర్మనీ స్టూడెంట్ వీసా (నేషనల్ వీసా) ఫీజు" },
  proofOfFunds: {
    label: "మొదటి సంవత్సరానికి బ్లాక్డ్ అకౌంట్‌లో జమ చేయాల్సిన మొత్తం",
    indicative: BLOCKED_WATCH,
  },
  blockedMonthly: {
    label: "బ్లాక్డ్ అకౌంట్ నుంచి ప్రతి నెలా మీకు విడుదలయ్యే మొత్తం",
    indicative: BLOCKED_WATCH,
  },
  blockedMonths: { label: "బ్లాక్డ్ అకౌంట్‌లో ఉండాల్సిన జీవన ఖర్చుల నెలలు (మొదటి సంవత్సరం)" },
  healthInsuranceMonthly: {
    label: "చట్టబద్ధమైన విద్యార్థి ఆరోగ్య, సంరక్షణ బీమా (TK, 30 ఏళ్ల లోపు, 14వ సెమిస్టర్ వరకు)",
    indicative:
      "TK 2026 అదనపు రేటు (Stuttgarter Zeitung) ఆధారంగా మేము లెక్కించిన మొత్తం, TK సొంత పట్టిక కాదు; 23 ఏళ్లు నిండి పిల్లలు లేనివారికి ఎక్కువ మొత్తం వర్తిస్తుంది.",
  },
  semesterContribution: {
    label: "పబ్లిక్ యూనివర్సిటీలో సెమిస్టర్ కంట్రిబ్యూషన్ (విద్యార్థి సేవలు, విద్యార్థి సంఘం, తరచూ ప్రయాణ టికెట్ కూడా)",
    indicative: "ప్రతి యూనివర్సిటీ తన కంట్రిబ్యూషన్‌ను తానే నిర్ణయిస్తుంది; ఇది సాధారణంగా ఉండే పరిధి.",
  },
  tumTuitionBachelor: {
    label: "TUMలో కొత్తగా చేరే ఈయూ బయటి దేశాల విద్యార్థులకు ట్యూషన్ ఫీజు, బ్యాచిలర్స్ కోర్సులు",
  },
  tumTuitionMaster: {
    label: "TUMలో కొత్తగా చేరే ఈయూ బయటి దేశాల విద్యార్థులకు ట్యూషన్ ఫీజు, మాస్టర్స్ కోర్సులు",
  },
  bwTuitionPerSemester: {
    label: "బాడెన్-వ్యూర్టెంబర్గ్ పబ్లిక్ యూనివర్సిటీల్లో (ఉదా. Heidelberg University, KIT) ఈయూ బయటి దేశాల విద్యార్థులకు ట్యూషన్ ఫీజు",
    indicative: "ఈ ఫీజును తొలగిస్తామని రాష్ట్రంలోని అధికార పార్టీలు ప్రకటించాయి; చట్టం మారే వరకు మంత్రిత్వ శాఖ పేజీ ఇదే మొత్తాన్ని చూపుతోంది.",
  },
  workDaysFull: { label: "ఉపాధి సంస్థ అనుమతి లేకుండా ఏడాదిలో పని చేయగల పూర్తి రోజులు" },
  workDaysHalf: { label: "లేదా ఏడాదిలో సగం రోజుల పని" },
  workHours: { label: "లేదా తరగతులు జరిగే కాలంలో పని" },
  postStudyWork: { label: "చదువు పూర్తయ్యాక ఉద్యోగం వెతుక్కోవడానికి నివాస అనుమతి (రెసిడెన్స్ పర్మిట్)" },
  minimumWage: { label: "చట్టబద్ధమైన కనీస వేతనం" },
};

/**
 * Source names by their English wording, so a source that a scheduled change brings in must be given
 * in Telugu too (a missing one stops the build instead of showing English).
 */
const sourceNames: Record<string, string> = {
  "Federal Foreign Office: blocked account for students": "Federal Foreign Office: విద్యార్థుల బ్లాక్డ్ అకౌంట్",
  "Federal Foreign Office: visa service": "Federal Foreign Office: వీసా సేవలు",
  "Welcome Center Germany: visa application and fees": "Welcome Center Germany: వీసా దరఖాస్తు, ఫీజులు",
  "Techniker Krankenkasse: contribution for foreign students":
    "Techniker Krankenkasse: విదేశీ విద్యార్థులు కట్టాల్సిన బీమా చందా",
  "Stuttgarter Zeitung: TK's additional contribution rate for 2026":
    "Stuttgarter Zeitung: 2026లో TK అదనపు చందా రేటు",
  "DAAD (German Academic Exchange Service): costs of study": "DAAD: చదువు ఖర్చులు",
  "TUM: tuition fees for students from non-EU countries": "TUM: ఈయూ బయటి దేశాల విద్యార్థులకు ట్యూషన్ ఫీజులు",
  "Baden-Württemberg Ministry of Science: tuition fees for international students":
    "బాడెన్-వ్యూర్టెంబర్గ్ సైన్స్ మంత్రిత్వ శాఖ: అంతర్జాతీయ విద్యార్థుల ట్యూషన్ ఫీజులు",
  "Make it in Germany (Federal Government): working while studying":
    "Make it in Germany (జర్మనీ ప్రభుత్వం): చదువుతూ పని చేయడం",
  "Make it in Germany (Federal Government): studying in Germany":
    "Make it in Germany (జర్మనీ ప్రభుత్వం): జర్మనీలో చదువు",
  "University of Potsdam: beginning a career in Germany": "University of Potsdam: జర్మనీలో కెరీర్ ప్రారంభం",
  "Federal Ministry of Labour (BMAS): minimum wage": "జర్మనీ కార్మిక మంత్రిత్వ శాఖ (BMAS): కనీస వేతనం",
  "Süddeutsche Zeitung: cabinet sets the minimum wage for 2026 and 2027":
    "Süddeutsche Zeitung: 2026, 2027 సంవత్సరాల కనీస వేతనాన్ని ఖరారు చేసిన కేబినెట్",
};

function sourceName(english: string): string {
  const telugu = sourceNames[english];
  if (telugu === undefined) throw new Error(`No Telugu name for the source "${english}"`);
  return telugu;
}

function translateFigure(key: FigureKey, figure: Figure): Figure {
  const text = figureTexts[key];
  if (Boolean(text.indicative) !== Boolean(figure.indicative)) {
    throw new Error(`The Telugu ${key} must be indicative exactly when the English one is`);
  }
  return {
    ...figure,
    label: text.label,
    sourceName: sourceName(figure.sourceName),
    ...(figure.secondary
      ? { secondary: { ...figure.secondary, name: sourceName(figure.secondary.name) } }
      : {}),
    ...(text.indicative ? { indicative: text.indicative } : {}),
    ...(figure.next?.source
      ? {
          next: {
            ...figure.next,
            source: { ...figure.next.source, name: sourceName(figure.next.source.name) },
          },
        }
      : {}),
    ...(figure.conflict
      ? {
          conflict: {
            ...figure.conflict,
            source: { ...figure.conflict.source, name: sourceName(figure.conflict.source.name) },
          },
        }
      : {}),
  };
}

function translateFigures(figures: Figures): { figures: Figures; telugu: (figure: Figure) => Figure } {
  const keys = Object.keys(figures) as FigureKey[];
  const pairs = keys.map((key) => [figures[key], translateFigure(key, figures[key])] as const);
  const byEnglish = new Map<Figure, Figure>(pairs);
  /** The Telugu twin of one of the English figures (lists such as the funds rule's refer to them). */
  const telugu = (figure: Figure) => {
    const twin = byEnglish.get(figure);
    if (twin === undefined) throw new Error(`A figure outside Germany's figures: "${figure.label}"`);
    return twin;
  };
  const translated = Object.fromEntries(keys.map((key) => [key, telugu(figures[key])]));
  return { figures: translated as Figures, telugu };
}

/** Gives each entry of a list keyed by id its Telugu label (and note), keeping the list's length and order. */
function relabel<List extends readonly { readonly id: string }[]>(
  list: List,
  texts: Readonly<Record<string, { label: string; note?: string }>>,
): Twin<List> {
  // `map` loses the tuple type the English `as const` list has; the entries and their order are the same.
  return list.map((item) => {
    const text = texts[item.id];
    if (text === undefined) throw new Error(`No Telugu text for "${item.id}"`);
    return { ...item, ...text };
  }) as unknown as Twin<List>;
}

/** A list mapped entry by entry, keeping the English list's length in its type. */
function mapList<List extends readonly Figure[]>(list: List, map: (figure: Figure) => Figure): List {
  // `map` loses the tuple type; every entry is replaced by one of the same shape.
  return list.map(map) as unknown as List;
}

const PLUS_CONTRIBUTION = "సెమిస్టర్ కంట్రిబ్యూషన్ అదనం";

function tuitionLabels(f: Figures, tumFee: Figure) {
  return {
    public: { label: "పబ్లిక్ యూనివర్సిటీ (సెమిస్టర్ కంట్రిబ్యూషన్ మాత్రమే)" },
    "public-bw": {
      label: `బాడెన్-వ్యూర్టెంబర్గ్‌లో పబ్లిక్ యూనివర్సిటీ (${formatFigure(f.bwTuitionPerSemester)}, ${PLUS_CONTRIBUTION})`,
    },
    tum: { label: `TUM, ఈయూ బయటి దేశాల విద్యార్థులు (${formatFigure(tumFee)}, ${PLUS_CONTRIBUTION})` },
    private: { label: "ప్రైవేట్ యూనివర్సిటీ" },
  };
}

/** Germany's data as it stands on `today`, in Telugu. */
export function germanyFactsOn(today: IsoDate) {
  const base = en.germanyFactsOn(today);
  const { figures: f, telugu } = translateFigures(base.figures);
  const { ug, pg, phd } = base.costs.tuition;
  return {
    ...base,
    name: "జర్మనీ",
    shortName: "జర్మనీ",
    inSentence: "జర్మనీ",
    figures: f,
    costs: {
      ...base.costs,
      cityBands: relabel(base.costs.cityBands, {
        expensive: { label: "మ్యూనిక్, ఫ్రాంక్‌ఫర్ట్ లేదా హాంబర్గ్" },
        other: { label: "ఇతర యూనివర్సిటీ నగరాలు" },
      }),
      tuition: {
        ug: relabel(ug, tuitionLabels(f, f.tumTuitionBachelor)),
        pg: relabel(pg, tuitionLabels(f, f.tumTuitionMaster)),
        phd: relabel(phd, tuitionLabels(f, f.tumTuitionMaster)),
      },
      extras: relabel(base.costs.extras, {
        aps: {
          label: "APS సర్టిఫికెట్ (భారతీయ దరఖాస్తుదారుల విద్యార్హతల పరిశీలన)",
          note: "అంచనా మాత్రమే: ఫీజును భారతదేశంలోని APS కార్యాలయం నిర్ణయిస్తుంది; APS వెబ్‌సైట్‌లో సరిచూసుకోండి.",
        },
        "blocked-account-fee": {
          label: "బ్లాక్డ్ అకౌంట్ సంస్థ తీసుకునే ప్రారంభ ఫీజు",
          note: "అంచనా మాత్రమే: ప్రతి సంస్థ తన ఫీజులు తానే నిర్ణయిస్తుంది.",
        },
        "accommodation-deposit": {
          label: "అద్దె డిపాజిట్",
          note: "అంచనా మాత్రమే: ప్రైవేట్ గదికి సాధారణంగా కొన్ని నెలల అద్దె.",
        },
      }),
    },
    funds: {
      ...base.funds,
      holdFor:
        "వీసా అపాయింట్‌మెంట్‌కు ముందే బ్లాక్డ్ అకౌంట్‌లో జమ చేయాలి; మీరు జర్మనీ చేరాక బ్యాంక్ ప్రతి నెలా నిర్ణీత మొత్తాన్ని మీకు విడుదల చేస్తుంది.",
      explanation:
        "బ్లాక్డ్ అకౌంట్ (డబ్బు జమ చేసి నెలనెలా మాత్రమే తీసుకోగలిగే ఖాతా) మొదటి సంవత్సరపు జీవన ఖర్చులకు సరిపోతుంది. ట్యూషన్ ఫీజు తీసుకునే యూనివర్సిటీల్లో (TUM, బాడెన్-వ్యూర్టెంబర్గ్, ప్రైవేట్ యూనివర్సిటీలు) ఆ ఫీజు కట్టగలరనే రుజువును కూడా కాన్సులేట్ అడగవచ్చు.",
      toShow: { ...base.funds.toShow, figures: mapList(base.funds.toShow.figures, telugu) },
    },
  };
}

export const germanyFacts = germanyFactsOn(buildDate);

export type SameShape = TwinOf<typeof import("../../../countries/germany/facts"), typeof import("./facts")>;
