/**
 * The words of the family's mails about their meeting, in Telugu (./en.ts says what each one is), in the
 * words of docs/glossary-te.md: మీరు forms, గారు after a name.
 */
import type { MeetingMailWords } from "./types.ts";

export const words = {
  locale: "te",
  subject: {
    confirmation: (what: string, when: string) => `ఖరారైంది: ${what}, ${when}`,
    reminder: (what: string, when: string) => `గుర్తుచేస్తున్నాం: రేపు ${what}, ${when}`,
    cancelled: (what: string) => `రద్దయింది: ${what}`,
    rescheduled: (what: string, when: string) => `కొత్త సమయం: ${what}, ${when}`,
  },
  greeting: (name: string) => `${name} గారూ,`,
  intro: {
    confirmation: "సమయం తీసుకున్నందుకు ధన్యవాదాలు. మీ సమావేశం ఖరారైంది:",
    reminder: "రేపు మీ సమావేశం ఉందని గుర్తుచేస్తున్నాం:",
    cancelled: "మీరు కోరినట్లు మీ సమావేశం రద్దయింది. మరోసారి మిమ్మల్ని కలుస్తామని ఆశిస్తున్నాం.",
    rescheduled: "మీ సమావేశానికి కొత్త సమయం:",
  },
  what: "సమావేశం",
  when: "ఎప్పుడు",
  how: "ఎలా",
  where: "ఎక్కడ",
  map: "మ్యాప్",
  phoneCall: (phone: string) => `మా కౌన్సెలర్ మీకు ${phone} నంబర్‌కు ఫోన్ చేస్తారు.`,
  videoCall: (phone: string) => `మా కౌన్సెలర్ మీకు ${phone} నంబర్‌కు WhatsApp వీడియో కాల్ చేస్తారు.`,
  forCountry: (what: string, country: string) => `${country} కోసం ${what}`,
  indiaTime: "భారత కాలమానం",
  calendar: "ఆహ్వానం ఈ ఈమెయిల్‌తో జత చేశాం: దాన్ని తెరిస్తే సమావేశం మీ క్యాలెండర్‌లో చేరుతుంది.",
  manage: "వేరే సమయం ఎంచుకోవాలన్నా, రద్దు చేయాలన్నా:",
  bringDocuments: "దయచేసి మీ పాస్‌పోర్ట్, ఆఫర్ లెటర్ లేదా అడ్మిషన్ లెటర్, ఆర్థిక పత్రాలు తీసుకురండి.",
  questions: (phones: string) => `ఏమైనా సందేహాలుంటే ${phones} నంబర్‌కు ఫోన్ చేయండి.`,
  signature: "Vidyapath Overseas Education",
  or: "లేదా",
  morning: "ఉదయం",
  afternoon: "మధ్యాహ్నం",
  evening: "సాయంత్రం",
  dateTime: (weekday: string, day: number, month: string, time: string) =>
    `${day} ${month}, ${weekday}, ${time}`,
  clock: (time: string, period: string) => `${period} ${time}`,
  weekdays: ["ఆదివారం", "సోమవారం", "మంగళవారం", "బుధవారం", "గురువారం", "శుక్రవారం", "శనివారం"],
  months: ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జులై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్", "నవంబర్", "డిసెంబర్"],
} as const satisfies MeetingMailWords;
