/**
 * The Telugu twin of app/content/countries/abbreviations.ts: the abbreviations stay as families meet
 * them (CAS, GIC, TCS…); what they stand for is said in Telugu, so a Telugu page spells them out in Telugu.
 */
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../countries/abbreviations";
import type * as self from "./abbreviations";

export type { Abbreviation, AbbreviationTracker, TextKind, TextPiece } from "../../countries/abbreviations";

type Expansion = { long: string; longPlural?: string; saidAs?: readonly string[] };

const attestation = ["ప్రావిన్స్ లేదా టెరిటరీ ధ్రువీకరణ లేఖ"];

const expansions: Record<string, Expansion> = {
  APS: { long: "సర్టిఫికెట్ల పరిశీలన కేంద్రం (అకడమిక్ ఎవాల్యుయేషన్ సెంటర్)" },
  BC: { long: "వెనుకబడిన తరగతులు" },
  CAS: { long: "చదువుకు అంగీకార నిర్ధారణ (కన్ఫర్మేషన్ ఆఫ్ యాక్సెప్టెన్స్ ఫర్ స్టడీస్)" },
  CEFR: { long: "భాషా స్థాయిల ఉమ్మడి యూరోపియన్ ప్రమాణం" },
  CLB: { long: "కెనడా భాషా ప్రమాణ స్థాయి (కెనేడియన్ లాంగ్వేజ్ బెంచ్‌మార్క్)" },
  CPT: { long: "కోర్సులో భాగమైన ప్రాక్టికల్ శిక్షణ (కరిక్యులర్ ప్రాక్టికల్ ట్రైనింగ్)" },
  DAAD: { long: "జర్మన్ అకడమిక్ ఎక్స్ఛేంజ్ సర్వీస్" },
  DLI: {
    long: "గుర్తింపు పొందిన విద్యా సంస్థ (డెసిగ్నేటెడ్ లెర్నింగ్ ఇన్‌స్టిట్యూషన్)",
    longPlural: "గుర్తింపు పొందిన విద్యా సంస్థలు (డెసిగ్నేటెడ్ లెర్నింగ్ ఇన్‌స్టిట్యూషన్స్)",
  },
  "DS-160": { long: "అమెరికా ఆన్‌లైన్ వీసా దరఖాస్తు ఫారం" },
  DSH: { long: "యూనివర్సిటీ ప్రవేశానికి జర్మన్ భాషా పరీక్ష" },
  EMI: { long: "నెలవారీ వాయిదా", longPlural: "నెలవారీ వాయిదాలు" },
  GIC: { long: "హామీ ఉన్న పెట్టుబడి సర్టిఫికెట్ (గ్యారంటీడ్ ఇన్వెస్ట్‌మెంట్ సర్టిఫికెట్)" },
  GMAT: { long: "గ్రాడ్యుయేట్ మేనేజ్‌మెంట్ అడ్మిషన్ టెస్ట్" },
  GRE: { long: "గ్రాడ్యుయేట్ రికార్డ్ ఎగ్జామినేషన్స్" },
  IELTS: { long: "ఇంటర్నేషనల్ ఇంగ్లిష్ లాంగ్వేజ్ టెస్టింగ్ సిస్టమ్" },
  IHS: { long: "ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్ (యూకే ఆరోగ్య సేవల రుసుము)" },
  ILEP: { long: "అర్హత ఉన్న కోర్సుల తాత్కాలిక జాబితా (ఐర్లాండ్)" },
  IRCC: { long: "కెనడా ఇమ్మిగ్రేషన్, శరణార్థులు, పౌరసత్వ శాఖ" },
  KIT: { long: "కార్ల్స్‌రూహె ఇన్‌స్టిట్యూట్ ఆఫ్ టెక్నాలజీ" },
  LLM: { long: "మాస్టర్ ఆఫ్ లాస్ (న్యాయశాస్త్రంలో మాస్టర్స్)" },
  LRS: { long: "సరళీకృత విదేశీ చెల్లింపుల పథకం (లిబరలైజ్డ్ రెమిటెన్స్ స్కీమ్)" },
  MBA: { long: "మాస్టర్ ఆఫ్ బిజినెస్ అడ్మినిస్ట్రేషన్" },
  MRV: { long: "మెషీన్ చదవగలిగే వీసా" },
  NBFC: { long: "బ్యాంకేతర ఆర్థిక సంస్థ", longPlural: "బ్యాంకేతర ఆర్థిక సంస్థలు" },
  OPT: { long: "ఆప్షనల్ ప్రాక్టికల్ ట్రైనింగ్ (చదువు తర్వాత పని అనుమతి)" },
  PAL: { long: "ప్రావిన్స్ ధ్రువీకరణ లేఖ", saidAs: attestation },
  PGWP: { long: "పోస్ట్-గ్రాడ్యుయేషన్ వర్క్ పర్మిట్ (చదువు తర్వాత పని అనుమతి)" },
  PPS: { long: "పర్సనల్ పబ్లిక్ సర్వీస్ (ఐర్లాండ్ వ్యక్తిగత గుర్తింపు సంఖ్య)" },
  PTE: { long: "పియర్సన్ టెస్ట్ ఆఫ్ ఇంగ్లిష్" },
  QQI: { long: "క్వాలిటీ అండ్ క్వాలిఫికేషన్స్ ఐర్లాండ్ (ఐర్లాండ్ విద్యా నాణ్యత సంస్థ)" },
  QS: { long: "క్వాక్వరెల్లి సైమండ్స్ (యూనివర్సిటీ ర్యాంకింగ్ సంస్థ)" },
  SC: { long: "షెడ్యూల్డ్ కులాలు" },
  SEVIS: { long: "స్టూడెంట్ అండ్ ఎక్స్ఛేంజ్ విజిటర్ ఇన్ఫర్మేషన్ సిస్టమ్" },
  SEVP: { long: "స్టూడెంట్ అండ్ ఎక్స్ఛేంజ్ విజిటర్ ప్రోగ్రామ్" },
  ST: { long: "షెడ్యూల్డ్ తెగలు" },
  STEM: { long: "సైన్స్, టెక్నాలజీ, ఇంజనీరింగ్, గణితం" },
  TAL: { long: "టెరిటరీ ధ్రువీకరణ లేఖ", saidAs: attestation },
  TB: { long: "క్షయ వ్యాధి" },
  TCS: { long: "మూలం వద్ద వసూలు చేసే పన్ను" },
  TestDaF: { long: "విదేశీయులకు జర్మన్ భాషా పరీక్ష" },
  THE: { long: "టైమ్స్ హయ్యర్ ఎడ్యుకేషన్" },
  TK: { long: "టెక్నికర్ క్రాంకెన్‌కాస్సె (జర్మన్ ఆరోగ్య బీమా సంస్థ)" },
  TOEFL: { long: "టెస్ట్ ఆఫ్ ఇంగ్లిష్ యాజ్ ఎ ఫారిన్ లాంగ్వేజ్" },
  TUM: { long: "టెక్నికల్ యూనివర్సిటీ ఆఫ్ మ్యూనిక్" },
  UCAS: { long: "యూకే యూనివర్సిటీలు, కాలేజీల అడ్మిషన్ సర్వీస్" },
  UKVI: { long: "యూకే వీసాలు, ఇమ్మిగ్రేషన్ విభాగం" },
  USCIS: { long: "అమెరికా పౌరసత్వ, ఇమ్మిగ్రేషన్ సేవల విభాగం" },
};

function expansionOf(short: string): Expansion {
  const expansion = expansions[short];
  if (!expansion) throw new Error(`No Telugu expansion for the abbreviation ${short}`);
  return expansion;
}

/**
 * The English list with Telugu expansions. A Telugu text makes a plural with a Telugu ending, never
 * with "s", so the plural expansion is the singular where no plural is given.
 */
export const abbreviations: readonly en.Abbreviation[] = en.abbreviations.map((entry) => {
  const { long, longPlural, saidAs } = expansionOf(entry.short);
  return { short: entry.short, long, longPlural: longPlural ?? long, ...(saidAs ? { saidAs } : {}) };
});

export const abbreviationPattern: RegExp = en.abbreviationPattern;

export const abbreviationTrackerFor = en.abbreviationTrackerFor;

/** A tracker for one Telugu page (see the English module). */
export function createAbbreviationTracker(): en.AbbreviationTracker {
  return en.abbreviationTrackerFor(abbreviations);
}

export const plainText = en.plainText;

// Twin<> has no case for a RegExp; the pattern is the English one itself (the abbreviations stay).
type Words<Module> = Omit<Module, "abbreviationPattern">;
export type SameShape = TwinOf<Words<typeof en>, Words<typeof self>>;
