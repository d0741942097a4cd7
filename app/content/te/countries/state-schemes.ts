/** The Telugu twin of app/content/countries/state-schemes.ts: the Andhra Pradesh and Telangana schemes. */
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../countries/state-schemes";
import type { Point } from "../../countries/types";
import type * as self from "./state-schemes";

type SchemeText = { title: string; text: string; linkLabel: string; indicative?: string };

/** In the order of the English list (a test checks the lengths agree). */
const schemeTexts: readonly SchemeText[] = [
  {
    title: "ఆంధ్రప్రదేశ్ విదేశీ విద్య పథకాలు",
    text: "ఎస్సీ, ఎస్టీ, బీసీ, మైనారిటీ, ఆర్థికంగా బలహీన వర్గాల కుటుంబాల విద్యార్థుల విదేశీ చదువుకు ఆంధ్రప్రదేశ్ ప్రభుత్వం ఆర్థిక సహాయం అందించింది: ‘విదేశీ విద్య’ పథకానికి 2022లో కొత్త మార్గదర్శకాలు వచ్చాయి, అంబేడ్కర్ ఓవర్సీస్ విద్యానిధిని మళ్లీ ప్రారంభిస్తున్నట్లు రాష్ట్రం ప్రకటించింది. పథకాల పేర్లు, ఆదాయ పరిమితులు, మొత్తాలు ప్రభుత్వం మారినప్పుడల్లా మారుతుంటాయి; అందుకే దానిపై ఆధారపడే ముందు ప్రస్తుత పథకాన్ని సరిచూసుకోండి.",
    linkLabel: "2022 మార్గదర్శకాలు (New Indian Express)",
  },
  {
    title: "తెలంగాణ విదేశీ విద్య పథకాలు",
    text: "తెలంగాణ ప్రభుత్వం ఎస్సీ, ఎస్టీ, బీసీ, మైనారిటీ విద్యార్థుల కోసం తన ePASS పోర్టల్ ద్వారా విదేశీ చదువుకు స్కాలర్‌షిప్ పథకాలు నడుపుతోంది. పథకాల పేర్లు, ఆదాయ పరిమితులు, చివరి తేదీలు అక్కడ సరిచూసుకోండి; దరఖాస్తు సిద్ధం చేయడంలో మేము సహాయం చేస్తాం.",
    linkLabel: "తెలంగాణ ePASS పోర్టల్",
    indicative: "పథకాల పేర్లు, నిబంధనలు ఇంకా అధికారిక ఆధారంతో సరిచూడలేదు.",
  },
];

export const stateScholarships: readonly Point[] = en.stateScholarships.map((scheme, index) => {
  const words = schemeTexts[index];
  if (!words) throw new Error(`No Telugu text for the scheme "${scheme.title}"`);
  return {
    ...scheme,
    title: words.title,
    text: words.text,
    ...(scheme.link ? { link: { ...scheme.link, label: words.linkLabel } } : {}),
    ...(scheme.indicative ? { indicative: words.indicative ?? "" } : {}),
  };
});

export type SameShape = TwinOf<typeof en, typeof self>;
