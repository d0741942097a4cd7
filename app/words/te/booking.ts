/**
 * The booking page's Telugu words (../en/booking.ts says what each one is), in the words of
 * docs/glossary-te.md. The API's Telugu words are contract/booking-texts/te.ts.
 */
import type { WordsOf } from "../types";
import type * as en from "../en/booking";

export { texts as bookingTexts } from "#contract/booking-texts/te";

export const booking = {
  heading: "ఉచిత సమావేశం బుక్ చేసుకోండి",
  intro:
    "మా కౌన్సెలర్‌ను ఉచితంగా కలవండి: కోర్సులు, యూనివర్సిటీలు, ఖర్చులు, విద్యా రుణాల గురించి ఉచిత కౌన్సెలింగ్, లేదా అసలు వీసా ఇంటర్వ్యూ లాగే ఉండే మాక్ వీసా ఇంటర్వ్యూ. మా కార్యాలయంలో, ఫోన్‌లో లేదా వీడియో కాల్‌లో, ఇంగ్లిష్‌లో గానీ తెలుగులో గానీ.",
  formName: "ఉచిత సమావేశం బుకింగ్",

  what: {
    legend: "ఏ సమావేశం కావాలి?",
    counsellingHint: (minutes: number) => `${minutes} నిమిషాలు: కోర్సులు, యూనివర్సిటీలు, ఖర్చులు, విద్యా రుణాలు`,
    mockInterviewHint: (minutes: number) => `${minutes} నిమిషాలు, వీసా అధికారి అడిగే లాంటి ప్రశ్నలతో`,
    countryLegend: "మాక్ ఇంటర్వ్యూ ఏ దేశానికి?",
    countries: { uk: "యూకే", usa: "అమెరికా", canada: "కెనడా", germany: "జర్మనీ", ireland: "ఐర్లాండ్" },
  },

  how: {
    legend: "ఎలా, ఏ భాషలో, ఏ కార్యాలయంతో",
    modeLegend: "ఎలా కలవాలనుకుంటున్నారు?",
    languageLegend: "సమావేశం భాష",
    officeLegend: "కార్యాలయం",
    officeHint: "ఫోన్ లేదా వీడియో కాల్ అయితే, ఈ కార్యాలయం కౌన్సెలర్ మీకు కాల్ చేస్తారు.",
  },

  seeTimes: "ఖాళీ సమయాలు చూడండి",

  details: {
    legend: "మీ వివరాలు",
  },

  times: {
    legend: "రోజు, సమయం ఎంచుకోండి",
    intro: "సమయాలన్నీ భారత కాలమానం ప్రకారం. ఒక సమయం నొక్కితే అది మీకు బుక్ అవుతుంది, వివరాలు మీకు ఈమెయిల్ చేస్తాం.",
    daysLabel: "రోజులు",
    loading: "ఖాళీ సమయాలు చూస్తున్నాం...",
    failed: "ఖాళీ సమయాలు చూపించలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
    retry: "మళ్లీ ప్రయత్నించండి",
    noneOnDay: (day: string) =>
      `${day} నాడు ఖాళీ సమయం లేదు: కార్యాలయానికి సెలవు, లేదా కౌన్సెలర్లందరికీ సమావేశాలు ఉన్నాయి. దయచేసి మరో రోజు ఎంచుకోండి.`,
    noneInFortnight: (days: number) =>
      `ఈ ఎంపికలకు రాబోయే ${days} రోజుల్లో ఖాళీ సమయం లేదు. దయచేసి కార్యాలయానికి కాల్ చేయండి లేదా WhatsApp చేయండి, మీకు ఒక సమయం చూస్తాం:`,
    call: (phone: string) => `${phone} కి కాల్ చేయండి`,
    whatsapp: "WhatsApp చేయండి",
    freeCount: (count: number) => (count === 1 ? "1 ఖాళీ సమయం" : `${count} ఖాళీ సమయాలు`),
    bookAt: (when: string) => `${when} బుక్ చేయండి`,
    nextTimes: "తర్వాతి ఖాళీ సమయాలు:",
    booking: "బుక్ చేస్తున్నాం...",
    fixDetails: "దయచేసి పైన మీ వివరాలు పూర్తి చేసి, మళ్లీ ఒక సమయం నొక్కండి.",
  },

  when: {
    weekdays: ["ఆదివారం", "సోమవారం", "మంగళవారం", "బుధవారం", "గురువారం", "శుక్రవారం", "శనివారం"],
    weekdaysShort: ["ఆది", "సోమ", "మంగళ", "బుధ", "గురు", "శుక్ర", "శని"],
    dayShort: (day: number, month: string) => `${day} ${month}`,
    dayLong: (weekday: string, day: number, month: string) => `${day} ${month}, ${weekday}`,
    morning: "ఉదయం",
    afternoon: "మధ్యాహ్నం",
    evening: "సాయంత్రం",
    clock: (time: string, period: string) => `${period} ${time}`,
    dateTime: (day: string, time: string) => `${day}, ${time}`,
  },
} as const satisfies WordsOf<typeof en.booking>;
