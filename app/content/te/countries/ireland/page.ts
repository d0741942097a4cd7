/**
 * The Telugu "Study in Ireland" page (ఐర్లాండ్‌లో చదువు). Every amount, duration and limit is rendered
 * from the facts with the same calculations as the English page; its links' addresses are the English page's.
 */
import { exchangeRates } from "~/content/countries/exchange-rates";
import { formatFigure, formatMoney, formatMoneyWithInr } from "~/content/countries/format";
import type { CountryPageContent } from "~/content/countries/types";
import { formatMonthYear } from "~/i18n/format";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/ireland/page";
import { oblique as ob, relabel, relabelAll } from "../translation";
import { irelandFacts } from "./facts";

const english = en.irelandPage;

const GENERAL = "సాధారణ సమాచారం ఆధారంగా రాసినది; తాజా నిబంధనలు సరిచూసుకోండి.";
const STUDY = "Irish Immigration Service: ఐర్లాండ్‌లో చదువు";

/** The page for Ireland's data as it stands on a given day (the site uses the build date). */
function irelandPageFor(facts: typeof irelandFacts): CountryPageContent {
  const f = facts.figures;
  const fig = formatFigure;
  const funds = formatMoney(f.proofOfFunds.value, "EUR");
  const masters = fig({ value: facts.costs.courseMonths.pg, unit: "months" });
  const stamp = fig(f.postStudyWork);
  const stampL8 = fig(f.postStudyWorkLevel8);
  const term = fig(f.workHours);
  const holidays = fig(f.workHoursHolidays);
  const statements = fig(f.bankStatementMonths);
  const cover = formatMoney(f.insuranceMinimumCover.value, "EUR");

  return {
    promise: `యూరప్ టెక్నాలజీ కేంద్రంలో ${masters} మాస్టర్స్ డిగ్రీలు, ఆ తర్వాత పని చేయడానికి ${stamp}.`,
    description: `నిజమైన గణాంకాలతో ఐర్లాండ్‌లో మీ చదువును ప్లాన్ చేసుకోండి: స్టడీ వీసా ఫీజు, ${funds} నిధుల నియమం, రెసిడెన్స్ పర్మిట్, పని గంటలు, Stamp 1G — ప్రతిదానికీ ఆధారం, తేదీతో సహా.`,
    keyFacts: [
      {
        label: "చదువు తర్వాత పని",
        value: `Stamp 1G: మాస్టర్స్ తర్వాత ${stamp}, ఆనర్స్ బ్యాచిలర్స్ తర్వాత ${stampL8}`,
        figure: f.postStudyWork,
      },
      { label: "చదువుతూ పని", value: `${term}; సెలవుల్లో ${holidays}`, figure: f.workHours },
      {
        label: "చూపించాల్సిన నిధులు",
        value: `సంవత్సరానికి ${formatMoneyWithInr(f.proofOfFunds.value, "EUR", exchangeRates.inrPer.EUR)}, ఫీజులకు అదనంగా`,
        figure: f.proofOfFunds,
      },
      { label: "ఇన్‌టేక్‌లు", value: "సెప్టెంబర్ (ప్రధానం), కొన్ని కోర్సులకు జనవరి" },
    ],
    why: [
      {
        title: "తక్కువ కాలం మాస్టర్స్ డిగ్రీలు",
        text: `బోధన ఆధారంగా సాగే చాలా మాస్టర్స్ కోర్సులు (లెవెల్ 9) ${masters} ఉంటాయి; ఆ తర్వాత Stamp 1G అనుమతితో గరిష్ఠంగా ${stamp} పని చేయవచ్చు.`,
        figures: [f.postStudyWork],
      },
      {
        title: "యూరప్‌లో టెక్నాలజీ, ఫార్మా కంపెనీల కేంద్రం",
        text: "ప్రపంచంలోని చాలా టెక్నాలజీ, ఫార్మాస్యూటికల్, ఫైనాన్స్ కంపెనీల యూరప్ కార్యాలయాలు ఐర్లాండ్‌లో, ముఖ్యంగా డబ్లిన్, కార్క్ చుట్టుపక్కల ఉన్నాయి.",
      },
      {
        title: "ఇంగ్లిష్ మాట్లాడే దేశం, యూరోపియన్ యూనియన్‌లో భాగం",
        text: `యూరోపియన్ యూనియన్ దేశంలో ఇంగ్లిష్‌లో చదువుకోవచ్చు; సెలవుల్లో పూర్తి సమయం పని చేయవచ్చు (జూన్ నుంచి సెప్టెంబర్ వరకు, డిసెంబర్ మధ్య నుంచి జనవరి మధ్య వరకు ${holidays}).`,
        figures: [f.workHoursHolidays],
      },
    ],
    intakes: [
      { name: "ఆటమ్", months: "సెప్టెంబర్", note: "ప్రధాన ఇన్‌టేక్; దాదాపు అన్ని కోర్సులు ఇందులోనే." },
      {
        name: "స్ప్రింగ్",
        months: "జనవరి–ఫిబ్రవరి",
        note: "కొన్ని కోర్సులు మాత్రమే, ఎక్కువగా బిజినెస్, కంప్యూటింగ్‌లో.",
      },
    ],
    intakesNote: "సాధారణంగా ఉండే ఇన్‌టేక్‌లు ఇవి; ప్రతి కోర్సు ప్రారంభ తేదీలు సరిచూసుకోండి.",
    timeline: [
      { when: "10–12 నెలల ముందు", what: "కోర్సులను షార్ట్‌లిస్ట్ చేయండి; IELTS, PTE లేదా TOEFL బుక్ చేయండి." },
      {
        when: "6–9 నెలల ముందు",
        what: "యూనివర్సిటీలకు దరఖాస్తు చేయండి; చాలా యూనివర్సిటీలు దరఖాస్తులు వచ్చిన క్రమంలోనే (రోలింగ్ పద్ధతిలో) అడ్మిషన్ ఇస్తాయి.",
      },
      {
        when: "4–5 నెలల ముందు",
        what: `ఆఫర్ అంగీకరించి ఫీజులు చెల్లించండి; ${ob(statements)} బ్యాంక్ స్టేట్‌మెంట్లు సిద్ధంగా ఉంచుకోండి.`,
      },
      {
        when: "3 నెలల ముందు",
        what: "స్టడీ వీసాకు ఆన్‌లైన్‌లో దరఖాస్తు చేసి, వీసా సెంటర్‌లో పత్రాలు సమర్పించండి.",
      },
      { when: "ఐర్లాండ్ చేరుకున్నాక", what: "మీ ఐరిష్ రెసిడెన్స్ పర్మిట్ కోసం ఇమ్మిగ్రేషన్ కార్యాలయంలో రిజిస్టర్ చేసుకోండి." },
    ],
    universities: {
      names: english.universities.names,
      note: "పేరున్న యూనివర్సిటీలు, ర్యాంకుల క్రమంలో కాదు: మీకు కావాల్సిన సబ్జెక్టుకు తాజా QS లేదా THE ర్యాంకింగ్‌ను, అది ఏ సంవత్సరానిదో చూసుకోండి.",
      register: relabel(english.universities.register, "QQI: ఐర్లాండ్ అర్హతల రిజిస్టర్"),
    },
    courses: [
      "కంప్యూటర్ సైన్స్, సాఫ్ట్‌వేర్",
      "డేటా అనలిటిక్స్, ఆర్టిఫిషియల్ ఇంటెలిజెన్స్",
      "క్లౌడ్ కంప్యూటింగ్, సైబర్ సెక్యూరిటీ",
      "ఫార్మాస్యూటికల్, బయోమెడికల్ సైన్సెస్",
      "ఫైనాన్స్, ఫిన్‌టెక్",
      "బిజినెస్ అనలిటిక్స్, మార్కెటింగ్",
    ],
    costsNote: `డబ్లిన్‌లో అద్దెలు యూరప్‌లోనే అత్యధికాల్లో ఉంటాయి: అక్కడ చదివితే, వీసా కోసం చూపించే సంవత్సరానికి ${funds} కంటే చాలా ఎక్కువ బడ్జెట్ వేసుకోండి.`,
    visa: {
      name: "స్టడీ వీసా (డీ టైప్)",
      summary: `మీ ఆఫర్, ఫీజులు చెల్లించినట్టు రుజువుతో ఆన్‌లైన్‌లో దరఖాస్తు చేసి, తర్వాత వీసా సెంటర్‌లో పత్రాలు సమర్పించాలి. సింగిల్ ఎంట్రీ వీసా ఫీజు ${fig(f.studyVisaFee)}, మల్టిపుల్ ఎంట్రీ వీసా ఫీజు ${fig(f.multiEntryVisaFee)}. ఐర్లాండ్ చేరుకున్నాక ఐరిష్ రెసిడెన్స్ పర్మిట్ కోసం రిజిస్టర్ చేసుకోవాలి (${fig(f.residencePermitFee)}).`,
      steps: [
        {
          title: "ఆఫర్ అంగీకరించి ఫీజులు చెల్లించండి",
          text: "ఫీజులను కాలేజీకి చెల్లించండి: పూర్తిగా, లేదా వీసాకు ముందు కాలేజీ అడిగినంత భాగం.",
          indicative: "వీసాకు ముందు కనీసం ఎంత ఫీజు చెల్లించాలో ఇక్కడ నిర్ధారించలేదు; మీ కాలేజీని అడగండి.",
        },
        {
          title: "మీ నిధులు చూపించండి",
          text: `ఫీజులకు అదనంగా ${fig(f.proofOfFunds)}, దరఖాస్తుకు ముందటి ${ob(statements)} బ్యాంక్ స్టేట్‌మెంట్ ద్వారా.`,
          figures: [f.proofOfFunds, f.bankStatementMonths],
        },
        {
          title: "వైద్య బీమా తీసుకోండి",
          text: `ప్రైవేట్ వైద్య బీమా తప్పనిసరి. మొదటి సంవత్సరానికి, ఆసుపత్రి చికిత్సతో సహా ప్రమాదాలకు కనీసం ${cover}, వ్యాధులకు కనీసం ${cover} కవరేజీ ఉన్న ప్రయాణ బీమాను అంగీకరిస్తారు.`,
          figures: [f.insuranceMinimumCover],
        },
        {
          title: "వీసాకు దరఖాస్తు చేయండి",
          text: `ఆన్‌లైన్‌లో (AVATS) దరఖాస్తు చేసి, ${fig(f.studyVisaFee)} (సింగిల్ ఎంట్రీ) లేదా ${fig(f.multiEntryVisaFee)} (మల్టిపుల్ ఎంట్రీ) చెల్లించి, మీ పత్రాలు సమర్పించండి.`,
          figures: [f.studyVisaFee, f.multiEntryVisaFee],
          link: relabel(english.visa.steps[3]?.link, STUDY),
        },
        {
          title: "చేరుకున్నాక రిజిస్టర్ చేసుకోండి",
          text: `మీ ఐరిష్ రెసిడెన్స్ పర్మిట్ కోసం ఇమ్మిగ్రేషన్ కార్యాలయంలో రిజిస్టర్ చేసుకోండి; ఫీజు ${fig(f.residencePermitFee)}.`,
          figures: [f.residencePermitFee],
        },
      ],
      fees: [f.studyVisaFee, f.multiEntryVisaFee, f.residencePermitFee, f.visitorVisaFee],
      otherVisas: [
        {
          title: "విజిటర్, బిజినెస్ ప్రయాణాలు",
          text: `స్వల్పకాల సందర్శనలకు సీ టైప్ వీసా కావాలి; ఫీజులు స్టడీ వీసాకు ఉన్నవే (సింగిల్ ఎంట్రీ ${fig(f.visitorVisaFee)}).`,
          figures: [f.visitorVisaFee],
          link: relabel(english.visa.otherVisas[0]?.link, "Irish Immigration Service: ఐర్లాండ్ సందర్శన"),
        },
        {
          title: "కుటుంబ సభ్యులు",
          text: "Stamp 2 అనుమతి ఉన్న విద్యార్థులు సాధారణంగా కుటుంబ సభ్యులను వెంట తీసుకెళ్లలేరు; తాజా నియమాలను Irish Immigration Serviceలో చూసుకోండి.",
          indicative: GENERAL,
        },
      ],
      officialLink: relabel(english.visa.officialLink, STUDY),
    },
    proofOfFunds: {
      points: [
        {
          title: "ఎంత",
          text: `చదువుకునే కాలంలో ${fig(f.proofOfFunds)}, ఫీజులకు అదనంగా. భారతదేశం నుంచి వచ్చేవారితో సహా వీసా అవసరమైన విద్యార్థులందరికీ 2023 నుంచి ఇది వర్తిస్తుంది.`,
          figures: [f.proofOfFunds],
        },
        {
          title: "ఎలా చూపించాలి",
          text: `దరఖాస్తుకు ముందటి ${ob(statements)} బ్యాంక్ స్టేట్‌మెంట్; డబ్బు నిలకడగా ఖాతాలో ఉన్నట్టు అది చూపించాలి.`,
          figures: [f.bankStatementMonths],
        },
        {
          title: "ముందు ఫీజులు",
          text: "దరఖాస్తు చేసే ముందే మీ కాలేజీకి ఫీజులు చెల్లించి, ఆ రసీదును దరఖాస్తుతో జత చేయండి.",
        },
      ],
    },
    englishTests: {
      summary: "స్కోరును కాలేజీలు నిర్ణయిస్తాయి; వీసాకు ఇంగ్లిష్ పరిజ్ఞానానికి రుజువు కావాలి, సాధారణంగా అదే పరీక్ష ఫలితం సరిపోతుంది.",
      points: [
        { title: "IELTS అకడమిక్", text: "పోస్ట్‌గ్రాడ్యుయేట్ చదువుకు సాధారణంగా మొత్తం 6.5.", indicative: GENERAL },
        {
          title: "PTE అకడమిక్, TOEFL iBT, Duolingo",
          text: "చాలా కాలేజీలు వీటిని అంగీకరిస్తాయి; ప్రతి కోర్సుకు విడిగా చూసుకోండి.",
        },
      ],
    },
    work: {
      during: [
        {
          title: `${term}, సెలవుల్లో ${holidays}`,
          text: `Stamp 2 విద్యార్థులు తరగతులు జరిగే కాలంలో ${term}, జూన్ నుంచి సెప్టెంబర్ వరకు, డిసెంబర్ 15 నుంచి జనవరి 15 వరకు ${holidays} పని చేయవచ్చు.`,
          figures: [f.workHours, f.workHoursHolidays],
        },
      ],
      after: [
        {
          title: "Stamp 1G (థర్డ్ లెవెల్ గ్రాడ్యుయేట్ ప్రోగ్రామ్)",
          text: `మాస్టర్స్ లేదా పీహెచ్‌డీ (లెవెల్ 9 లేదా అంతకు మించి) తర్వాత, ఉద్యోగం చేయడానికి లేదా వెతుక్కోవడానికి ${stamp}; ఆనర్స్ బ్యాచిలర్స్ (లెవెల్ 8) తర్వాత ${stampL8}. ఫలితాలు వచ్చిన ${ob(fig(f.stamp1gApplyWithinMonths))} లోపు దరఖాస్తు చేయాలి.`,
          figures: [f.postStudyWork, f.postStudyWorkLevel8, f.stamp1gApplyWithinMonths],
        },
        {
          title: "ఎంప్లాయ్‌మెంట్ పర్మిట్‌లు",
          text: "ఉద్యోగ ఆఫర్ వస్తే క్రిటికల్ స్కిల్స్ లేదా జనరల్ ఎంప్లాయ్‌మెంట్ పర్మిట్ పొందవచ్చు; తర్వాత దీర్ఘకాల నివాసానికి కూడా దారి ఉంటుంది.",
          indicative: GENERAL,
        },
      ],
    },
    scholarships: [
      {
        title: "Government of Ireland International Education Scholarship",
        text: "యూరోపియన్ యూనియన్ బయటి దేశాల ప్రతిభావంతులైన విద్యార్థులకు స్టైపెండ్, ఫీజులు కవర్ చేసే స్కాలర్‌షిప్‌లు.",
        indicative: GENERAL,
      },
      {
        title: "యూనివర్సిటీ స్కాలర్‌షిప్‌లు",
        text: "చాలా యూనివర్సిటీలు ప్రతిభ ఆధారంగా భారతీయ విద్యార్థులకు ఫీజు తగ్గింపు ఇస్తాయి, తరచుగా ఆఫర్‌తోనే.",
      },
    ],
    loans: [
      {
        title: "హామీ (కొలేటరల్) లేని రుణాలు",
        text: "చాలా ఐర్లాండ్ యూనివర్సిటీలకు బ్యాంకులు, NBFC సంస్థలు ఎలాంటి హామీ లేకుండా రుణం ఇస్తాయి; యూనివర్సిటీ, కోర్సు, సహ-దరఖాస్తుదారు ఆదాయాన్ని బట్టి.",
      },
      {
        title: "హామీ (కొలేటరల్) ఉన్న రుణాలు",
        text: "ఆస్తిని హామీగా పెడితే రుణం సాధారణంగా ఎక్కువ మొత్తంలో, తక్కువ వడ్డీకి వస్తుంది; వీసాకు ముందే ఫీజులు చెల్లించేలా రుణం విడుదలను ప్లాన్ చేసుకోండి.",
      },
    ],
    accommodation: [
      {
        title: "ముందుగానే బుక్ చేయండి",
        text: "ముఖ్యంగా డబ్లిన్‌లో ఇళ్లు దొరకడం కష్టం; ఆఫర్ అంగీకరించిన వెంటనే యూనివర్సిటీ వసతి లేదా ప్రైవేట్ స్టూడెంట్ హౌసింగ్ బుక్ చేయండి.",
      },
      {
        title: "అద్దె మోసాల పట్ల జాగ్రత్త",
        text: "చూడని గదికి, లేదా తెలియని ఏజెంట్ ద్వారా ఎప్పుడూ డిపాజిట్ చెల్లించకండి; యూనివర్సిటీ సూచించే వసతినే ఎంచుకోండి.",
      },
      {
        title: "చేరుకున్న తర్వాత",
        text: "మీ ఐరిష్ రెసిడెన్స్ పర్మిట్ కోసం రిజిస్టర్ చేసుకోండి, ఉద్యోగం చేస్తే PPS నంబర్ తీసుకోండి, బ్యాంక్ ఖాతా తెరవండి.",
      },
    ],
    legitimacy: {
      text: "ఆ కోర్సు ILEP జాబితాలో ఉందో లేదో చూసుకోండి: ఈ జాబితాలోని కోర్సులకు మాత్రమే స్టడీ వీసా వస్తుంది. ఆ కాలేజీ QQI రిజిస్టర్‌లో ఉందో లేదో కూడా చూసుకోండి.",
      link: relabel(english.legitimacy.link, STUDY),
    },
    faq: [
      {
        question: "ఐర్లాండ్ స్టడీ వీసాకు బ్యాంక్ బ్యాలెన్స్ ఎంత ఉండాలి?",
        answer: `చదువుకునే కాలంలో ${fig(f.proofOfFunds)}, ఫీజులకు అదనంగా; గత ${ob(statements)} బ్యాంక్ స్టేట్‌మెంట్ ద్వారా చూపించాలి.`,
      },
      {
        question: "ఐర్లాండ్ స్టడీ వీసాకు ఎంత ఖర్చవుతుంది?",
        answer: `సింగిల్ ఎంట్రీ వీసాకు ${fig(f.studyVisaFee)}, మల్టిపుల్ ఎంట్రీకి ${fig(f.multiEntryVisaFee)}; దానితో పాటు ఐర్లాండ్ చేరుకున్నాక ఐరిష్ రెసిడెన్స్ పర్మిట్‌కు ${fig(f.residencePermitFee)}.`,
      },
      {
        question: "ఐర్లాండ్‌లో విద్యార్థిగా ఎన్ని గంటలు పని చేయవచ్చు?",
        answer: `తరగతులు జరిగే కాలంలో ${term}, జూన్ నుంచి సెప్టెంబర్ వరకు, డిసెంబర్ 15 నుంచి జనవరి 15 వరకు ${holidays}.`,
      },
      {
        question: "మాస్టర్స్ తర్వాత ఐర్లాండ్‌లో ఎంత కాలం ఉండవచ్చు?",
        answer: `మాస్టర్స్ లేదా పీహెచ్‌డీ తర్వాత Stamp 1G మీద గరిష్ఠంగా ${stamp}; ఆనర్స్ బ్యాచిలర్స్ తర్వాత ${stampL8}.`,
      },
    ],
    changes: [
      {
        date: formatMonthYear("2023-07-01", "te"),
        text: `భారతదేశం నుంచి వచ్చేవారితో సహా వీసా అవసరమైన విద్యార్థులు చూపించాల్సిన నిధులు సంవత్సరానికి ${funds}కి పెరిగాయి.`,
        figure: f.proofOfFunds,
      },
    ],
    officialLinks: relabelAll(english.officialLinks, [STUDY, "Education in Ireland: స్టూడెంట్ వీసాలు"]),
  };
}

export const irelandPage: CountryPageContent = irelandPageFor(irelandFacts);

export type SameShape = TwinOf<typeof import("../../../countries/ireland/page"), typeof import("./page")>;
