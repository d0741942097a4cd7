/**
 * "యూకేలో చదువు" పేజీ: the Telugu words of app/content/countries/uk/page.ts. Every amount, duration and
 * date is computed from the facts as the English page computes it and formatted by the edition's
 * formatters; links, cited figures and university names come from the English page.
 */
import { exchangeRates } from "~/content/countries/exchange-rates";
import {
  formatDate,
  formatFigure,
  formatFigureWithInr,
  formatLongDate,
  formatMoney,
  formatMoneyWithInr,
} from "~/content/countries/format";
import {
  need,
  numbersIn,
  relabel,
  sameLength,
  oblique as oblique,
  within as within,
  withWords,
} from "../translation";
import type { CountryPageContent, Figure, IsoDate } from "~/content/countries/types";
import { ukFacts, ukHealthSurchargeFor, ukRuleDates } from "~/content/countries/uk/facts";
import { formatMonthYear } from "~/i18n/format";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/uk/page";
import type * as self from "./page";

/** The day a figure took effect, for a dated change (a figure named there always has one). */
function takenEffect(figure: Figure): IsoDate {
  if (!figure.effectiveFrom) throw new Error(`${figure.label} has no date it took effect`);
  return figure.effectiveFrom;
}

/** "10–12 months before" in the English timeline (our planning advice) as "10–12 నెలల ముందు". */
function monthsBefore(english: string): string {
  const [from, to] = numbersIn(english, 2);
  return `${from}–${to} నెలల ముందు`;
}

const general = "సాధారణ సమాచారం ఆధారంగా ఇచ్చిన పథకం; నిబంధనలు, చివరి తేదీలు సరిచూసుకోండి.";

