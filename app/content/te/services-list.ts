/** Telugu twin of app/content/services-list.ts: the six service cards of the home page, icons from the English list. */
import type { Feature } from "~/content/types";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../services-list";

/** Each card's words, found by its icon (unique in the list), with the titles of the Services page. */
const words: Readonly<Record<string, { title: string; description: string }>> = {
  compass: {
    title: "విదేశీ విద్య కౌన్సెలింగ్",
    description:
      "మీ మార్కులు, లక్ష్యాలు, బడ్జెట్ గురించి కౌన్సెలర్‌తో ముఖాముఖి సెషన్; చివరికి మీకు సరిపోయే దేశాలు, కోర్సులు, యూనివర్సిటీల జాబితా, ఒక్కోదానికి అయ్యే ఖర్చుతో సహా.",
  },
  award: {
    title: "స్కాలర్‌షిప్ మార్గదర్శనం",
    description:
      "మీకు అర్హత ఉన్న యూనివర్సిటీ, ప్రభుత్వ స్కాలర్‌షిప్‌లను వెతుకుతాం, వాటి చివరి తేదీలను మీతో కలిసి గమనిస్తాం, మీరు పంపే ముందు మీ వ్యాసాలను సరిచూస్తాం.",
  },
  "file-check": {
    title: "వీసా దరఖాస్తు సహాయం",
    description:
      "స్టూడెంట్, రెసిడెంట్, విజిటర్, బిజినెస్ వీసాలు: మీ కేసుకు తగిన పత్రాల చెక్‌లిస్ట్, నిధుల రుజువు, ఫారాల్లో సహాయం, దరఖాస్తు చేసే ముందు పూర్తి ఫైల్ పరిశీలన.",
  },
  house: {
    title: "వసతి సహాయం",
    description:
      "యూనివర్సిటీ హాస్టళ్లు, ప్రైవేట్ గదులను పోల్చి చూడండి, ఒప్పందాలు, డిపాజిట్లను అర్థం చేసుకోండి; విమానం ఎక్కే ముందే ఉండడానికి చోటు బుక్ చేసుకోండి.",
  },
  mic: {
    title: "ఉచిత వీసా మాక్ ఇంటర్వ్యూలు",
    description:
      "వీసా అధికారి పాత్ర పోషించే కౌన్సెలర్‌తో సాధన చేయండి; మీ జవాబులు, పత్రాలపై నిజాయితీతో కూడిన సూచనలు పొందండి. ఎలాంటి ఫీజు లేదు, ఎన్ని రౌండ్లు కావాలంటే అన్ని.",
  },
  "book-open": {
    title: "పరీక్షల ప్రిపరేషన్ సహాయం",
    description:
      "GRE, IELTS, TOEFL, PTEలకు శిక్షణ: డయాగ్నస్టిక్ పరీక్ష, మీ లక్ష్య స్కోరుకు తగిన ప్రణాళిక, సమయం పెట్టి రాసే మాక్ టెస్టులు, రైటింగ్, స్పీకింగ్‌పై సూచనలు.",
  },
};

export const services: readonly Feature[] = en.services.map((service) => {
  const text = words[service.icon];
  if (!text) throw new Error(`No Telugu words for the service with the icon "${service.icon}"`);
  return { ...service, ...text };
});

export type SameShape = TwinOf<typeof import("../services-list"), typeof import("./services-list")>;
