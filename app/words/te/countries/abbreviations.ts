/**
 * What the abbreviations on the country pages stand for, in Telugu (../../en/countries/abbreviations.ts).
 * The abbreviations stay as families meet them (CAS, GIC, TCS…); each gets one short Telugu gloss, with
 * no brackets inside it. Tests and degrees families already know by their letters (IELTS, TOEFL, GRE,
 * PTE, GMAT, MBA) get none: an empty expansion adds nothing to the page.
 */
import type { WordsOf } from "../../types";
import type * as en from "../../en/countries/abbreviations";

const attestation = ["ప్రావిన్స్ లేదా టెరిటరీ ధ్రువీకరణ లేఖ"];

export const abbreviations = {
  APS: { long: "సర్టిఫికెట్ల పరిశీలన కేంద్రం" },
  BC: { long: "వెనుకబడిన తరగతులు" },
  CAS: { long: "చదువుకు అంగీకార నిర్ధారణ" },
  CEFR: { long: "భాషా స్థాయిల ఉమ్మడి యూరోపియన్ ప్రమాణం" },
  CLB: { long: "కెనడా భాషా ప్రమాణ స్థాయి" },
  CPT: { long: "కోర్సులో భాగమైన ప్రాక్టికల్ శిక్షణ" },
  DAAD: { long: "జర్మన్ విద్యా మార్పిడి సంస్థ" },
  DLI: { long: "గుర్తింపు పొందిన విద్యా సంస్థ", longPlural: "గుర్తింపు పొందిన విద్యా సంస్థలు" },
  "DS-160": { long: "అమెరికా ఆన్‌లైన్ వీసా దరఖాస్తు ఫారం" },
  DSH: { long: "యూనివర్సిటీ ప్రవేశానికి జర్మన్ భాషా పరీక్ష" },
  EMI: { long: "నెలవారీ వాయిదా", longPlural: "నెలవారీ వాయిదాలు" },
  GIC: { long: "హామీ ఉన్న పెట్టుబడి సర్టిఫికెట్" },
  GMAT: { long: "" },
  GRE: { long: "" },
  IELTS: { long: "" },
  IHS: { long: "యూకే ఆరోగ్య సేవల సర్‌చార్జ్", saidAs: ["ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్"] },
  ILEP: { long: "అర్హత ఉన్న కోర్సుల తాత్కాలిక జాబితా" },
  IRCC: { long: "కెనడా ఇమ్మిగ్రేషన్, శరణార్థులు, పౌరసత్వ శాఖ" },
  KIT: { long: "కార్ల్స్‌రూహె ఇన్‌స్టిట్యూట్ ఆఫ్ టెక్నాలజీ" },
  LLM: { long: "న్యాయశాస్త్రంలో మాస్టర్స్" },
  LRS: { long: "సరళీకృత విదేశీ చెల్లింపుల పథకం" },
  MBA: { long: "" },
  MRV: { long: "మెషీన్ చదవగలిగే వీసా" },
  NBFC: { long: "బ్యాంకేతర ఆర్థిక సంస్థ", longPlural: "బ్యాంకేతర ఆర్థిక సంస్థలు" },
  OPT: { long: "చదువు తర్వాత పని అనుమతి" },
  PAL: { long: "ప్రావిన్స్ ధ్రువీకరణ లేఖ", saidAs: attestation },
  PGWP: { long: "చదువు తర్వాత పని అనుమతి" },
  PPS: { long: "ఐర్లాండ్ వ్యక్తిగత గుర్తింపు సంఖ్య" },
  PTE: { long: "" },
  QQI: { long: "ఐర్లాండ్ విద్యా నాణ్యత సంస్థ" },
  QS: { long: "యూనివర్సిటీ ర్యాంకింగ్ సంస్థ" },
  SC: { long: "షెడ్యూల్డ్ కులాలు" },
  SEVIS: { long: "అమెరికా విదేశీ విద్యార్థుల సమాచార వ్యవస్థ" },
  SEVP: { long: "అమెరికా విదేశీ విద్యార్థుల పర్యవేక్షణ కార్యక్రమం" },
  ST: { long: "షెడ్యూల్డ్ తెగలు" },
  STEM: { long: "సైన్స్, టెక్నాలజీ, ఇంజినీరింగ్, గణితం" },
  TAL: { long: "టెరిటరీ ధ్రువీకరణ లేఖ", saidAs: attestation },
  TB: { long: "క్షయ వ్యాధి" },
  TCS: { long: "మూలం వద్ద వసూలు చేసే పన్ను" },
  TestDaF: { long: "విదేశీయులకు జర్మన్ భాషా పరీక్ష" },
  THE: { long: "టైమ్స్ హయ్యర్ ఎడ్యుకేషన్ ర్యాంకింగ్ సంస్థ" },
  TK: { long: "జర్మన్ ఆరోగ్య బీమా సంస్థ" },
  TOEFL: { long: "" },
  TUM: { long: "టెక్నికల్ యూనివర్సిటీ ఆఫ్ మ్యూనిక్" },
  UCAS: { long: "యూకే యూనివర్సిటీలు, కాలేజీల అడ్మిషన్ సర్వీస్" },
  UKVI: { long: "యూకే వీసాలు, ఇమ్మిగ్రేషన్ విభాగం" },
  USCIS: { long: "అమెరికా పౌరసత్వ, ఇమ్మిగ్రేషన్ సేవల విభాగం" },
} as const satisfies WordsOf<typeof en.abbreviations>;

/** A Telugu text makes a plural with a Telugu ending, never with "s": the plural's expansion is the singular. */
export const pluralOf: WordsOf<typeof en.pluralOf> = (long) => long;
