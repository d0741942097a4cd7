/**
 * The Telugu twin of app/content/countries/india.ts: the India-side figures (TCS, the deduction of
 * education-loan interest) with Telugu labels and source names, their explanations, and the departure
 * airports. Every figure, date and address is the English module's.
 */
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../countries/india";
import type { Figure, IsoDate } from "../../countries/types";
import { formatFigure, formatInrShort } from "~/words/te/countries/format";
import type * as self from "./india";
import { oblique } from "./translation";

export type { DepartureAirport } from "../../countries/india";

type FigureKey = keyof typeof en.indiaFigures;

const TCS_NAME = "ఆదాయపు పన్ను శాఖ: TCS, సెక్షన్ 394(1), ఆదాయపు పన్ను చట్టం, 2025 (ఆర్థిక చట్టం 2026)";
const TCS_FAQ_COPY = "ABC Aus: TCS రేట్లపై ఆదాయపు పన్ను శాఖ ఇచ్చిన ప్రశ్నలు-జవాబుల ప్రతి";

/** Each figure's words: what it is, and the names of its pages (in the order of `sourcesOf`). */
const figureText: Record<FigureKey, { label: string; sourceName: string; secondaryName: string }> = {
  tcsRateOtherFunds: {
    label: "విద్య కోసం మీ సొంత డబ్బు నుండి విదేశాలకు పంపే మొత్తంపై TCS, పరిమితి దాటిన మొత్తంపై",
    sourceName: TCS_NAME,
    secondaryName: TCS_FAQ_COPY,
  },
  tcsThreshold: {
    label: "ప్రతి ఆర్థిక సంవత్సరంలో TCS లేకుండా విద్య కోసం విదేశాలకు పంపగలిగే మొత్తం",
    sourceName: TCS_NAME,
    secondaryName: TCS_FAQ_COPY,
  },
  tcsRateLoan: {
    label: "నిర్దేశిత ఆర్థిక సంస్థ ఇచ్చిన రుణం నుండి విద్య కోసం విదేశాలకు పంపే మొత్తంపై TCS",
    sourceName: TCS_NAME,
    secondaryName: "Business Standard: 1 ఏప్రిల్ 2025 నుండి విదేశాలకు పంపే డబ్బుపై TCS",
  },
  educationLoanDeductionYears: {
    label: "విద్యా రుణం వడ్డీపై మినహాయింపు పొందగలిగే పన్ను సంవత్సరాలు: సెక్షన్ 129, ఆదాయపు పన్ను చట్టం, 2025 (గతంలో 80E)",
    sourceName: "ఆదాయపు పన్ను శాఖ: ఆదాయపు పన్ను చట్టం, 2025, సెక్షన్ 129",
    secondaryName: "ఆదాయపు పన్ను చట్టం, 2025లోని సెక్షన్ 129 పాఠం",
  },
};

function inTelugu(key: FigureKey, figure: Figure): Figure {
  const text = figureText[key];
  return {
    ...figure,
    label: text.label,
    sourceName: text.sourceName,
    ...(figure.secondary ? { secondary: { ...figure.secondary, name: text.secondaryName } } : {}),
  };
}

/** India's figures as they stand on `today`. */
export function indiaFiguresOn(today: IsoDate): ReturnType<typeof en.indiaFiguresOn> {
  const figures = en.indiaFiguresOn(today);
  return Object.fromEntries(
    (Object.keys(figures) as FigureKey[]).map((key) => [key, inTelugu(key, figures[key])]),
  ) as ReturnType<typeof en.indiaFiguresOn>;
}

export const indiaFigures = Object.fromEntries(
  (Object.keys(en.indiaFigures) as FigureKey[]).map((key) => [key, inTelugu(key, en.indiaFigures[key])]),
) as typeof en.indiaFigures;

const threshold = formatInrShort(indiaFigures.tcsThreshold.value);

/** Explanations shown beside the India-side figures. */
export const indiaNotes = {
  tcs: `TCS అదనపు ఖర్చు కాదు: ఇది ముందుగానే వసూలు చేసే పన్ను; రిటర్న్ ఫైల్ చేసినప్పుడు దాన్ని మీ ఆదాయపు పన్నులో సర్దుబాటు చేసుకోవచ్చు, లేదా రీఫండ్‌గా తిరిగి పొందవచ్చు. ${oblique(threshold)} పరిమితి ఒక్కో వ్యక్తికి, ఒక్కో ఆర్థిక సంవత్సరానికి, సరళీకృత విదేశీ చెల్లింపుల పథకం (లిబరలైజ్డ్ రెమిటెన్స్ స్కీమ్) కింద పంపే డబ్బు అంతటికీ కలిపి వర్తిస్తుంది.`,
  section80e: `ఆదాయపు పన్ను చట్టం, 2025లోని సెక్షన్ 129 (గతంలో సెక్షన్ 80E) ప్రకారం, మీ కోసం, మీ జీవిత భాగస్వామి, మీ పిల్లలు లేదా మీ సంరక్షణలో ఉన్న విద్యార్థి కోసం బ్యాంకు, ప్రభుత్వం గుర్తించిన సంస్థ లేదా ఆమోదం పొందిన ధార్మిక సంస్థ నుండి తీసుకున్న విద్యా రుణంపై కట్టే వడ్డీ మొత్తాన్నీ ఎలాంటి పరిమితి లేకుండా ఆదాయం నుండి మినహాయించుకోవచ్చు (గరిష్ట కాలం: ${formatFigure(indiaFigures.educationLoanDeductionYears)}); అసలుకు ఈ మినహాయింపు లేదు. కొత్త పన్ను విధానంలో (ఇప్పుడు అదే డిఫాల్ట్) ఇది వర్తించదు.`,
  section80eIndicative: "కొత్త పన్ను విధానంలో ఈ మినహాయింపు లేదన్నది సాధారణంగా తెలిసిన విషయం; ఇక్కడ ఏ ఆధారంతోనూ సరిచూడలేదు.",
} as const;

const airportNames: Record<en.DepartureAirport, string> = {
  hyd: "హైదరాబాద్",
  vga: "విజయవాడ",
  vtz: "విశాఖపట్నం",
};

/** Airports near our offices, named in Telugu (fares from Vijayawada and Visakhapatnam add a connection). */
export const departureAirports: typeof en.departureAirports = en.departureAirports.map((airport) => ({
  ...airport,
  label: airportNames[airport.id],
}));

export type SameShape = TwinOf<typeof en, typeof self>;
