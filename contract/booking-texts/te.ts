/**
 * The words of booking a meeting in Telugu (./en.ts says what each one is), in the words of
 * docs/glossary-te.md. `satisfies BookingTexts` makes a missing or extra text a type error.
 */
import type { BookingTexts } from "./types.ts";

export const texts = {
  locale: "te",

  messages: {
    type: "దయచేసి ఉచిత కౌన్సెలింగ్ గానీ, మాక్ వీసా ఇంటర్వ్యూ గానీ ఎంచుకోండి.",
    country: "దయచేసి మీ మాక్ వీసా ఇంటర్వ్యూ ఏ దేశానికో ఎంచుకోండి.",
    noCountry: "కౌన్సెలింగ్ ఒక దేశానికి మాత్రమే కాదు; దయచేసి దేశాన్ని ఎంచుకోకండి.",
    mode: "దయచేసి ఎలా కలవాలో ఎంచుకోండి: కార్యాలయంలో, ఫోన్‌లో లేదా వీడియో కాల్‌లో.",
    language: "దయచేసి ఇంగ్లిష్ లేదా తెలుగు ఎంచుకోండి.",
    office: "దయచేసి మా కార్యాలయాల్లో ఒకదాన్ని ఎంచుకోండి.",
    start: "దయచేసి ఒక రోజు, ఒక సమయం ఎంచుకోండి.",
  },

  meetingTypeLabels: {
    counselling: "ఉచిత కౌన్సెలింగ్",
    "mock-interview": "ఉచిత మాక్ వీసా ఇంటర్వ్యూ",
  },

  meetingModeLabels: {
    office: "కార్యాలయంలో",
    phone: "ఫోన్‌లో",
    video: "వీడియో కాల్‌లో",
  },

  countryLabels: {
    uk: "యూకే",
    usa: "అమెరికా",
    canada: "కెనడా",
    germany: "జర్మనీ",
    ireland: "ఐర్లాండ్",
  },

  responses: {
    booked: (firstName: string, when: string) =>
      `ధన్యవాదాలు, ${firstName} గారూ. మీ సమావేశం ${when} (భారత కాలమానం) కి ఖరారైంది. వివరాలు మీకు ఈమెయిల్ చేశాం.`,
    taken: "క్షమించండి, ఆ సమయాన్ని ఇప్పుడే వేరొకరు తీసుకున్నారు. దయచేసి తర్వాతి ఖాళీ సమయాల్లో ఒకటి ఎంచుకోండి.",
    notOffered: "ఆ సమయం ఖాళీగా లేదు. దయచేసి ఖాళీ సమయాల్లో ఒకటి ఎంచుకోండి.",
    badToken: "ఈ లింక్ సరైనది కాదు. దయచేసి మీకు వచ్చిన చివరి ఈమెయిల్‌లోని లింక్ వాడండి, లేదా మా కార్యాలయానికి ఫోన్ చేయండి.",
    notChangeable: "ఈ సమావేశాన్ని ఇక ఆన్‌లైన్‌లో మార్చలేరు. దయచేసి మా కార్యాలయానికి ఫోన్ చేయండి.",
    cancelled: "మీ సమావేశం రద్దయింది. మరోసారి మిమ్మల్ని కలుస్తామని ఆశిస్తున్నాం.",
    rescheduled: (when: string) => `మీ సమావేశం ${when} (భారత కాలమానం) కి మారింది. వివరాలు మీకు ఈమెయిల్ చేశాం.`,
    invalidQuery: "దయచేసి సమావేశం, కార్యాలయం, ఎలా కలవాలి, భాష ఎంచుకోండి.",
    fromInPast: "దయచేసి ఈరోజు గానీ, తర్వాతి రోజు గానీ ఎంచుకోండి.",
  },
} as const satisfies BookingTexts;