/** ఒక రోజు నాటి యూకే వివరాలతో పేజీ (సైట్ బిల్డ్ తేదీని వాడుతుంది). */
export function ukPageFor(facts: typeof ukFacts): CountryPageContent {
  const english = en.ukPageFor(facts);
  const f = facts.figures;
  const money = (value: number) => formatMoney(value, "GBP");
  /** Amounts with their rupee equivalent, for the key facts. */
  const withInr = (figure: Figure) => formatFigureWithInr(figure, exchangeRates.inrPer.GBP);
  const fig = formatFigure;
  const londonFunds = money(f.maintenanceLondon.value * f.maintenanceMonthsCap.value);
  const outsideFunds = money(f.maintenanceOutsideLondon.value * f.maintenanceMonthsCap.value);
  const mastersMonths = facts.costs.courseMonths.pg;
  const mastersLength = fig({ value: mastersMonths, unit: "months" });
  const mastersIhs = money(ukHealthSurchargeFor(f, mastersMonths));
  const mastersVisaMonths = f.ihsMonthsBeforeCourse.value + mastersMonths + f.ihsMonthsAfterLongCourse.value;
  const mastersVisa = fig({ value: mastersVisaMonths, unit: "months" });
  /** The Graduate Route that applies to someone starting a course now: the announced value, if any. */
  const graduate = f.postStudyWork.next
    ? {
        now: fig({ ...f.postStudyWork, value: f.postStudyWork.next.value }),
        from: formatLongDate(f.postStudyWork.next.effectiveFrom),
        until: fig(f.postStudyWork),
      }
    : { now: fig(f.postStudyWork), from: null, until: null };
  const graduateLead = graduate.from ? `${graduate.from} నుంచి చేసే దరఖాస్తులకు ${graduate.now}` : graduate.now;
  const graduateBefore = graduate.from ? ` (${graduate.from} కంటే ముందు చేసిన దరఖాస్తులకు ${graduate.until})` : "";
  const phd = fig(f.postStudyWorkPhd);
  const work = fig(f.workHours);
  const maintenanceCap = fig(f.maintenanceMonthsCap);
  const held = fig(f.fundsHeldDays);
  const windowDays = fig(f.fundsWindowDays);

  const keyFacts = [
    {
      label: "చదువు తర్వాత ఉద్యోగం",
      value: `${graduateLead} (పీహెచ్‌డీకి ${phd})${graduate.until ? `; అంతకు ముందు ${graduate.until}` : ""}`,
    },
    { label: "చదువుతూ పని", value: `తరగతులు జరిగే కాలంలో ${work}` },
    {
      label: "చూపించాల్సిన నిధులు",
      value: `లండన్‌లో ${withInr(f.maintenanceLondon)}, గరిష్ఠంగా ${oblique(maintenanceCap)} వరకు: ${formatMoneyWithInr(f.maintenanceLondon.value * f.maintenanceMonthsCap.value, "GBP", exchangeRates.inrPer.GBP)}, దీనికి అదనంగా ఫీజులు`,
    },
    { label: "ఇన్‌టేక్‌లు", value: "సెప్టెంబర్ (ప్రధానం), జనవరి, కొన్ని కోర్సులకు మే" },
  ];
  sameLength(english.keyFacts, keyFacts, "key facts");

  const timeline = [
    {
      when: monthsBefore,
      what: "కోర్సులను షార్ట్‌లిస్ట్ చేయండి, ప్రవేశ అర్హతలు చూసుకోండి, ఇంగ్లిష్ పరీక్షకు తేదీ బుక్ చేసుకోండి.",
    },
    {
      when: monthsBefore,
      what: "దరఖాస్తు చేయండి (బ్యాచిలర్స్‌కు UCAS ద్వారా; చాలా మాస్టర్స్ కోర్సులకు నేరుగా యూనివర్సిటీకే).",
    },
    {
      when: monthsBefore,
      what: "ఆఫర్‌ను అంగీకరించి డిపాజిట్ కట్టండి; స్కాలర్‌షిప్‌లకు, విద్యా రుణానికి దరఖాస్తు చేయండి.",
    },
    {
      when: monthsBefore,
      what: `CAS పొందండి; డబ్బును ${oblique(held)} పాటు ఖాతాలో ఉంచండి; టీబీ (క్షయ) పరీక్ష చేయించుకోండి.`,
    },
    {
      when: "డబ్బు ఉంచే వ్యవధి పూర్తయ్యాక",
      what: "స్టూడెంట్ వీసాకు దరఖాస్తు చేసి IHS చెల్లించండి (ఎంత ముందుగా దరఖాస్తు చేయవచ్చో GOV.UK చెబుతుంది).",
    },
  ];
  sameLength(english.timeline, timeline, "timeline");

  const faq = [
    {
      question: `${f.studyVisaFee.verifiedOn.slice(0, 4)}లో యూకే స్టూడెంట్ వీసాకు ఎంత ఖర్చవుతుంది?`,
      answer: `భారతదేశం నుంచి దరఖాస్తు చేస్తే స్టూడెంట్ వీసా ఫీజు ${fig(f.studyVisaFee)}; దానితో పాటు వీసాలోని ప్రతి సంవత్సరానికి ${money(f.ihsPerYear.value)} ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్. ${oblique(mastersLength)} మాస్టర్స్‌కు ఈ సర్‌చార్జ్ ${mastersIhs} అవుతుంది.`,
    },
    {
      question: "యూకే స్టూడెంట్ వీసాకు ఎంత డబ్బు చూపించాలి?",
      answer: `మొదటి సంవత్సరం ట్యూషన్ ఫీజు (డిపాజిట్ పోను), దానితో పాటు లండన్‌లో ${fig(f.maintenanceLondon)} లేదా లండన్ బయట ${fig(f.maintenanceOutsideLondon)}, గరిష్ఠంగా ${oblique(maintenanceCap)} వరకు (${londonFunds} లేదా ${outsideFunds}); ఈ డబ్బు వరుసగా ${oblique(held)} పాటు మీ ఖాతాలో ఉండాలి. నెలవారీ మొత్తాలపై ఆధారాలు వేరువేరుగా చెబుతున్నాయి, అందుకే ఎక్కువ మొత్తాలనే చూపించాం: కొంచెం ఎక్కువ ఉంచుకుంటే సురక్షితం, తక్కువ ఉంటే వీసా తిరస్కరిస్తారు.`,
    },
    {
      question: "యూకే డిగ్రీ తర్వాత ఎంత కాలం అక్కడే ఉండి పని చేయవచ్చు?",
      answer: `Graduate Route కింద బ్యాచిలర్స్ లేదా మాస్టర్స్ తర్వాత ${graduateLead}, పీహెచ్‌డీ తర్వాత ${phd}${graduateBefore}. చదువు పూర్తయ్యాకే దరఖాస్తు చేస్తారు కాబట్టి కొత్త వ్యవధితోనే ప్రణాళిక వేసుకోండి.`,
    },
    {
      question: "యూకేలో చదువుతూ పని చేయవచ్చా?",
      answer: `చేయవచ్చు: డిగ్రీ స్థాయి కోర్సులో ఉంటే తరగతులు జరిగే కాలంలో ${oblique(work)} వరకు, అధికారిక సెలవుల్లో పూర్తి సమయం.`,
    },
    {
      question: "స్టూడెంట్ వీసాపై నా జీవిత భాగస్వామిని యూకేకు తీసుకెళ్లవచ్చా?",
      answer: `${formatMonthYear(ukRuleDates.dependantsRuleFrom, "te")} నుంచి మొదలయ్యే టాట్ మాస్టర్స్ కోర్సుల్లో అయితే కుదరదు. పీహెచ్‌డీ, ఇతర రీసెర్చ్ విద్యార్థులు, ప్రభుత్వ స్పాన్సర్‌షిప్ ఉన్న విద్యార్థులు డిపెండెంట్లను ఇంకా తీసుకెళ్లవచ్చు.`,
    },
  ];
  sameLength(english.faq, faq, "questions");

  const changes = [
    ...(graduate.from
      ? [
          {
            date: graduate.from,
            text: `బ్యాచిలర్స్, మాస్టర్స్ పూర్తి చేసినవారికి Graduate Route ${graduate.now} అవుతుంది (పీహెచ్‌డీకి ${phd}గానే ఉంటుంది).`,
            figure: f.postStudyWork,
          },
        ]
      : []),
    {
      date: formatDate(takenEffect(f.maintenanceLondon)),
      text: `చూపించాల్సిన నిధులు పెరిగినట్టు వార్తలు: లండన్‌లో ${fig(f.maintenanceLondon)}, మిగతా ప్రాంతాల్లో ${fig(f.maintenanceOutsideLondon)} (HC 1333 నిబంధనల మార్పు).`,
      figure: f.maintenanceLondon,
    },
    {
      date: formatDate(takenEffect(f.studyVisaFee)),
      text: `స్టూడెంట్ వీసా ఫీజు ${money(f.studyVisaFee.value)}కు పెరిగింది.`,
      figure: f.studyVisaFee,
    },
    {
      date: formatDate(ukRuleDates.dependantsRuleFrom),
      text: "టాట్ పోస్ట్‌గ్రాడ్యుయేట్ కోర్సుల విద్యార్థులు ఇకపై డిపెండెంట్లను తీసుకెళ్లలేరు.",
    },
  ];
  sameLength(english.changes, changes, "changes");

  const officialLinks = ["GOV.UK: స్టూడెంట్ వీసా", "GOV.UK: గ్రాడ్యుయేట్ వీసా", "GOV.UK: యూకే ఆరోగ్య సేవలకు చెల్లింపు (IHS)"];
  sameLength(english.officialLinks, officialLinks, "official links");

  const intakes = [
    {
      name: "ఆటమ్",
      months: "సెప్టెంబర్–అక్టోబర్",
      note: "ప్రధాన ఇన్‌టేక్; కోర్సులు, స్కాలర్‌షిప్‌లు ఎక్కువగా ఉండేది ఇందులోనే.",
    },
    { name: "వింటర్", months: "జనవరి–ఫిబ్రవరి", note: "చాలా యూనివర్సిటీల్లో రెండో ఇన్‌టేక్; కోర్సులు తక్కువ." },
    { name: "సమ్మర్", months: "మే", note: "కొన్ని యూనివర్సిటీలు ఎంపిక చేసిన కోర్సులకు మాత్రమే." },
  ];
  sameLength(english.intakes, intakes, "intakes");

  const courses = [
    "కంప్యూటర్ సైన్స్, ఆర్టిఫిషియల్ ఇంటెలిజెన్స్",
    "డేటా సైన్స్, బిజినెస్ అనలిటిక్స్",
    "ఇంజినీరింగ్ మేనేజ్‌మెంట్",
    "MBA, మేనేజ్‌మెంట్",
    "ఫైనాన్స్, అకౌంటింగ్",
    "పబ్లిక్ హెల్త్",
    "ఫార్మసీ, బయోమెడికల్ సైన్సెస్",
    "న్యాయశాస్త్రం (LLM)",
  ];
  sameLength(english.courses, courses, "courses");

  /** The IELTS band universities usually ask for, as the English page gives it. */
  const [ieltsFrom, ieltsTo] = numbersIn(need(english.englishTests.points[0], "the IELTS point").text, 2);
  const register = english.universities.register;

  return {
    promise: `ప్రపంచ ప్రఖ్యాత డిగ్రీలు, ${within(mastersLength)}నే పూర్తయ్యే ఎన్నో మాస్టర్స్ కోర్సులు, చదువు పూర్తయ్యాక Graduate Route ద్వారా ${graduate.now} పని చేసే అవకాశం${graduate.from ? ` (${graduate.from} నుంచి చేసే దరఖాస్తులకు)` : ""}.`,
    description:
      "యూకేలో చదువుకు అసలైన అంకెలతో ప్రణాళిక వేసుకోండి: స్టూడెంట్ వీసా ఫీజు, హెల్త్ సర్‌చార్జ్, చూపించాల్సిన నిధులు, Graduate Route; ప్రతిదానికీ అధికారిక ఆధారం, తేదీతో.",
    keyFacts: english.keyFacts.map((fact, index) => ({
      ...fact,
      ...need(keyFacts[index], `key fact ${index + 1}`),
    })),
    why: withWords(
      english.why,
      [
        {
          title: "తక్కువ కాలంలో డిగ్రీ",
          text: `చాలా మాస్టర్స్ డిగ్రీలు ${mastersLength}, చాలా బ్యాచిలర్స్ డిగ్రీలు ${fig({ value: facts.costs.courseMonths.ug, unit: "months" })} మాత్రమే (స్కాట్లాండ్‌లో ఇంకా ఎక్కువ). అందువల్ల చాలా దేశాలతో పోలిస్తే ట్యూషన్ ఫీజులు, జీవన ఖర్చులు ఆదా అవుతాయి.`,
        },
        {
          title: "చదువు తర్వాత పని చేసే అనుమతి",
          text: `Graduate Route ద్వారా ఉద్యోగ ఆఫర్ గానీ, స్పాన్సర్ గానీ లేకుండానే అక్కడే ఉండి పని చేయవచ్చు, లేదా ఉద్యోగం వెతుక్కోవచ్చు: బ్యాచిలర్స్ లేదా మాస్టర్స్ తర్వాత ${graduateLead}, పీహెచ్‌డీ తర్వాత ${phd}${graduateBefore}. చదువు పూర్తయ్యాకే దీనికి దరఖాస్తు చేస్తారు కాబట్టి, ఇప్పుడు కోర్సు మొదలుపెట్టేవారికి కొత్త నిబంధనే వర్తిస్తుంది.`,
        },
        {
          title: "స్పష్టమైన వీసా నిబంధనలు",
          text: "స్టూడెంట్ వీసాకు కావాల్సినవన్నీ ముందే ప్రకటించి ఉంటాయి: లైసెన్స్ ఉన్న యూనివర్సిటీ (స్పాన్సర్) ఇచ్చే CAS, చూపించాల్సిన నిధులు, ఇంగ్లిష్ స్థాయి. ఏమేం కావాలో మీకు ముందుగానే తెలుస్తుంది.",
        },
        {
          title: "వైద్య సేవలు కూడా",
          text: "వీసాతో పాటు చెల్లించే ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్ (IHS) వల్ల, మీ వీసా ఉన్నంత కాలం యూకే ప్రభుత్వ ఆరోగ్య సేవ (నేషనల్ హెల్త్ సర్వీస్) మీకు అందుబాటులో ఉంటుంది.",
        },
      ],
      "why",
    ),
    intakes,
    intakesNote: "సాధారణంగా ఉండే ఇన్‌టేక్ నెలలు ఇవి; ప్రతి కోర్సు పేజీలో దాని ప్రారంభ తేదీలు చూసుకోండి.",
    timeline: english.timeline.map((step, index) => {
      const words = need(timeline[index], `timeline step ${index + 1}`);
      return { when: typeof words.when === "string" ? words.when : words.when(step.when), what: words.what };
    }),
    universities: {
      names: english.universities.names,
      note: "భారతీయ విద్యార్థులు ఎక్కువగా ఎంచుకునే పేరున్న యూనివర్సిటీలు ఇవి, ర్యాంకుల క్రమంలో కాదు: మీకు కావాల్సిన సబ్జెక్టుకు తాజా QS లేదా THE ర్యాంకింగ్‌ను, అది ఏ సంవత్సరానిదో చూసి సరిపోల్చుకోండి.",
      ...(register ? { register: relabel(register, "GOV.UK: స్టూడెంట్ స్పాన్సర్ల రిజిస్టర్") } : {}),
    },
    courses,
    costsNote: `జీవన ఖర్చుల్లో ఎక్కువ తేడా అద్దె వల్లే వస్తుంది. వీసా కోసం చూపించాల్సిన డబ్బు (లండన్‌లో ${londonFunds}, మిగతా ప్రాంతాల్లో ${outsideFunds}, ${oblique(maintenanceCap)} కోసం) చట్టప్రకారం కనీస మొత్తం మాత్రమే, మీ బడ్జెట్ కాదు: నిజమైన అద్దెలతో ప్రణాళిక వేసుకోండి.`,
    visa: {
      ...english.visa,
      name: "స్టూడెంట్ వీసా",
      summary: `మీ యూనివర్సిటీ ఇచ్చే CASతో దరఖాస్తు చేస్తారు. వీసా ఫీజు ${fig(f.studyVisaFee)}; ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్ వీసాలోని ప్రతి సంవత్సరానికి ${money(f.ihsPerYear.value)} (${oblique(mastersLength)} మాస్టర్స్‌కు వీసా సుమారు ${mastersVisa} ఉంటుంది: సర్‌చార్జ్ ${mastersIhs}).`,
      steps: withWords(
        english.visa.steps,
        [
          {
            title: "CAS పొందండి",
            text: "షరతులు లేని (అన్‌కండిషనల్) ఆఫర్‌ను అంగీకరించి డిపాజిట్ కట్టండి; అప్పుడు యూనివర్సిటీ మీకు CAS (చదువుకు ప్రవేశ నిర్ధారణ పత్రం) ఇస్తుంది.",
          },
          {
            title: `డబ్బును ${oblique(held)} పాటు ఖాతాలో ఉంచండి`,
            text: `మొదటి సంవత్సరం ఫీజులు (డిపాజిట్ పోను), జీవన ఖర్చులు చూపించాలి: లండన్‌లో ${fig(f.maintenanceLondon)}, మిగతా ప్రాంతాల్లో ${fig(f.maintenanceOutsideLondon)}, గరిష్ఠంగా ${oblique(maintenanceCap)} వరకు. డబ్బు ఉంచిన వ్యవధి ముగిసిన రోజు నుంచి మీరు దరఖాస్తు చేసే రోజుకు ${windowDays} మించకూడదు.`,
          },
          {
            title: "టీబీ పరీక్ష చేయించుకోండి",
            text: "భారతదేశం నుంచి దరఖాస్తు చేసేవారికి అనుమతి ఉన్న క్లినిక్ ఇచ్చిన టీబీ (క్షయ) పరీక్ష సర్టిఫికెట్ కావాలి.",
            indicative: "సాధారణ సమాచారం: టీబీ నిబంధనను GOV.UKలో సరిచూసుకోండి.",
          },
          {
            title: "ఆన్‌లైన్‌లో దరఖాస్తు చేసి చెల్లించండి",
            text: `వీసా ఫీజు ${fig(f.studyVisaFee)}, దానితో పాటు ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్: వీసాలోని ప్రతి సంవత్సరానికి ${money(f.ihsPerYear.value)}.`,
            link: "GOV.UK: స్టూడెంట్ వీసాకు దరఖాస్తు",
          },
          {
            title: "బయోమెట్రిక్స్ ఇవ్వండి",
            text: "హైదరాబాద్ లేదా మరో నగరంలోని వీసా అప్లికేషన్ సెంటర్‌లో అపాయింట్‌మెంట్ తీసుకుని వేలిముద్రలు, ఫోటో ఇవ్వండి.",
          },
        ],
        "visa steps",
      ),
      otherVisas: withWords(
        english.visa.otherVisas,
        [
          {
            title: "సందర్శన, వ్యాపార పర్యటనలు",
            text: `స్టాండర్డ్ విజిటర్ వీసా (${fig(f.visitorVisaFee)}) పర్యటన, కుటుంబ సందర్శన, వ్యాపార సమావేశాలు, చిన్న కోర్సులకు సరిపోతుంది. పిల్లల స్నాతకోత్సవానికి (గ్రాడ్యుయేషన్) వెళ్లే తల్లిదండ్రులు ఈ వీసాకే దరఖాస్తు చేస్తారు.`,
            link: "GOV.UK: స్టాండర్డ్ విజిటర్ వీసా",
          },
          {
            title: "డిపెండెంట్లు (జీవిత భాగస్వామి, పిల్లలు)",
            text: `${formatLongDate(ukRuleDates.dependantsRuleFrom)} లేదా ఆ తర్వాత మొదలైన టాట్ (తరగతుల ఆధారిత) పోస్ట్‌గ్రాడ్యుయేట్ కోర్సుల విద్యార్థులు డిపెండెంట్లను తీసుకెళ్లలేరు. రీసెర్చ్ పోస్ట్‌గ్రాడ్యుయేట్ విద్యార్థులు (పీహెచ్‌డీ, రీసెర్చ్ మాస్టర్స్), ప్రభుత్వ స్పాన్సర్‌షిప్ ఉన్న విద్యార్థులు ఇంకా తీసుకెళ్లవచ్చు.`,
            link: "GOV.UK: స్టూడెంట్ వీసా, జీవిత భాగస్వామి, పిల్లలు",
          },
        ],
        "other visas",
      ),
      officialLink: relabel(english.visa.officialLink, "GOV.UK: స్టూడెంట్ వీసా"),
    },
    proofOfFunds: {
      points: withWords(
        english.proofOfFunds.points,
        [
          {
            title: "ఎంత",
            text: `మొదటి సంవత్సరం ట్యూషన్ ఫీజు (లేదా మీ CASలో చూపినట్టు డిపాజిట్ పోను మిగిలినది), దానితో పాటు లండన్‌లో ${fig(f.maintenanceLondon)} లేదా మిగతా ప్రాంతాల్లో ${fig(f.maintenanceOutsideLondon)}, గరిష్ఠంగా ${oblique(maintenanceCap)} వరకు: మొత్తం ${londonFunds} లేదా ${outsideFunds}. ఈ మొత్తాలపై ఆధారాలు వేరువేరుగా చెబుతున్నాయి; ఎక్కువ మొత్తాలనే చూపించాం, అంత ఉంచుకుంటే సురక్షితం.`,
          },
          { title: "ఎంత కాలం", text: facts.funds.holdFor },
          {
            title: "ఎవరి పేరు మీద",
            text: "మీ సొంత ఖాతాలో, లేదా మీ తల్లిదండ్రుల ఖాతాలో (వారి సమ్మతి లేఖ, మీ బంధుత్వానికి రుజువుతో), లేదా గుర్తింపు ఉన్న రుణ సంస్థ ఇచ్చిన విద్యా రుణ లేఖ.",
            indicative: "సాధారణ మార్గదర్శనం; GOV.UKలోని పత్రాల జాబితాను సరిచూసుకోండి.",
          },
        ],
        "proof of funds",
      ),
    },
    englishTests: {
      summary:
        "స్కోరును యూనివర్సిటీలే నిర్ణయిస్తాయి; డిగ్రీ స్థాయి చదువుకు వీసా కోసం CEFR B2 స్థాయి ఇంగ్లిష్ కావాలి (డిగ్రీ కంటే దిగువ స్థాయికి B1).",
      points: withWords(
        english.englishTests.points,
        [
          {
            title: "IELTS అకడమిక్ (UKVI)",
            text: `అన్ని యూనివర్సిటీలూ అంగీకరిస్తాయి; పోస్ట్‌గ్రాడ్యుయేట్ చదువుకు సాధారణంగా ఓవరాల్ స్కోరు ${ieltsFrom} నుంచి ${ieltsTo} అడుగుతాయి.`,
          },
          {
            title: "PTE అకడమిక్, TOEFL iBT, Duolingo",
            text: "చాలా యూనివర్సిటీలు అడ్మిషన్ కోసం వీటిని అంగీకరిస్తాయి; ప్రతి యూనివర్సిటీ జాబితాను చూసుకోండి.",
          },
          {
            title: "యూనివర్సిటీలే మీ ఇంగ్లిష్‌ను అంచనా వేయవచ్చు",
            text: "యూనివర్సిటీ కోరుకుంటే, ఉదాహరణకు మీ డిగ్రీ ఇంగ్లిష్ మాధ్యమంలో చదివినదైతే, వీసా కోసం మీ ఇంగ్లిష్ స్థాయిని అదే నిర్ధారించవచ్చు.",
            link: "GOV.UK: ఇంగ్లిష్ పరిజ్ఞానం",
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
            title: `తరగతులు జరిగే కాలంలో ${work}`,
            text: `డిగ్రీ స్థాయి విద్యార్థులు తరగతులు జరిగే కాలంలో ${oblique(work)} వరకు (డిగ్రీ కంటే దిగువ స్థాయిలో ఇంకా తక్కువ), అధికారిక సెలవుల్లో పూర్తి సమయం పని చేయవచ్చు. సొంత వ్యాపారం (సెల్ఫ్-ఎంప్లాయ్‌మెంట్) చేయడానికి అనుమతి లేదు.`,
          },
        ],
        "work during studies",
      ),
      after: withWords(
        english.work.after,
        [
          {
            title: "Graduate Route",
            text: `ఏ స్థాయి ఉద్యోగమైనా చేయవచ్చు, లేదా ఉద్యోగం వెతుక్కోవచ్చు: బ్యాచిలర్స్ లేదా మాస్టర్స్ తర్వాత ${graduateLead}, పీహెచ్‌డీ తర్వాత ${phd}${graduateBefore}. గ్రాడ్యుయేట్ వీసా ఫీజు ${fig(f.graduateVisaFee)}, దానితో పాటు పెద్దల రేటుతో హెల్త్ సర్‌చార్జ్ (${fig(f.ihsAdultRate)}).`,
          },
          {
            title: "ఇంకా ఎక్కువ కాలం ఉండాలంటే",
            text: "Graduate Route తర్వాత కూడా ఉండాలంటే మరో వీసా కావాలి, సాధారణంగా లైసెన్స్ ఉన్న యజమాని (ఎంప్లాయర్) ద్వారా స్కిల్డ్ వర్కర్ వీసా. నిబంధనలు, జీతం పరిమితులు తరచూ మారుతుంటాయి; వాటిని మేము మీతో కలిసి సరిచూస్తాం.",
          },
        ],
        "work after studies",
      ),
    },
    scholarships: withWords(
      english.scholarships,
      [
        {
          title: "Chevening స్కాలర్‌షిప్‌లు",
          text: "పని అనుభవం ఉన్న భావి నాయకులకు మాస్టర్స్ డిగ్రీ కోసం యూకే ప్రభుత్వం ఇచ్చే స్కాలర్‌షిప్‌లు.",
          link: "Chevening వెబ్‌సైట్",
          indicative: general,
        },
        {
          title: "కామన్వెల్త్ స్కాలర్‌షిప్‌లు",
          text: "భారతదేశం సహా కామన్వెల్త్ దేశాల విద్యార్థులకు మాస్టర్స్, పీహెచ్‌డీ చదువు కోసం.",
          link: "కామన్వెల్త్ స్కాలర్‌షిప్ కమిషన్ వెబ్‌సైట్",
          indicative: general,
        },
        {
          title: "గ్రేట్ స్కాలర్‌షిప్‌లు",
          text: "ఈ పథకంలో పాల్గొనే యూనివర్సిటీల్లో టాట్ పోస్ట్‌గ్రాడ్యుయేట్ కోర్సులకు, బ్రిటిష్ కౌన్సిల్‌తో కలిసి ఇచ్చే స్కాలర్‌షిప్‌లు.",
          indicative: general,
        },
        {
          title: "యూనివర్సిటీ స్కాలర్‌షిప్‌లు",
          text: "చాలా యూనివర్సిటీలు భారతీయ విద్యార్థులకు మెరిట్ స్కాలర్‌షిప్‌లు లేదా ఫీజు తగ్గింపులు ఇస్తాయి; చాలాసార్లు అవి ఆఫర్‌తో పాటే వాటంతట అవే వస్తాయి.",
        },
      ],
      "scholarships",
    ),
    loans: withWords(
      english.loans,
      [
        {
          title: "తనఖా (కొలాటరల్) లేని రుణాలు",
          text: "చాలా యూకే యూనివర్సిటీలకు బ్యాంకులు, NBFCలు ఆస్తి హామీ లేకుండానే రుణాలు ఇస్తాయి; ఇది యూనివర్సిటీ, కోర్సు, సహ-దరఖాస్తుదారుడి ఆదాయంపై ఆధారపడి ఉంటుంది.",
        },
        {
          title: "తనఖా (కొలాటరల్) ఉన్న రుణాలు",
          text: "ఆస్తిని హామీగా పెడితే సాధారణంగా రుణ మొత్తం ఎక్కువగా, వడ్డీ తక్కువగా ఉంటాయి. విద్యా రుణ లేఖను వీసా కోసం నిధులుగా చూపించవచ్చు.",
        },
      ],
      "loans",
    ),
    accommodation: withWords(
      english.accommodation,
      [
        {
          title: "యూనివర్సిటీ హాళ్లు",
          text: "చాలా యూనివర్సిటీలు మొదటి సంవత్సరం అంతర్జాతీయ విద్యార్థులకు తమ హాళ్లలో (రెసిడెన్స్ హాల్స్) గది ఇస్తాయి; కొన్ని, గడువులోగా దరఖాస్తు చేసినవారికి గది హామీ ఇస్తాయి. మీ యూనివర్సిటీ వసతి పేజీ చూడండి.",
        },
        {
          title: "ప్రైవేట్ వసతి",
          text: "షేర్డ్ ఇళ్లు, స్టూడియోలు ఏజెంట్ల ద్వారా అద్దెకు దొరుకుతాయి; డిపాజిట్‌తో పాటు హామీదారు (గ్యారంటర్) లేదా ముందస్తు అద్దె అడుగుతారు.",
        },
        {
          title: "విమానం ఎక్కే ముందు",
          text: "మీ వీసా విగ్నెట్ లేదా ఈ-వీసా వివరాలు సిద్ధం చేసుకోండి; చాలా యూనివర్సిటీలు ఇచ్చే ఎయిర్‌పోర్ట్ పికప్ బుక్ చేసుకోండి; CAS, ఆఫర్ లెటర్, టీబీ సర్టిఫికెట్ వెంట ఉంచుకోండి.",
        },
      ],
      "accommodation",
    ),
    legitimacy: {
      text: "హోం ఆఫీస్ స్టూడెంట్ స్పాన్సర్ల రిజిస్టర్‌లో ఉన్న యూనివర్సిటీలు, కాలేజీలు మాత్రమే CAS ఇవ్వగలవు. ఏ ఫీజు కట్టే ముందైనా ఆ పేరు రిజిస్టర్‌లో ఉందో లేదో చూసుకోండి.",
      link: relabel(english.legitimacy.link, "GOV.UK: స్టూడెంట్ స్పాన్సర్ల రిజిస్టర్"),
    },
    faq,
    changes,
    officialLinks: english.officialLinks.map((link, index) =>
      relabel(link, need(officialLinks[index], `official link ${index + 1}`)),
    ),
  };
}

export const ukPage: CountryPageContent = ukPageFor(ukFacts);

export type SameShape = TwinOf<typeof en, typeof self>;
