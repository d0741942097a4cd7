/**
 * "అమెరికాలో చదువు" పేజీ: the Telugu words of app/content/countries/usa/page.ts. Every amount, duration
 * and date is computed from the facts as the English page computes it and formatted by the edition's
 * formatters; links, cited figures and university names come from the English page.
 */
import { formatDate, formatFigure, formatMoney } from "~/content/countries/format";
import { need, numbersIn, relabel, sameLength, oblique as oblique, withWords } from "../translation";
import type { CountryPageContent, Figure, IsoDate } from "~/content/countries/types";
import { usaFacts, usaRuleDates } from "~/content/countries/usa/facts";
import { formatMonthYear } from "~/i18n/format";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/usa/page";
import type * as self from "./page";

const general = "సాధారణ సమాచారం ఆధారంగా ఇచ్చినది; తాజా నిబంధనలు సరిచూసుకోండి.";

/** The day a figure took effect, for a dated change (a figure named there always has one). */
function takenEffect(figure: Figure): IsoDate {
  if (!figure.effectiveFrom) throw new Error(`${figure.label} has no date it took effect`);
  return figure.effectiveFrom;
}

/** "12–15 months before" in the English timeline (our planning advice) as "12–15 నెలల ముందు". */
function monthsBefore(english: string): string {
  const [from, to] = numbersIn(english, 2);
  return `${from}–${to} నెలల ముందు`;
}

