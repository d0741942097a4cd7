/** The India-side rules' words in Telugu (../../en/countries/india.ts). */
import type { WordsOf } from "../../types";
import type * as en from "../../en/countries/india";
import { oblique } from "../grammar";

export const figureLabels = {
  tcsRateOtherFunds: "విద్య కోసం మీ సొంత డబ్బు నుంచి విదేశాలకు పంపే మొత్తంపై TCS, పరిమితి దాటిన మొత్తంపై",
  tcsThreshold: "ప్రతి ఆర్థిక సంవత్సరంలో TCS లేకుండా విద్య కోసం విదేశాలకు పంపగలిగే మొత్తం",
  tcsRateLoan: "నిర్దేశిత ఆర్థిక సంస్థ ఇచ్చిన రుణం నుంచి విద్య కోసం విదేశాలకు పంపే మొత్తంపై TCS",
  educationLoanDeductionYears:
    "విద్యా రుణం వడ్డీపై మినహాయింపు పొందగలిగే పన్ను సంవత్సరాలు: సెక్షన్ 129, ఆదాయపు పన్ను చట్టం, 2025 (గతంలో 80E)",
} as const satisfies WordsOf<typeof en.figureLabels>;

export const sourceNames = {
  tcs: "ఆదాయపు పన్ను శాఖ: ఆర్థిక చట్టం, 2026, ఆదాయపు పన్ను చట్టం, 2025లోని సెక్షన్ 394(1) కింద TCS",
  tcs2025: "ఆదాయపు పన్ను శాఖ: ఆర్థిక చట్టం, 2025 (TCS పరిమితి, రుణంతో పంపే డబ్బు)",
  tcsFaqCopy: "ABC Aus: TCS రేట్లపై ఆదాయపు పన్ను శాఖ ఇచ్చిన ప్రశ్నలు-జవాబుల ప్రతి",
  loanTcsReport: "Business Standard: 1 ఏప్రిల్ 2025 నుంచి విదేశాలకు పంపే డబ్బుపై TCS",
  section129: "ఆదాయపు పన్ను శాఖ: ఆదాయపు పన్ను చట్టం, 2025, సెక్షన్ 129",
  section129Text: "ఆదాయపు పన్ను చట్టం, 2025లోని సెక్షన్ 129 పాఠం",
} as const satisfies WordsOf<typeof en.sourceNames>;

export const indiaNotes = {
  tcs: (threshold: string) =>
    `TCS అదనపు ఖర్చు కాదు: ఇది ముందుగానే వసూలు చేసే పన్ను; రిటర్న్ ఫైల్ చేసినప్పుడు దాన్ని మీ ఆదాయపు పన్నులో సర్దుబాటు చేసుకోవచ్చు, లేదా రీఫండ్‌గా తిరిగి పొందవచ్చు. ${oblique(threshold)} పరిమితి ఒక్కో వ్యక్తికి, ఒక్కో ఆర్థిక సంవత్సరానికి, సరళీకృత విదేశీ చెల్లింపుల పథకం కింద పంపే డబ్బు అంతటికీ కలిపి వర్తిస్తుంది.`,
  section80e: (years: string) =>
    `ఆదాయపు పన్ను చట్టం, 2025లోని సెక్షన్ 129 (గతంలో సెక్షన్ 80E) ప్రకారం, మీ కోసం, మీ జీవిత భాగస్వామి, మీ పిల్లలు లేదా మీ సంరక్షణలో ఉన్న విద్యార్థి కోసం బ్యాంక్, ప్రభుత్వం గుర్తించిన సంస్థ లేదా ఆమోదం పొందిన ధార్మిక సంస్థ నుంచి తీసుకున్న విద్యా రుణంపై కట్టే వడ్డీ మొత్తాన్నీ ఎలాంటి పరిమితి లేకుండా ఆదాయం నుంచి మినహాయించుకోవచ్చు (గరిష్ఠ కాలం: ${years}); అసలుకు ఈ మినహాయింపు లేదు. కొత్త పన్ను విధానంలో (ఇప్పుడు అదే డిఫాల్ట్) ఇది వర్తించదు.`,
  section80eIndicative: "కొత్త పన్ను విధానంలో ఈ మినహాయింపు లేదన్నది సాధారణంగా తెలిసిన విషయం; ఇక్కడ ఏ ఆధారంతోనూ సరిచూడలేదు.",
} as const satisfies WordsOf<typeof en.indiaNotes>;

export const airportLabels = {
  hyd: "హైదరాబాద్",
  vga: "విజయవాడ",
  vtz: "విశాఖపట్నం",
} as const satisfies WordsOf<typeof en.airportLabels>;
