/** Telugu twin of app/content/about.ts: the About page's words; figures, names and phones from the English module. */
import { site } from "~/content/site";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../about";

const years = site.yearsOfExperience;

export const aboutUs = {
  ...en.aboutUs,
  eyebrow: "మేము ఎవరం",
  title: "మా గురించి",
  paragraphs: [
    `విదేశీ విద్యలో ${years} ఏళ్లకు పైగా అనుభవంతో ${site.brandName} ఆంధ్రప్రదేశ్, తెలంగాణ విద్యార్థులను యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలోని యూనివర్సిటీలకు నడిపిస్తోంది. మేము గుంటూరులో మొదలుపెట్టాం; ఇప్పుడు విజయవాడ, హైదరాబాద్, విశాఖపట్నంలలో కూడా విద్యార్థులకు కౌన్సెలింగ్ ఇస్తున్నాం.`,
    "ప్రతి అడుగులోనూ మా కౌన్సెలర్లు సహాయం చేస్తారు: మీరు భరించగలిగే కోర్సు, యూనివర్సిటీని ఎంచుకోవడం, దరఖాస్తులు, స్కాలర్‌షిప్‌లు, విద్యా రుణాలు (ఎడ్యుకేషన్ లోన్), పరీక్షల ప్రిపరేషన్, వీసా ఫైల్, మాక్ ఇంటర్వ్యూ, అక్కడికి చేరాక ఉండడానికి చోటు. మాకు ఏది తెలుసో, ఏది తెలియదో నిజాయితీగా చెబుతాం; అడ్మిషన్లు, వీసాలపై తుది నిర్ణయం ఎప్పుడూ యూనివర్సిటీలు, రాయబార కార్యాలయాలదే.",
  ],
  officesTitle: "మా కార్యాలయాలు ఎక్కడ ఉన్నాయి",
  headOfficeLabel: "ప్రధాన కార్యాలయం",
  branchLabel: "బ్రాంచ్",
} as const;

export const mission = {
  ...en.mission,
  eyebrow: "మేము ఎందుకు ఉన్నాం",
  title: "మా లక్ష్యం",
  text: "విదేశాల్లో చదవాలనుకునే ప్రతి విద్యార్థికీ నిజాయితీతో కూడిన, సంపూర్ణ మార్గదర్శనం ఇవ్వడం: వారి లక్ష్యాలకు సరిపోయే కోర్సు, వారు భరించగలిగే యూనివర్సిటీలో; వారికి అర్థమయ్యే వీసా దరఖాస్తు; అక్కడ దిగాక ఎలాంటి అనుకోని ఇబ్బందులూ లేకుండా.",
  commitments: [
    "ఏ సేవకైనా మీరు డబ్బు చెల్లించే ముందే, పూర్తి ఖర్చులతో రాతపూర్వక ప్రణాళిక.",
    "యూనివర్సిటీల జాబితా నుంచి వీసా వరకు, మీ ఫైల్ పూర్తిగా తెలిసిన ఒకే కౌన్సెలర్.",
    "మీరు ఆశించిన జవాబు కాకపోయినా, సూటి జవాబులు.",
  ],
} as const;

const statLabels = ["యూనివర్సిటీలు", "దేశాలు", "కోర్సులు", "ఏళ్ల అనుభవం"] as const;

export const stats = {
  ...en.stats,
  title: "మా పరిధి, మా సొంత లెక్క ప్రకారం",
  note: "ఇవి మా కౌన్సెలర్లు విద్యార్థులకు దరఖాస్తులో సహాయం చేయగల యూనివర్సిటీలు, దేశాలు, కోర్సుల మా సొంత లెక్కలు; వీటిని బయటి సంస్థ ఏదీ ఆడిట్ చేయలేదు. ఈ సైట్ ఐదు దేశాల గురించి వివరంగా చెబుతుంది: యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్.",
  items: en.stats.items.map((item, index) => ({
    ...item,
    label: statLabels[index] ?? missing("stat", index),
  })),
} as const;

export const vision = {
  ...en.vision,
  eyebrow: "మేము ఎటు వెళ్తున్నాం",
  title: "మా దృక్పథం",
  text: "విద్యార్థి సొంత ఊరు గానీ, కుటుంబ నేపథ్యం గానీ వారు ఎక్కడ చదవగలరో నిర్ణయించని భవిష్యత్తు; ప్రతి కుటుంబం కోర్సులు, ఖర్చులు, రుణాలు, వీసాల గురించి స్పష్టమైన వాస్తవాలతో నిర్ణయం తీసుకునే భవిష్యత్తు.",
} as const;

/** Each person's role, found by their name, so a new or replaced person needs their role in Telugu. */
const roles: Readonly<Record<string, string>> = {
  "K. Venkateswara Rao": "మేనేజింగ్ డైరెక్టర్, సీఈఓ",
  "P. Anitha Kumari": "డైరెక్టర్",
};

export const team = {
  ...en.team,
  eyebrow: "మా నాయకత్వం",
  title: "మా బృందాన్ని కలవండి",
  subtitle: "నేరుగా మాకు కాల్ చేయండి: విద్యార్థులు, తల్లిదండ్రులతో మాట్లాడడం మాకు సంతోషం.",
  /** Accessible name of a call link, completed by the visible number. */
  callPrefix: (name: string) => `${name} గారికి ఈ నంబర్‌కు కాల్ చేయండి: `,
  members: en.team.members.map((member, index) => ({
    ...member,
    role: roles[member.name] ?? missing("role", index),
  })),
} as const;

/** An English entry without its Telugu words stops the build rather than show English. */
function missing(what: string, index: number): never {
  throw new Error(`No Telugu ${what} for entry ${index} of the About page`);
}

export type SameShape = TwinOf<typeof import("../about"), typeof import("./about")>;
