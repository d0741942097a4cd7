/** Telugu words of the enquiry forms and of the thank-you page (../en/enquiry-form.ts). */
import type { WordsOf } from "../types";
import type * as en from "../en/enquiry-form";

export const enquiryForm = {
  formName: {
    contact: "సంప్రదింపు ఫారం",
    service: "సేవల ఎంక్వైరీ ఫారం",
  },
  submitLabel: "సమర్పించండి",
  requiredNote: "* గుర్తు ఉన్న వివరాలు తప్పనిసరి.",
  optional: "తప్పనిసరి కాదు",
  honeypotLabel: "వెబ్‌సైట్",
  messageLabel: "మీ సందేశం",
  purposeNone: "ఒక అంశాన్ని ఎంచుకోండి",
  consent: "ఈ ఫారం పంపితే, మీ ఎంక్వైరీ గురించి మేము మిమ్మల్ని సంప్రదించడానికి మీరు అంగీకరించినట్లే.",
  privacyLink: "గోప్యతా ప్రకటన",
} as const satisfies WordsOf<typeof en.enquiryForm>;

export const confirmation = {
  heading: "ధన్యవాదాలు, మీ ఎంక్వైరీ మాకు అందింది",
  nextHeading: "తర్వాత ఏం జరుగుతుంది",
  next: "మీ లక్ష్యాలు, బడ్జెట్, సమయ ప్రణాళికను తెలుసుకోవడానికి కౌన్సెలర్ మీకు కాల్ చేసి, మీ మొదటి సందేహాలకు జవాబిస్తారు. మొదటి కౌన్సెలింగ్ సెషన్ ఉచితం.",
  hoursHeading: "కార్యాలయ వేళలు",
  sendAnother: "మరో ఎంక్వైరీ పంపండి",
} as const satisfies WordsOf<typeof en.confirmation>;

export const thankYou = {
  heading: "తర్వాత ఏం జరుగుతుంది",
  intro:
    "మీ ప్రణాళికల విషయంలో మమ్మల్ని నమ్మినందుకు ధన్యవాదాలు. మీ వివరాలు మా కౌన్సెలర్ల దగ్గర భద్రంగా ఉన్నాయి. ఏ యంత్రమో కాదు, మా కౌన్సెలరే స్వయంగా మిమ్మల్ని సంప్రదిస్తారు.",
  steps: {
    callBack: {
      title: "మేమే మీకు కాల్ చేస్తాం",
      text: "మీ లక్ష్యాలు, బడ్జెట్, సమయ ప్రణాళికను తెలుసుకోవడానికి మీ కౌన్సెలర్ కాల్ చేసి, మీ మొదటి సందేహాలకు జవాబిస్తారు.",
    },
    counselling: {
      title: "ఉచిత కౌన్సెలింగ్ సెషన్",
      text: "మీ ప్రొఫైల్‌కు సరిపోయే దేశాలు, యూనివర్సిటీలు, కోర్సుల జాబితాను మా కార్యాలయంలో గానీ ఫోన్‌లో గానీ మీతో కలిసి తయారుచేస్తాం.",
    },
    plan: {
      title: "అడుగడుగునా మీ ప్రణాళిక",
      text: "దరఖాస్తులు, స్కాలర్‌షిప్‌లు, విద్యా రుణాలు, వీసా: క్యాంపస్‌లో మీ మొదటి రోజు వరకు మీకు తోడుగా ఉంటాం.",
    },
  },
  officeHoursHeading: "కార్యాలయ వేళలు",
  callHeading: "ఇప్పుడే మాట్లాడాలనుకుంటున్నారా?",
  callText: "కార్యాలయ వేళల్లో మాకు కాల్ చేయండి:",
  callLinkLabel: (display: string) => `${display}కి కాల్ చేయండి`,
  exploreHeading: "ఈలోగా, మీరు వెళ్లాలనుకుంటున్న దేశం గురించి తెలుసుకోండి",
  homeLink: "హోమ్ పేజీకి తిరిగి వెళ్లండి",
} as const satisfies WordsOf<typeof en.thankYou>;