/** అమెరికా వివరాలతో పేజీ (సైట్ బిల్డ్ తేదీని వాడుతుంది). */
function usaPageFor(facts: typeof usaFacts): CountryPageContent {
  // The English page of the same build: its links, and the figures it cites from the facts the build gives it.
  const english = en.usaPage;
  const f = facts.figures;
  const fig = formatFigure;
  const opt = fig(f.postStudyWork);
  const stem = fig(f.stemOptExtension);
  const optTotal = fig({ value: f.postStudyWork.value + f.stemOptExtension.value, unit: "months" });
  const h1b = formatMoney(f.h1bNewPetitionFee.value, "USD");
  const issue = fig(f.visaIssueDaysBefore);
  const entry = fig(f.entryDaysBefore);
  const integrity = fig(f.visaIntegrityFee);
  const signedIn = formatMonthYear(usaRuleDates.integrityFeeSignedOn, "te");
  const guidanceIn = formatMonthYear(usaRuleDates.h1bGuidanceOn, "te");
  const hours = fig(f.workHours);

  const keyFacts = [
    { label: "చదువు తర్వాత ఉద్యోగం", value: `OPT ${opt}, STEM కోర్సులకు అదనంగా ${stem}` },
    { label: "చదువుతూ పని", value: `క్యాంపస్‌లో, ${oblique(hours)} వరకు` },
    { label: "చూపించాల్సిన నిధులు", value: "మీ I-20లో ఉన్న మొదటి సంవత్సరం ఖర్చు" },
    { label: "ఇన్‌టేక్‌లు", value: "ఫాల్ (ఆగస్టు–సెప్టెంబర్, ప్రధానం), స్ప్రింగ్ (జనవరి)" },
  ];
  sameLength(english.keyFacts, keyFacts, "key facts");

  const intakes = [
    {
      name: "ఫాల్",
      months: "ఆగస్టు–సెప్టెంబర్",
      note: "ప్రధాన ఇన్‌టేక్; కోర్సులు, అసిస్టెంట్‌షిప్‌లు, స్కాలర్‌షిప్‌లు ఎక్కువగా ఉండేది ఇందులోనే.",
    },
    { name: "స్ప్రింగ్", months: "జనవరి", note: "చాలా యూనివర్సిటీల్లో ఉంటుంది; కోర్సులు, నిధులు తక్కువ." },
    { name: "సమ్మర్", months: "మే–జూన్", note: "పరిమితంగా, ఎక్కువగా ఎంపిక చేసిన కోర్సులకు మాత్రమే." },
  ];
  sameLength(english.intakes, intakes, "intakes");

  const timeline = [
    {
      when: monthsBefore,
      what: "యూనివర్సిటీలను షార్ట్‌లిస్ట్ చేయండి; అడిగితే GRE, దానితో పాటు TOEFL, IELTS లేదా Duolingo రాయండి.",
    },
    {
      when: monthsBefore,
      what: "దరఖాస్తు చేయండి (ఫాల్ ఇన్‌టేక్ చివరి తేదీలు చాలావరకు డిసెంబర్–ఫిబ్రవరి మధ్య ఉంటాయి).",
    },
    {
      when: monthsBefore,
      what: "అడ్మిట్‌ను అంగీకరించి, నిధులు చూపించి, మీ I-20 అందుకోండి; SEVIS ఫీజు చెల్లించండి.",
    },
    { when: `గరిష్ఠంగా ${oblique(issue)} ముందు`, what: "F-1 వీసాకు దరఖాస్తు చేసి ఇంటర్వ్యూకు హాజరవ్వండి." },
    {
      when: `గరిష్ఠంగా ${oblique(entry)} ముందు`,
      what: `ప్రయాణం: మీ కోర్సు మొదలయ్యే తేదీకి ${oblique(entry)} కంటే ముందు అమెరికాలో అడుగుపెట్టలేరు.`,
    },
  ];
  sameLength(english.timeline, timeline, "timeline");

  const courses = [
    "కంప్యూటర్ సైన్స్",
    "డేటా సైన్స్, అనలిటిక్స్",
    "ఎలక్ట్రికల్, కంప్యూటర్ ఇంజినీరింగ్",
    "ఇంజినీరింగ్ మేనేజ్‌మెంట్",
    "బిజినెస్ అనలిటిక్స్, MBA",
    "ఇన్ఫర్మేషన్ సిస్టమ్స్",
    "బయోటెక్నాలజీ",
    "పబ్లిక్ హెల్త్",
  ];
  sameLength(english.courses, courses, "courses");

  const faq = [
    {
      question: "అమెరికా స్టూడెంట్ వీసాకు ఎంత ఖర్చవుతుంది?",
      answer: `F-1 వీసా దరఖాస్తు ఫీజు ${fig(f.studyVisaFee)}, SEVIS ఫీజు ${fig(f.sevisFee)}. జారీ అయిన ప్రతి వీసాకు ${integrity} వీసా ఇంటెగ్రిటీ ఫీజు ${signedIn}లో చట్టమైంది; మీరు దరఖాస్తు చేసేటప్పుడు దాన్ని వసూలు చేస్తున్నారో లేదో సరిచూసుకోండి.`,
    },
    {
      question: "F-1 వీసాకు ఎంత బ్యాంక్ బ్యాలెన్స్ చూపించాలి?",
      answer:
        "మీ I-20లోని మొదటి సంవత్సరం మొత్తం ఖర్చును భరించేంత, వెంటనే వాడుకోగలిగే నిధుల రూపంలో: బ్యాంక్ బ్యాలెన్స్‌లు, ఫిక్స్‌డ్ డిపాజిట్లు, విద్యా రుణ మంజూరు లేఖ లేదా స్కాలర్‌షిప్ లేఖ.",
    },
    {
      question: "చదువు పూర్తయ్యాక అమెరికాలో ఎంత కాలం పని చేయవచ్చు?",
      answer: `OPT కింద ${opt}; STEM డిగ్రీ అయితే అదనంగా ${stem} STEM OPT పొడిగింపు: మొత్తం ${oblique(optTotal)} వరకు.`,
    },
    {
      question: "కొత్త H-1B చెల్లింపు విద్యార్థులకు వర్తిస్తుందా?",
      answer: `USCIS ప్రకారం ${h1b} చెల్లింపు అమెరికా బయట ఉన్న ఉద్యోగుల కొత్త H-1B పిటిషన్లకే వర్తిస్తుంది. అమెరికాలోనే F-1 నుంచి H-1Bకి స్టేటస్ మార్పును USCIS ఆమోదిస్తే, ఈ చెల్లింపు అవసరం లేదు.`,
    },
    {
      question: "అమెరికాకు ఎంత ముందుగా ప్రయాణించవచ్చు?",
      answer: `I-20లోని ప్రారంభ తేదీకి గరిష్ఠంగా ${oblique(issue)} ముందు నుంచే వీసా జారీ చేయవచ్చు, కానీ అమెరికాలో అడుగుపెట్టడం మాత్రం ఆ తేదీకి ${oblique(entry)} ముందు నుంచే.`,
    },
  ];
  sameLength(english.faq, faq, "questions");

  const changes = [
    {
      date: formatDate(usaRuleDates.h1bGuidanceOn),
      text: `అమెరికాలోనే F-1 నుంచి H-1Bకి ఆమోదం పొందిన స్టేటస్ మార్పుకు కొత్త ${h1b} చెల్లింపు వర్తించదని USCIS స్పష్టం చేసింది.`,
      figure: f.h1bNewPetitionFee,
    },
    {
      date: formatDate(usaRuleDates.integrityFeeSignedOn),
      text: `జారీ అయిన ప్రతి వీసాకు ${integrity} వీసా ఇంటెగ్రిటీ ఫీజు (విద్యార్థులు, సందర్శకులు) చట్టమైంది; దాన్ని ఎప్పటి నుంచి వసూలు చేస్తారో స్పష్టత లేదు.`,
      figure: f.visaIntegrityFee,
    },
    {
      date: formatMonthYear(takenEffect(f.studyVisaFee), "te"),
      text: `స్టూడెంట్, సందర్శక వీసా ఫీజు ${formatMoney(f.studyVisaFee.value, "USD")}కు పెరిగింది.`,
      figure: f.studyVisaFee,
    },
  ];
  sameLength(english.changes, changes, "changes");

  const officialLinks = ["travel.state.gov: స్టూడెంట్ వీసా", "Study in the States (DHS)", "EducationUSA"];
  sameLength(english.officialLinks, officialLinks, "official links");

  /** TOEFL and IELTS bands graduate schools often ask for, as the English page gives them. */
  const [toeflFrom, toeflTo, ieltsFrom, ieltsTo] = numbersIn(
    need(english.englishTests.points[0], "the TOEFL and IELTS point").text,
    4,
  );
  const register = english.universities.register;

  return {
    promise: `అత్యధిక సంఖ్యలో యూనివర్సిటీల ఎంపిక, STEM డిగ్రీ తర్వాత ${oblique(optTotal)} వరకు ఉద్యోగ అనుభవం.`,
    description:
      "అమెరికాలో చదువుకు అసలైన అంకెలతో ప్రణాళిక వేసుకోండి: F-1 వీసా, SEVIS ఫీజులు, మీ I-20లో చూపించాల్సిన నిధులు, OPT పని అనుమతి; ప్రతిదానికీ అధికారిక ఆధారం, తేదీతో.",
    keyFacts: english.keyFacts.map((fact, index) => ({
      ...fact,
      ...need(keyFacts[index], `key fact ${index + 1}`),
    })),
    why: withWords(
      english.why,
      [
        {
          title: "ఎంపికకు, మార్పుకు అవకాశం",
          text: "పెద్ద పరిశోధన యూనివర్సిటీల నుంచి చిన్న కాలేజీల వరకు వేలాది గుర్తింపు పొందిన విద్యాసంస్థలు; ప్రధాన సబ్జెక్టు (మేజర్), ఎలక్టివ్‌ల ఎంపికలో సౌలభ్యం.",
        },
        {
          title: "STEM డిగ్రీల తర్వాత ఉద్యోగ అనుభవం",
          text: `OPT ద్వారా డిగ్రీ తర్వాత ${opt} పని చేయవచ్చు; STEM డిగ్రీ పూర్తి చేసినవారు E-Verify ఉన్న యజమాని దగ్గర మరో ${stem} పొడిగింపు పొందవచ్చు, మొత్తం ${optTotal}.`,
        },
        {
          title: "పరిశోధన డిగ్రీలకు నిధులు",
          text: "చాలా పీహెచ్‌డీ సీట్లకు, కొన్ని మాస్టర్స్ సీట్లకు టీచింగ్ లేదా రీసెర్చ్ అసిస్టెంట్‌షిప్‌లు ఉంటాయి; వాటితో ట్యూషన్ మినహాయింపు, నెలవారీ స్టైపెండ్ వస్తాయి.",
        },
        {
          title: "అమెరికాలోనే ఉంటూ H-1Bకి మారే మార్గం",
          text: `USCIS మార్గదర్శకాల ప్రకారం, ${formatMonthYear(takenEffect(f.h1bNewPetitionFee), "te")} నుంచి అమల్లోకి వచ్చిన ${h1b} H-1B చెల్లింపు అమెరికా బయట ఉన్న ఉద్యోగుల కొత్త పిటిషన్లకే వర్తిస్తుంది; అమెరికాలోనే F-1 నుంచి H-1Bకి స్టేటస్ మార్పు ఆమోదం పొందితే ఈ చెల్లింపు అవసరం లేదు.`,
        },
      ],
      "why",
    ),
    intakes,
    intakesNote: "సాధారణంగా ఉండే ఇన్‌టేక్‌లు ఇవి; ప్రతి కోర్సు ప్రారంభ తేదీలు, దరఖాస్తు చివరి తేదీలు చూసుకోండి.",
    timeline: english.timeline.map((step, index) => {
      const words = need(timeline[index], `timeline step ${index + 1}`);
      return { when: typeof words.when === "string" ? words.when : words.when(step.when), what: words.what };
    }),
    universities: {
      names: english.universities.names,
      note: "భారతీయ విద్యార్థులు ఎక్కువగా ఎంచుకునే పేరున్న యూనివర్సిటీలు ఇవి, ర్యాంకుల క్రమంలో కాదు: మీకు కావాల్సిన సబ్జెక్టుకు తాజా QS లేదా THE ర్యాంకింగ్‌ను, అది ఏ సంవత్సరానిదో చూసి సరిపోల్చుకోండి.",
      ...(register ? { register: relabel(register, "Study in the States: విద్యాసంస్థల శోధన") } : {}),
    },
    courses,
    costsNote:
      "ప్రభుత్వ (పబ్లిక్) యూనివర్సిటీలు అంతర్జాతీయ విద్యార్థుల నుంచి రాష్ట్రం బయటివారి ఫీజు వసూలు చేస్తాయి. తీరప్రాంత పెద్ద నగరాలకు, యూనివర్సిటీ పట్టణాలకు మధ్య జీవన ఖర్చుల్లో చాలా తేడా ఉంటుంది; మీ I-20లో యూనివర్సిటీ సొంత అంచనా ఉంటుంది.",
    visa: {
      ...english.visa,
      name: "F-1 స్టూడెంట్ వీసా",
      summary: `I-20 వచ్చాక SEVIS ఫీజు (${fig(f.sevisFee)}) చెల్లించి, DS-160 నింపి, వీసా ఫీజు (${fig(f.studyVisaFee)}) కట్టి, హైదరాబాద్ వంటి నగరాల్లోని అమెరికా కాన్సులేట్‌లో ఇంటర్వ్యూకు హాజరవుతారు.`,
      steps: withWords(
        english.visa.steps,
        [
          {
            title: "మీ I-20 పొందండి",
            text: "అడ్మిట్‌ను అంగీకరించి, మొదటి సంవత్సరం మొత్తం ఖర్చు (కాస్ట్ ఆఫ్ అటెండెన్స్) భరించగలరని యూనివర్సిటీకి చూపించండి; అప్పుడు యూనివర్సిటీ ఫారం I-20 ఇస్తుంది.",
          },
          {
            title: "SEVIS ఫీజు చెల్లించండి",
            text: `I-901 SEVIS ఫీజు ${fig(f.sevisFee)} ఆన్‌లైన్‌లో చెల్లించి రసీదు దాచుకోండి.`,
          },
          {
            title: "DS-160 నింపి వీసా ఫీజు కట్టండి",
            text: `వీసా దరఖాస్తు (MRV) ఫీజు ${fig(f.studyVisaFee)}. జారీ అయిన ప్రతి వీసాకు ${fig(f.visaIntegrityFee)} వీసా ఇంటెగ్రిటీ ఫీజు ${signedIn}లో చట్టమైంది; దాన్ని ఎప్పటి నుంచి వసూలు చేస్తారో స్పష్టత లేదు, కాబట్టి చెల్లించే ముందు సరిచూసుకోండి.`,
            link: "travel.state.gov: స్టూడెంట్ వీసా",
          },
          {
            title: "ఇంటర్వ్యూకు హాజరవ్వండి",
            text: `మీ I-20, SEVIS రసీదు, ఆర్థిక పత్రాలు, విద్యార్హతల పత్రాలు తీసుకెళ్లండి. I-20లోని ప్రారంభ తేదీకి గరిష్ఠంగా ${oblique(issue)} ముందు నుంచే వీసా జారీ చేయవచ్చు.`,
          },
          {
            title: "సమయానికి ప్రయాణం",
            text: `మీ కోర్సు మొదలయ్యే తేదీకి ${oblique(entry)} కంటే ముందు అమెరికాలో అడుగుపెట్టలేరు.`,
          },
        ],
        "visa steps",
      ),
      otherVisas: withWords(
        english.visa.otherVisas,
        [
          {
            title: "సందర్శన, వ్యాపార పర్యటనలు (B1/B2)",
            text: `పిల్లలను చూడటానికి లేదా స్నాతకోత్సవానికి (గ్రాడ్యుయేషన్) వెళ్లే తల్లిదండ్రులు, వ్యాపార ప్రయాణికులు B1/B2 వీసాకు దరఖాస్తు చేస్తారు; దరఖాస్తు ఫీజు ${fig(f.visitorVisaFee)}, విద్యార్థులకు ఉన్నంతే. ${signedIn}లో చట్టమైన ${integrity} వీసా ఇంటెగ్రిటీ ఫీజు (జారీ అయిన ప్రతి వీసాకు) సందర్శక వీసాలకూ వర్తిస్తుంది; చెల్లించే ముందు దాన్ని వసూలు చేస్తున్నారో లేదో సరిచూసుకోండి.`,
            link: "travel.state.gov: సందర్శక వీసా",
          },
          {
            title: "డిపెండెంట్లు (F-2)",
            text: "జీవిత భాగస్వామి, పిల్లలు వారి సొంత I-20తో F-2 వీసాపై రావచ్చు; F-2 వీసాపై ఉన్న జీవిత భాగస్వామి ఉద్యోగం చేయకూడదు.",
            indicative: general,
          },
        ],
        "other visas",
      ),
      officialLink: relabel(english.visa.officialLink, "travel.state.gov: స్టూడెంట్ వీసా"),
    },
    proofOfFunds: {
      points: withWords(
        english.proofOfFunds.points,
        [
          {
            title: "ఎంత",
            text: "మీ I-20లో చూపిన మొదటి సంవత్సరం మొత్తం ఖర్చు: ట్యూషన్, జీవన ఖర్చులు, బీమా, యూనివర్సిటీ అంచనా ప్రకారం.",
          },
          {
            title: "ఏ రూపంలో",
            text: "వెంటనే వాడుకోగలిగే నిధులు: బ్యాంక్ బ్యాలెన్స్‌లు లేదా బ్యాంక్ లేఖలు, ఫిక్స్‌డ్ డిపాజిట్లు, విద్యా రుణ మంజూరు లేఖ, లేదా స్కాలర్‌షిప్ లేదా అసిస్టెంట్‌షిప్ లేఖ.",
          },
          {
            title: "ఇంటర్వ్యూలో",
            text: "యూనివర్సిటీకి ఇచ్చిన పత్రాలనే తీసుకెళ్లండి; తర్వాతి సంవత్సరాల ఖర్చు ఎలా భరిస్తారని కూడా వీసా అధికారి అడగవచ్చు.",
          },
        ],
        "proof of funds",
      ),
    },
    englishTests: {
      summary: "వీసా కోసం ప్రత్యేక ఇంగ్లిష్ స్కోరు ఏదీ లేదు: ప్రతి యూనివర్సిటీ తన స్కోరును తానే నిర్ణయిస్తుంది.",
      points: withWords(
        english.englishTests.points,
        [
          {
            title: "TOEFL iBT, IELTS",
            text: `దాదాపు అన్ని యూనివర్సిటీలు అంగీకరిస్తాయి; గ్రాడ్యుయేట్ స్కూల్స్ తరచూ TOEFL ${toeflFrom}–${toeflTo} లేదా IELTS ${ieltsFrom}–${ieltsTo} అడుగుతాయి.`,
          },
          {
            title: "Duolingo ఇంగ్లిష్ టెస్ట్",
            text: "చాలా యూనివర్సిటీలు అంగీకరిస్తాయి; ప్రతి కోర్సుకు విడిగా సరిచూసుకోండి.",
          },
          {
            title: "GRE, GMAT",
            text: "చాలా కోర్సులు వీటిని తప్పనిసరి కాదని మార్చాయి, కానీ మంచి స్కోరు అడ్మిషన్‌కు, నిధులకు ఇప్పటికీ ఉపయోగపడుతుంది.",
          },
        ],
        "English tests",
      ),
    },
    work: {
      during: withWords(
        english.work.during,
        [
          {
            title: `క్యాంపస్‌లో, ${oblique(hours)} వరకు`,
            text: `F-1 విద్యార్థులు తరగతులు జరిగే కాలంలో క్యాంపస్‌లో ${oblique(hours)} వరకు, సెలవుల్లో పూర్తి సమయం పని చేయవచ్చు. క్యాంపస్ బయట పని CPT లేదా OPT ద్వారా మాత్రమే.`,
          },
        ],
        "work during studies",
      ),
      after: withWords(
        english.work.after,
        [
          {
            title: "OPT, STEM OPT",
            text: `ఆప్షనల్ ప్రాక్టికల్ ట్రైనింగ్ (OPT) ద్వారా చదువు పూర్తయ్యాక మీ రంగంలో ${opt} పని చేయవచ్చు. STEM డిగ్రీ పూర్తి చేసినవారు E-Verify ఉన్న యజమాని, I-983 ఫారంలో శిక్షణ ప్రణాళికతో దీన్ని మరో ${stem} పొడిగించుకోవచ్చు.`,
          },
          {
            title: "H-1B",
            text: `ఎక్కువ కాలం ఉద్యోగం అంటే సాధారణంగా యజమాని వేసే H-1B పిటిషన్. ${guidanceIn} నాటి USCIS మార్గదర్శకాల ప్రకారం, అమెరికాలోనే F-1 నుంచి H-1Bకి ఆమోదం పొందిన స్టేటస్ మార్పుకు ${h1b} చెల్లింపు వర్తించదు.`,
          },
        ],
        "work after studies",
      ),
    },
    scholarships: withWords(
      english.scholarships,
      [
        {
          title: "Fulbright-Nehru ఫెలోషిప్‌లు",
          text: "భారతీయ విద్యార్థులకు మాస్టర్స్, డాక్టోరల్ పరిశోధన ఫెలోషిప్‌లు; యునైటెడ్ స్టేట్స్-ఇండియా ఎడ్యుకేషనల్ ఫౌండేషన్ (USIEF) వీటిని నిర్వహిస్తుంది.",
          link: "USIEF వెబ్‌సైట్",
          indicative: general,
        },
        {
          title: "అసిస్టెంట్‌షిప్‌లు (టీచింగ్, రీసెర్చ్, గ్రాడ్యుయేట్)",
          text: "టీచింగ్, రీసెర్చ్ లేదా గ్రాడ్యుయేట్ అసిస్టెంట్‌షిప్‌లతో సాధారణంగా ట్యూషన్ మినహాయింపు, నెలవారీ స్టైపెండ్ వస్తాయి; తొందరగా, చాలాసార్లు అడ్మిషన్ దరఖాస్తుతో పాటే దరఖాస్తు చేయండి.",
        },
        {
          title: "యూనివర్సిటీ స్కాలర్‌షిప్‌లు",
          text: "మెరిట్ స్కాలర్‌షిప్‌లకు తరచూ మీ అడ్మిషన్ దరఖాస్తునే పరిగణిస్తారు; వేరుగా దరఖాస్తు చేయాల్సిన అవసరం ఉండదు.",
        },
      ],
      "scholarships",
    ),
    loans: withWords(
      english.loans,
      [
        {
          title: "తనఖా (కొలాటరల్) లేని రుణాలు",
          text: "చాలా అమెరికా యూనివర్సిటీలకు బ్యాంకులు, NBFCలు హామీ లేకుండానే రుణాలు ఇస్తాయి; ఇది యూనివర్సిటీ, కోర్సు, సహ-దరఖాస్తుదారుడి ఆదాయంపై ఆధారపడి ఉంటుంది.",
        },
        {
          title: "తనఖా (కొలాటరల్) ఉన్న రుణాలు",
          text: "ఆస్తిని హామీగా పెడితే సాధారణంగా రుణ మొత్తం ఎక్కువగా, వడ్డీ తక్కువగా ఉంటాయి. రుణ మంజూరు లేఖను I-20 కోసం, వీసా ఇంటర్వ్యూలో నిధులుగా చూపించవచ్చు.",
        },
      ],
      "loans",
    ),
    accommodation: withWords(
      english.accommodation,
      [
        {
          title: "క్యాంపస్‌లో",
          text: "మొదటి సంవత్సరానికి డార్మిటరీలు, గ్రాడ్యుయేట్ హౌసింగ్ సౌకర్యంగా ఉంటాయి; అడ్మిట్‌ను అంగీకరించిన వెంటనే దరఖాస్తు చేయండి.",
        },
        {
          title: "క్యాంపస్ బయట",
          text: "చాలా మంది గ్రాడ్యుయేట్ విద్యార్థులు అపార్ట్‌మెంట్లను పంచుకుంటారు; లీజులు సాధారణంగా ఏడాదికి ఉంటాయి, డిపాజిట్ అడుగుతారు.",
        },
        {
          title: "విమానం ఎక్కే ముందు",
          text: "వీసా ఉన్న పాస్‌పోర్ట్, I-20, SEVIS రసీదు, అడ్మిట్ లెటర్, ఆర్థిక పత్రాలను మీ చేతి సంచిలోనే (హ్యాండ్ లగేజీ) ఉంచుకోండి.",
        },
      ],
      "accommodation",
    ),
    legitimacy: {
      text: "స్టూడెంట్ అండ్ ఎక్స్ఛేంజ్ విజిటర్ ప్రోగ్రామ్ (SEVP) గుర్తింపు ఉన్న విద్యాసంస్థలు మాత్రమే I-20 ఇవ్వగలవు. దరఖాస్తు చేసే ముందు, ఏదైనా చెల్లించే ముందు అధికారిక శోధనలో ఆ సంస్థను చూసుకోండి.",
      link: relabel(english.legitimacy.link, "Study in the States: SEVP గుర్తింపు ఉన్న విద్యాసంస్థల శోధన"),
    },
    faq,
    changes,
    officialLinks: english.officialLinks.map((link, index) =>
      relabel(link, need(officialLinks[index], `official link ${index + 1}`)),
    ),
  };
}

export const usaPage: CountryPageContent = usaPageFor(usaFacts);

export type SameShape = TwinOf<typeof en, typeof self>;
