/**
 * The words of the booking pages in Telugu (./en.ts says what each one is), in the words of
 * docs/glossary-te.md: మీరు forms, plain words a parent reads easily.
 */
import type { BookingPageWords } from "./types.ts";

export const words = {
  locale: "te",
  times: {
    title: "రోజు, సమయం ఎంచుకోండి",
    rescheduleTitle: "వేరే సమయం ఎంచుకోండి",
    intro: "సమయాలన్నీ భారత కాలమానంలో ఉన్నాయి. ఒక సమయం ఎంచుకుని, మీ వివరాలు ఇవ్వండి.",
    rescheduleIntro: "సమయాలన్నీ భారత కాలమానంలో ఉన్నాయి. మీ సమావేశానికి కొత్త సమయం ఎంచుకోండి.",
    noTimes: (phones: string) =>
      `మీరు ఎంచుకున్న వాటికి రాబోయే రెండు వారాల్లో ఖాళీ సమయం లేదు. దయచేసి ${phones} నంబర్‌కు ఫోన్ చేయండి, లేదా వెనక్కి వెళ్లి వేరే కార్యాలయం, భాష లేదా కలిసే విధానం ఎంచుకోండి.`,
    dayLegend: "ఖాళీ సమయాలు",
    yourDetails: "మీ వివరాలు",
    optional: "తప్పనిసరి కాదు",
    honeypot: "ఈ ఖాళీని నింపకండి",
    submit: "ఈ సమయం బుక్ చేయండి",
    rescheduleSubmit: "నా సమావేశాన్ని ఈ సమయానికి మార్చండి",
    changeChoices: "సమావేశం, కలిసే విధానం లేదా కార్యాలయం మార్చండి",
    moreTimes: "మిగతా ఖాళీ సమయాలు",
  },
  choice: {
    what: "సమావేశం",
    how: "ఎలా",
    language: "భాష",
    office: "కార్యాలయం",
    when: "ఎప్పుడు",
    status: "స్థితి",
  },
  problems: {
    choicesTitle: "దయచేసి మీ ఎంపికలు సరిచూడండి",
    choicesIntro: "ఖాళీ సమయాలు ఇంకా చూపించలేకపోతున్నాం:",
    formTitle: "దయచేసి మీ వివరాలు సరిచూడండి",
    formIntro: "మీ సమావేశం ఇంకా బుక్ కాలేదు:",
    back: "బుకింగ్‌కు వెనక్కి",
  },
  booked: {
    title: "మీ సమావేశం బుక్ అయింది",
    thanks: (firstName: string) => `ధన్యవాదాలు, ${firstName} గారూ. వివరాలు మీకు ఈమెయిల్ చేశాం.`,
    where: "చిరునామా",
    map: "మ్యాప్ తెరవండి",
    phoneCall: "మీరు ఇచ్చిన ఫోన్ నంబర్‌కు మా కౌన్సెలర్ ఫోన్ చేస్తారు.",
    videoCall: "మీరు ఇచ్చిన ఫోన్ నంబర్‌కు మా కౌన్సెలర్ WhatsApp వీడియో కాల్ చేస్తారు.",
    bringDocuments: "మాక్ ఇంటర్వ్యూకి దయచేసి మీ పాస్‌పోర్ట్, ఆఫర్ లెటర్ లేదా అడ్మిషన్ లెటర్, ఆర్థిక పత్రాలు తీసుకురండి.",
    officePhones: "మీ కార్యాలయం ఫోన్ నంబర్లు",
    addToCalendar: "నా క్యాలెండర్‌లో చేర్చండి",
    manage: "ఈ సమావేశాన్ని మార్చండి లేదా రద్దు చేయండి",
  },
  manage: {
    title: "మీ సమావేశం",
    statuses: {
      booked: "బుక్ అయింది",
      held: "జరిగింది",
      no_show: "రాలేదు",
      moved: "కార్యాలయం మార్చింది",
      cancelled: "రద్దయింది",
    },
    cancel: "ఈ సమావేశం రద్దు చేయండి",
    reschedule: "వేరే సమయం ఎంచుకోండి",
    bookAgain: "మరో సమావేశం బుక్ చేయండి",
  },
  notFound: {
    title: "ఈ లింక్ సరైనది కాదు",
  },
  day: (weekday: string, day: number, month: string) => `${day} ${month}, ${weekday}`,
} as const satisfies BookingPageWords;
