/**
 * Telugu texts of the enquiry forms and of the thank-you page. Field labels, validation messages and the
 * submit/toast texts live in contract/ (their Telugu set beside the English one). Paths are the English
 * ones in the Telugu edition; office hours come from the site configuration.
 */
import type { HelpPurpose } from "#contract/enquiry-fields";
import { site } from "~/content/site";
import { localePath } from "~/i18n/paths";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../enquiry-form";

export const enquiryFormTexts = {
  ...en.enquiryFormTexts,
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
  consent: "ఈ ఫారం పంపడం ద్వారా, మీ ఎంక్వైరీ గురించి మేము మిమ్మల్ని సంప్రదించడానికి మీరు అంగీకరిస్తున్నారు.",
  privacyLink: "గోప్యతా ప్రకటన",
  privacyPath: localePath(en.enquiryFormTexts.privacyPath, "te"),
} as const;

export const confirmationTexts = {
  heading: "ధన్యవాదాలు, మీ ఎంక్వైరీ మాకు అందింది",
  nextHeading: "తర్వాత ఏం జరుగుతుంది",
  next: "మీ లక్ష్యాలు, బడ్జెట్, సమయ ప్రణాళికను తెలుసుకోవడానికి కౌన్సెలర్ మీకు కాల్ చేసి, మీ మొదటి సందేహాలకు జవాబిస్తారు. మొదటి కౌన్సెలింగ్ సెషన్ ఉచితం.",
  hoursHeading: "కార్యాలయ వేళలు",
  hours: site.officeHours.label,
  sendAnother: "మరో ఎంక్వైరీ పంపండి",
} as const;

/** The Telugu contact page's address with a purpose chosen: `/te/contact?help=mock-interview`. */
export function contactHelpPath(purpose: HelpPurpose): string {
  return localePath(en.contactHelpPath(purpose), "te");
}

export const helpParameter = en.helpParameter;

export const thankYouContent = {
  heading: "తర్వాత ఏం జరుగుతుంది",
  intro:
    "మీ ప్రణాళికల విషయంలో మమ్మల్ని నమ్మినందుకు ధన్యవాదాలు. మీ వివరాలు మా కౌన్సెలర్ల దగ్గర భద్రంగా ఉన్నాయి; రోబో కాదు, నిజమైన వ్యక్తే మిమ్మల్ని సంప్రదిస్తారు.",
  steps: [
    {
      title: "మేమే మీకు కాల్ చేస్తాం",
      text: "మీ లక్ష్యాలు, బడ్జెట్, సమయ ప్రణాళికను తెలుసుకోవడానికి మీ కౌన్సెలర్ కాల్ చేసి, మీ మొదటి సందేహాలకు జవాబిస్తారు.",
    },
    {
      title: "ఉచిత కౌన్సెలింగ్ సెషన్",
      text: "మీ ప్రొఫైల్‌కు సరిపోయే దేశాలు, యూనివర్సిటీలు, కోర్సుల జాబితాను మా కార్యాలయంలో గానీ ఫోన్‌లో గానీ మీతో కలిసి తయారుచేస్తాం.",
    },
    {
      title: "అడుగడుగునా మీ ప్రణాళిక",
      text: "దరఖాస్తులు, స్కాలర్‌షిప్‌లు, విద్యా రుణాలు, వీసా: క్యాంపస్‌లో మీ మొదటి రోజు వరకు మీకు తోడుగా ఉంటాం.",
    },
  ],
  officeHoursHeading: "కార్యాలయ వేళలు",
  officeHours: site.officeHours.label,
  callHeading: "ఇప్పుడే మాట్లాడాలనుకుంటున్నారా?",
  callText: "కార్యాలయ వేళల్లో మాకు కాల్ చేయండి:",
  callLinkLabel: (display: string) => `${display}కి కాల్ చేయండి`,
  exploreHeading: "ఈలోగా, మీరు వెళ్లాలనుకుంటున్న దేశం గురించి తెలుసుకోండి",
  homeLink: "హోమ్ పేజీకి తిరిగి వెళ్లండి",
} as const;

export type SameShape = TwinOf<typeof import("../enquiry-form"), typeof import("./enquiry-form")>;
