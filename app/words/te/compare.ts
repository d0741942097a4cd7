/**
 * Telugu texts of the compare page (/te/compare). Every figure is rendered in from the country facts and
 * the calculator's estimate, formatted by the Telugu edition's formatters.
 */
import type { WordsOf } from "../types";
import type * as en from "../en/compare";

export const compareHero = {
  title: "దేశాలను పోల్చి చూడండి",
  subtitle: "ఒకే కోర్సు, పక్కపక్కనే, రూపాయల్లో",
  description:
    "యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలో ఏడాదికి, మొత్తం కోర్సుకు అయ్యే ఖర్చు, వీసాకు చూపించాల్సిన నిధులు, పని చేసే అనుమతి, ఇన్‌టేక్‌లు.",
} as const satisfies WordsOf<typeof en.compareHero>;

export const compareText = {
  intro:
    "ఒకే స్థాయి, ఒకే వ్యవధి ఉన్న కోర్సుకు రెండు లేదా మూడు దేశాలను పక్కపక్కనే పోల్చి చూడండి. ఇందులోని అంకెలన్నీ దేశాల పేజీలు, ఖర్చుల కాలిక్యులేటర్ వాడే సమాచారం నుంచే తీసుకున్నాం. రూపాయల్లో చూపిన మొత్తాలు కాలిక్యులేటర్ మారకం రేట్ల ప్రకారం వేసిన అంచనాలు మాత్రమే.",
  formHeading: "ఏమి పోల్చాలి",
  countriesLegend: "దేశాలు (రెండు లేదా మూడు ఎంచుకోండి)",
  courseLegend: "స్థాయి, కోర్సు వ్యవధి",
  course: (level: string, months: string) => `${level}, ${months}`,
  noCountry: "వివరాలు చూడటానికి పైన కనీసం ఒక దేశాన్ని ఎంచుకోండి.",
  resultsHeading: "పక్కపక్కనే పోలిక",
  rows: {
    total: "మొత్తం కోర్సుకు",
    perYear: "ఒక్కో ఏడాదికి",
    funds: "వీసాకు చూపించాల్సిన నిధులు",
    work: "చదువుతూ పని",
    postStudy: "చదువు పూర్తయ్యాక ఉద్యోగం",
    intakes: "ఇన్‌టేక్‌లు",
    visaFee: "స్టూడెంట్ వీసా ఫీజు",
  },
  inLocal: (amount: string) => `(${amount})`,
  perYearValue: (amount: string) => `ఏడాదికి ${amount}`,
  work: {
    uk: (hours: string) => `టర్మ్ జరిగే సమయంలో ${hours}`,
    usa: (hours: string) => `తరగతులు జరిగే సమయంలో క్యాంపస్‌లోనే ${hours}`,
    canada: (hours: string) => `అకడమిక్ సెషన్లలో క్యాంపస్ బయట ${hours}`,
    ireland: (hours: string, holidays: string) => `టర్మ్ సమయంలో ${hours}, సెలవుల్లో ${holidays}`,
    germany: (hours: string, full: string, half: string, average: string, dayHours: string) =>
      `లెక్చర్లు జరిగే కాలంలో ${hours}. చట్టం ఏడాదికి ${full} పూర్తి రోజులు లేదా ${half} అర్ధ రోజులు పని చేయనిస్తుంది: ఏడాది మొత్తం మీద సగటున సుమారు ${average} (పూర్తి రోజును ${dayHours} గంటలుగా లెక్కించి).`,
  },
  postStudy: {
    scheduled: (value: string, date: string, before: string) =>
      `${value}: ${date} నుంచి చేసే దరఖాస్తులకు వర్తించే నిబంధన, ఇప్పుడు చదువు మొదలుపెట్టేవారు అప్పటికి చదువు పూర్తిచేస్తారు (అంతకు ముందు చేసే దరఖాస్తులకు ${before})`,
    announced: (value: string, next: string, date: string) => `${value}; ${date} నుంచి చేసే దరఖాస్తులకు ${next}`,
    phd: (value: string) => `పీహెచ్‌డీ తర్వాత ${value}`,
    opt: (opt: string, stem: string) => `${opt} (OPT), STEM డిగ్రీలకు అదనంగా ${stem}`,
    upTo: (value: string) => `గరిష్ఠంగా ${value} (PGWP)`,
    jobSeeker: (value: string) => `ఉద్యోగం వెతుక్కోవడానికి ${value}`,
    level8: (value: string) => `ఆనర్స్ బ్యాచిలర్స్ డిగ్రీ (లెవెల్ 8) తర్వాత ${value}`,
    level9: (value: string) => `మాస్టర్స్ లేదా పీహెచ్‌డీ (లెవెల్ 9 లేదా అంతకంటే పై స్థాయి) తర్వాత ${value}`,
  },
  detailsLink: (country: string) => `${country} ఖర్చును వివరంగా అంచనా వేయండి`,
  ratesNote: (date: string) =>
    `రూపాయల్లో మొత్తాలు ${date} నాటి కాలిక్యులేటర్ మారకం రేట్ల ప్రకారం; ట్యూషన్ ఫీజు, జీవన ఖర్చులు మొదటి నగరానికి, మొదటి ట్యూషన్ శ్రేణికి కాలిక్యులేటర్ వాడే సాధారణ అంకెలు. తుది మాట మీ ఆఫర్ లెటర్‌దీ, మీ బ్యాంక్ రేటుదీ.`,
  calculatorLink: "ఖర్చుల కాలిక్యులేటర్ తెరవండి",
} as const satisfies WordsOf<typeof en.compareText>;
