/**
 * The Telugu twin of app/content/countries/germany/page.ts: the "జర్మనీలో చదువు" page. Every amount,
 * duration and limit is rendered from the Telugu facts (./facts, the same figures as the English page's)
 * by the edition's formatters, with the same calculations as the English page; links are the English
 * page's. No figure is typed here.
 */
import { exchangeRates } from "~/content/countries/exchange-rates";
import {
  formatDate,
  formatFigure,
  formatFigureWithInr,
  formatMoney,
  formatMoneyWithInr,
} from "~/content/countries/format";
import type { CountryPageContent, Link } from "~/content/countries/types";
import type { TwinOf } from "~/i18n/twin";
import { germanyPage as english } from "../../../countries/germany/page";
import { germanyFacts } from "./facts";

const GENERAL = "సాధారణ సమాచారం ఆధారంగా ఇచ్చాం; ప్రస్తుత నిబంధనలను సరిచూసుకోండి.";

/** The English page's link with a Telugu label (the address is never typed twice). */
function relabel(link: Link | undefined, label: string): Link {
  if (link === undefined) throw new Error(`The English Germany page has no link for "${label}"`);
  return { ...link, label };
}

/** The page for Germany's data as it stands on a given day (the site uses the build date). */
function germanyPageFor(facts: typeof germanyFacts): CountryPageContent {
  const f = facts.figures;
  const fig = formatFigure;
  const blocked = formatMoney(f.proofOfFunds.value, "EUR");
  const jobSearch = fig(f.postStudyWork);
  const contribution = fig(f.semesterContribution);
  const fees = `TUM కొత్తగా చేరే ఈయూ బయటి దేశాల విద్యార్థుల నుంచి బ్యాచిలర్స్ కోర్సులకు ${fig(f.tumTuitionBachelor)}, మాస్టర్స్ కోర్సులకు ${fig(f.tumTuitionMaster)} తీసుకుంటుంది; Heidelberg University, KIT సహా బాడెన్-వ్యూర్టెంబర్గ్‌లోని పబ్లిక్ యూనివర్సిటీలు ${fig(f.bwTuitionPerSemester)} తీసుకుంటాయి.`;
  const steps = english.visa.steps;
  const links = english.officialLinks;

  return {
    promise: `చాలా పబ్లిక్ యూనివర్సిటీల్లో ట్యూషన్ ఫీజు లేదు; చదువు పూర్తయ్యాక ఉద్యోగం వెతుక్కుంటూ ${jobSearch} అక్కడే ఉండవచ్చు.`,
    description:
      "జర్మనీలో చదువును అసలైన అంకెలతో ప్లాన్ చేసుకోండి: ఈయూ బయటి దేశాల విద్యార్థుల నుంచి ఏ యూనివర్సిటీలు ట్యూషన్ ఫీజు తీసుకుంటాయి (TUM, బాడెన్-వ్యూర్టెంబర్గ్), బ్లాక్డ్ అకౌంట్, వీసా ఫీజు, ఆరోగ్య బీమా, పని నిబంధనలు; ప్రతిదానికీ ఆధారం, తేదీతో సహా.",
    keyFacts: [
      {
        label: "చదువు తర్వాత ఉద్యోగం",
        value: `ఉద్యోగం వెతుక్కోవడానికి ${jobSearch}`,
        figure: f.postStudyWork,
      },
      {
        label: "చదువుతూ పని",
        value: `ఏడాదికి ${f.workDaysFull.value} పూర్తి రోజులు లేదా ${f.workDaysHalf.value} సగం రోజులు`,
        figure: f.workDaysFull,
      },
      {
        label: "చూపించాల్సిన నిధులు",
        value: `బ్లాక్డ్ అకౌంట్‌లో ${formatMoneyWithInr(f.proofOfFunds.value, "EUR", exchangeRates.inrPer.EUR)}; ${formatFigureWithInr(f.blockedMonthly, exchangeRates.inrPer.EUR)} చొప్పున విడుదల`,
        figure: f.proofOfFunds,
      },
      { label: "ఇన్‌టేక్‌లు", value: "అక్టోబర్ (శీతాకాల సెమిస్టర్), ఏప్రిల్ (వేసవి సెమిస్టర్)" },
    ],
    why: [
      {
        title: "చాలా పబ్లిక్ యూనివర్సిటీల్లో ట్యూషన్ ఫీజు లేదు",
        text: `చాలా పబ్లిక్ యూనివర్సిటీలు సెమిస్టర్ కంట్రిబ్యూషన్ (ప్రతి సెమిస్టర్ కట్టే చిన్న రుసుము, సుమారు ${contribution}) మాత్రమే తీసుకుంటాయి. ఈయూ (యూరోపియన్ యూనియన్) బయటి దేశాల విద్యార్థులకు మినహాయింపులు ఇవి: ${fees}`,
        figures: [f.semesterContribution, f.tumTuitionBachelor, f.tumTuitionMaster, f.bwTuitionPerSemester],
      },
      {
        title: "ఇంజనీరింగ్, పరిశోధన",
        text: "పేరున్న సాంకేతిక యూనివర్సిటీలు, పరిశోధన సంస్థలు, పరిశ్రమలతో దగ్గరి సంబంధాలు; ఇంగ్లీష్‌లో బోధించే మాస్టర్స్ కోర్సులు ఎన్నో ఉన్నాయి.",
      },
      {
        title: "ఉద్యోగం వెతుక్కోవడానికి సమయం",
        text: `చదువు పూర్తయ్యాక ఉద్యోగం వెతుక్కోవడానికి నివాస అనుమతి (గడువు ${jobSearch}) పొందవచ్చు; ఆ సమయంలో ఏ ఉద్యోగమైనా చేయవచ్చు.`,
        figures: [f.postStudyWork],
      },
      {
        title: "చదువుతూ పని",
        text: `అనుమతి లేకుండా, పూర్తి రోజులైతే ${fig(f.workDaysFull)}, సగం రోజులైతే ${fig(f.workDaysHalf)} పని చేయవచ్చు; యూనివర్సిటీలోని స్టూడెంట్ అసిస్టెంట్ ఉద్యోగాలు ఈ పరిమితిలోకి రావు.`,
        figures: [f.workDaysFull, f.workDaysHalf],
      },
    ],
    intakes: [
      {
        name: "శీతాకాల సెమిస్టర్",
        months: "అక్టోబర్",
        note: "ప్రధాన ఇన్‌టేక్. దరఖాస్తుకు చివరి తేదీ సాధారణంగా 15 జులై; చాలాసార్లు అంతకంటే ముందే.",
      },
      {
        name: "వేసవి సెమిస్టర్",
        months: "ఏప్రిల్",
        note: "తక్కువ కోర్సులు ఉంటాయి. దరఖాస్తుకు చివరి తేదీ సాధారణంగా 15 జనవరి; చాలాసార్లు అంతకంటే ముందే.",
      },
    ],
    intakesNote: "చివరి తేదీలు DAAD, Handbook Germany ఆధారంగా ఇచ్చాం; చాలా కోర్సులు, uni-assist కూడా ఇంకా ముందు తేదీలు పెడతాయి.",
    timeline: [
      {
        when: "12–15 నెలల ముందు",
        what: "DAAD డేటాబేస్‌లో కోర్సులను ఎంచుకోండి; IELTS లేదా TOEFL బుక్ చేయండి (జర్మన్‌లో బోధించే కోర్సులకు TestDaF).",
      },
      { when: "9–12 నెలల ముందు", what: "APS సర్టిఫికెట్‌కు దరఖాస్తు చేయండి; దీనికి కొన్ని వారాలు పట్టవచ్చు." },
      {
        when: "15 జులై (శీతాకాలం) / 15 జనవరి (వేసవి) లోపు",
        what: "యూనివర్సిటీలకు నేరుగా గానీ uni-assist ద్వారా గానీ దరఖాస్తు చేయండి.",
      },
      {
        when: "3–4 నెలల ముందు",
        what: "బ్లాక్డ్ అకౌంట్ తెరవండి, ఆరోగ్య బీమా తీసుకోండి, వీసా అపాయింట్‌మెంట్ బుక్ చేయండి.",
      },
      {
        when: "జర్మనీ చేరాక",
        what: "మీ చిరునామాను నమోదు చేయించుకోండి; విదేశీయుల కార్యాలయంలో నివాస అనుమతికి దరఖాస్తు చేయండి.",
      },
    ],
    universities: {
      names: english.universities.names,
      note: `పేరున్న యూనివర్సిటీలు, ర్యాంకుల వరుస లేకుండా: మీకు కావాల్సిన సబ్జెక్టుకు తాజా QS లేదా THE ర్యాంకింగ్‌ను, అది ఏ సంవత్సరానిదో చూసుకోండి. వీటిలో మూడు యూనివర్సిటీలు ఈయూ బయటి దేశాల విద్యార్థుల నుంచి ట్యూషన్ ఫీజు తీసుకుంటాయి: ${fees}`,
      register: relabel(english.universities.register, "Hochschulkompass: గుర్తింపు పొందిన జర్మన్ యూనివర్సిటీలు"),
    },
    courses: [
      "మెకానికల్, ఆటోమోటివ్ ఇంజనీరింగ్",
      "ఎలక్ట్రికల్ ఇంజనీరింగ్, ఎంబెడెడ్ సిస్టమ్స్",
      "కంప్యూటర్ సైన్స్, కృత్రిమ మేధ (ఏఐ)",
      "డేటా సైన్స్",
      "పునరుత్పాదక ఇంధనం (రెన్యూవబుల్ ఎనర్జీ)",
      "మెకట్రానిక్స్, రోబోటిక్స్",
      "బిజినెస్, మేనేజ్‌మెంట్ (ఎక్కువగా ప్రైవేట్ యూనివర్సిటీల్లో)",
    ],
    costsNote: `బ్లాక్డ్ అకౌంట్ మొత్తం (మొదటి సంవత్సరానికి ${blocked}, ${fig(f.blockedMonthly)}) జీవన ఖర్చుల కోసం చట్టం నిర్ణయించిన కనీస మొత్తం. ట్యూషన్ ఫీజు: ${fees} మ్యూనిక్, ఫ్రాంక్‌ఫర్ట్, హాంబర్గ్‌లలో ఖర్చులు చాలా యూనివర్సిటీ నగరాల కంటే ఎక్కువ.`,
    visa: {
      name: "జర్మనీ స్టూడెంట్ వీసా (నేషనల్ వీసా)",
      summary: `అడ్మిషన్, APS సర్టిఫికెట్, బ్లాక్డ్ అకౌంట్, ఆరోగ్య బీమా సిద్ధమయ్యాక జర్మన్ కాన్సులేట్‌లో గానీ దాని వీసా కేంద్రంలో గానీ దరఖాస్తు చేయాలి. వీసా ఫీజు ${fig(f.studyVisaFee)}.`,
      steps: [
        {
          title: "అడ్మిషన్ పొందండి",
          text: "గుర్తింపు ఉన్న జర్మన్ యూనివర్సిటీ నుంచి అడ్మిషన్ లెటర్ (ప్రిపరేటరీ కోర్సు అయితే షరతులతో కూడిన అడ్మిషన్ లెటర్).",
        },
        {
          title: "APS సర్టిఫికెట్ పొందండి",
          text: "భారతీయ దరఖాస్తుదారులు వీసాకు ముందే APS (అకడమిక్ ఎవాల్యుయేషన్ సెంటర్) సర్టిఫికెట్ పొందాలి.",
          link: relabel(steps[1]?.link, "భారతదేశంలో APS కార్యాలయం"),
          indicative: "ఫీజు, ప్రక్రియను మేము ఇక్కడ సరిచూడలేదు; APS వెబ్‌సైట్ చూడండి.",
        },
        {
          title: "బ్లాక్డ్ అకౌంట్ తెరవండి",
          text: `మొదటి సంవత్సరానికి ${blocked} జమ చేయండి (జర్మనీ చేరాక ${fig(f.blockedMonthly)} చొప్పున మీకు విడుదలవుతుంది).`,
          figures: [f.proofOfFunds, f.blockedMonthly],
        },
        {
          title: "ఆరోగ్య బీమా ఏర్పాటు చేసుకోండి",
          text: `యూనివర్సిటీలో ఎన్‌రోల్ అయ్యే వరకు ట్రావెల్ బీమా; ఆ తర్వాత చట్టబద్ధమైన విద్యార్థి బీమా, సుమారు ${fig(f.healthInsuranceMonthly)} (30 ఏళ్ల లోపు వారికి).`,
          figures: [f.healthInsuranceMonthly],
        },
        {
          title: "వీసాకు దరఖాస్తు చేయండి",
          text: `అపాయింట్‌మెంట్ బుక్ చేసి, ${fig(f.studyVisaFee)} ఫీజు కట్టి, మీ పత్రాలు సమర్పించండి.`,
          figures: [f.studyVisaFee],
          link: relabel(steps[4]?.link, "Federal Foreign Office: చదువుల కోసం వీసా"),
        },
      ],
      fees: [f.studyVisaFee, f.proofOfFunds, f.healthInsuranceMonthly],
      otherVisas: [
        {
          title: "సందర్శన, వ్యాపార పర్యటనలు",
          text: "చిన్న పర్యటనలకు (పర్యాటకం, కుటుంబ సందర్శన, వ్యాపార సమావేశాలు) షెంగెన్ వీసా కావాలి; దీనికి జర్మన్ కాన్సులేట్‌లో గానీ దాని వీసా కేంద్రంలో గానీ దరఖాస్తు చేయాలి.",
          link: relabel(english.visa.otherVisas[0]?.link, "Federal Foreign Office: వీసా సేవలు"),
          indicative: "షెంగెన్ వీసా ఫీజులు ఇక్కడ నమోదు చేయలేదు; కాన్సులేట్ ఫీజుల జాబితా చూడండి.",
        },
      ],
      officialLink: relabel(english.visa.officialLink, "Federal Foreign Office: వీసా సేవలు"),
    },
    proofOfFunds: {
      points: [
        {
          title: "ఎంత",
          text: `మొదటి సంవత్సరానికి ${blocked}: ${fig(f.blockedMonthly)} చొప్పున ${f.blockedMonths.value} నెలలు.`,
          figures: [f.proofOfFunds, f.blockedMonthly, f.blockedMonths],
          indicative: f.proofOfFunds.indicative,
        },
        {
          title: "ఎలా పనిచేస్తుంది",
          text: "వీసా అపాయింట్‌మెంట్‌కు ముందే ఏడాది మొత్తాన్ని బ్లాక్డ్ అకౌంట్‌లో జమ చేస్తారు; జర్మనీ చేరాక బ్యాంక్ ప్రతి నెలా నిర్ణీత మొత్తాన్ని మీ సాధారణ ఖాతాకు విడుదల చేస్తుంది.",
        },
        {
          title: "ప్రత్యామ్నాయాలు",
          text: "జర్మనీలో నివసించే ఎవరైనా ఇచ్చే అధికారిక హామీ పత్రం (Verpflichtungserklärung), లేదా స్కాలర్‌షిప్ బ్లాక్డ్ అకౌంట్‌కు బదులుగా సరిపోతుంది.",
          indicative: GENERAL,
        },
      ],
    },
    englishTests: {
      summary: "ఇంగ్లీష్‌లో బోధించే కోర్సులు IELTS లేదా TOEFL స్కోరు అడుగుతాయి; జర్మన్‌లో బోధించే కోర్సులు TestDaF లేదా DSH అడుగుతాయి.",
      points: [
        {
          title: "IELTS అకడమిక్ లేదా TOEFL iBT",
          text: "ఇంగ్లీష్‌లో బోధించే కోర్సులకు; సాధారణంగా IELTS 6.5 లేదా TOEFL 88, ఆపైన.",
          indicative: GENERAL,
        },
        {
          title: "TestDaF లేదా DSH",
          text: "జర్మన్‌లో బోధించే కోర్సులకు (సాధారణంగా C1 స్థాయి).",
          indicative: GENERAL,
        },
        {
          title: "కొంత జర్మన్ నేర్చుకోండి",
          text: "ఇంగ్లీష్‌లో బోధించే కోర్సులో చేరినా, రోజువారీ జర్మన్ వస్తే పార్ట్‌టైమ్ ఉద్యోగాలకు, నగరంలో జీవనానికి ఎంతో ఉపయోగం.",
        },
      ],
    },
    work: {
      during: [
        {
          title: `ఏడాదికి ${f.workDaysFull.value} పూర్తి రోజులు లేదా ${f.workDaysHalf.value} సగం రోజులు`,
          text: `ఉపాధి సంస్థ అనుమతి అవసరం లేదు; లేదా తరగతులు జరిగే కాలంలో గరిష్ఠంగా ${fig(f.workHours)}. యూనివర్సిటీలోని స్టూడెంట్ అసిస్టెంట్ ఉద్యోగాలకు ఈ పరిమితి వర్తించదు.`,
          figures: [f.workDaysFull, f.workDaysHalf, f.workHours],
        },
      ],
      after: [
        {
          title: "ఉద్యోగం వెతుక్కునే అనుమతి",
          text: `చదువు పూర్తయ్యాక, మీ డిగ్రీకి తగిన ఉద్యోగం వెతుక్కోవడానికి నివాస అనుమతి (గడువు ${jobSearch}) పొందవచ్చు; ఆ సమయంలో ఏ ఉద్యోగమైనా చేయవచ్చు.`,
          figures: [f.postStudyWork],
        },
        {
          title: "EU Blue Card, శాశ్వత నివాసం",
          text: "అర్హతకు తగిన ఉద్యోగం దొరికితే EU Blue Card గానీ నిపుణుల (స్కిల్డ్ వర్కర్) నివాస అనుమతి గానీ, ఆ తర్వాత శాశ్వత నివాసం పొందే అవకాశం ఉంటుంది.",
          indicative: GENERAL,
        },
      ],
    },
    scholarships: [
      {
        title: "DAAD స్కాలర్‌షిప్‌లు",
        text: "DAAD మాస్టర్స్, పీహెచ్‌డీ చదువులకు, పరిశోధనకు నిధులు ఇస్తుంది; దాని డేటాబేస్‌లో వేలాది కోర్సులు, స్కాలర్‌షిప్‌లు ఉన్నాయి.",
        link: relabel(english.scholarships[0]?.link, "DAAD వెబ్‌సైట్"),
        indicative: GENERAL,
      },
      {
        title: "Deutschlandstipendium",
        text: "ప్రతిభావంతులైన విద్యార్థులకు యూనివర్సిటీలు, ప్రైవేట్ దాతలు కలిసి ఇచ్చే నెలవారీ స్కాలర్‌షిప్.",
        indicative: GENERAL,
      },
    ],
    loans: [
      {
        title: "బ్లాక్డ్ అకౌంట్‌కు విద్యా రుణం",
        text: "ట్యూషన్ ఫీజు తక్కువగా ఉండే పబ్లిక్ యూనివర్సిటీల కోసం బ్లాక్డ్ అకౌంట్‌కు, జీవన ఖర్చులకు చాలా భారతీయ బ్యాంకులు, రుణ సంస్థలు విద్యా రుణం (ఎడ్యుకేషన్ లోన్) ఇస్తాయి.",
      },
      {
        title: "పూచీకత్తుతో, పూచీకత్తు లేకుండా",
        text: "పూచీకత్తు (కొలాటరల్) లేని రుణం యూనివర్సిటీ, కోర్సు, సహ-దరఖాస్తుదారుల ఆదాయంపై ఆధారపడుతుంది; పూచీకత్తు ఉన్న రుణాలు సాధారణంగా ఎక్కువ మొత్తంలో, తక్కువ వడ్డీకి లభిస్తాయి.",
      },
    ],
    accommodation: [
      {
        title: "విద్యార్థి వసతి గృహాలు (Studentenwerk)",
        text: "అన్నిటికంటే తక్కువ అద్దె గదులు; పెద్ద నగరాల్లో వెయిటింగ్ లిస్ట్ పెద్దది, కాబట్టి అడ్మిషన్ రాగానే దరఖాస్తు చేయండి.",
      },
      {
        title: "కలిసి ఉండే ఫ్లాట్లు (షేర్డ్ ఫ్లాట్)",
        text: "ఎక్కువమంది ఎంచుకునేది ఇదే; కొన్ని నెలల అద్దెకు సమానమైన డిపాజిట్ కట్టాల్సి ఉంటుంది.",
      },
      {
        title: "జర్మనీ చేరాక",
        text: "ఇంట్లో దిగిన కొద్ది రోజుల్లోనే మీ చిరునామా నమోదు చేయించుకోండి (గడువును నగరం నిర్ణయిస్తుంది), యూనివర్సిటీలో ఎన్‌రోల్ అవ్వండి, విద్యార్థి ఆరోగ్య బీమాకు మారండి, నివాస అనుమతికి దరఖాస్తు చేయండి.",
      },
    ],
    legitimacy: {
      text: "దరఖాస్తు చేసే ముందు, డబ్బు కట్టే ముందు ఆ యూనివర్సిటీ ప్రభుత్వ యూనివర్సిటీ గానీ ప్రభుత్వ గుర్తింపు పొందినది గానీ అని సరిచూసుకోండి; ప్రైవేట్ సంస్థలకూ గుర్తింపు తప్పనిసరి.",
      link: relabel(english.legitimacy.link, "Hochschulkompass: గుర్తింపు పొందిన యూనివర్సిటీలు"),
    },
    faq: [
      {
        question: "2026లో జర్మనీ బ్లాక్డ్ అకౌంట్‌లో ఎంత జమ చేయాలి?",
        answer: `మొదటి సంవత్సరానికి ${blocked} (${fig(f.blockedMonthly)}), జర్మనీ విదేశాంగ శాఖ (Federal Foreign Office) నిర్ణయించినట్లు. డబ్బు జమ చేసే ముందు దాని బ్లాక్డ్ అకౌంట్ పేజీలో గానీ కాన్సులేట్‌లో గానీ సరిచూసుకోండి: ఈ మొత్తం ప్రభుత్వ విద్యార్థి సాయం (BAföG)తో ముడిపడి ఉంటుంది, అది పెరగవచ్చు.`,
      },
      {
        question: "జర్మనీలో చదువు నిజంగా ఉచితమేనా?",
        answer: `చాలా పబ్లిక్ యూనివర్సిటీల్లో సెమిస్టర్ కంట్రిబ్యూషన్ (సుమారు ${contribution}) మాత్రమే కడతారు. కానీ అన్నిచోట్లా కాదు: ${fees}`,
      },
      {
        question: "జర్మనీలో విద్యార్థిగా ఎంత పని చేయవచ్చు?",
        answer: `పూర్తి రోజులైతే ${fig(f.workDaysFull)}, సగం రోజులైతే ${fig(f.workDaysHalf)}, లేదా తరగతులు జరిగే కాలంలో గరిష్ఠంగా ${fig(f.workHours)}.`,
      },
      {
        question: "జర్మనీ స్టూడెంట్ వీసా ఫీజు ఎంత?",
        answer: `నేషనల్ వీసాకు ${fig(f.studyVisaFee)}.`,
      },
      {
        question: "చదువు పూర్తయ్యాక జర్మనీలో ఉండవచ్చా?",
        answer: `ఉండవచ్చు: ఉద్యోగం వెతుక్కోవడానికి నివాస అనుమతి (గడువు ${jobSearch}) లభిస్తుంది; ఆ సమయంలో ఏ ఉద్యోగమైనా చేయవచ్చు.`,
      },
    ],
    changes: [
      {
        date: formatDate("2026-01-01"),
        text: `చట్టబద్ధమైన విద్యార్థి ఆరోగ్య బీమా సుమారు ${fig(f.healthInsuranceMonthly)}కి పెరిగింది.`,
        figure: f.healthInsuranceMonthly,
      },
      {
        date: "శీతాకాల సెమిస్టర్ 2024/25",
        text: `TUM కొత్తగా చేరే ఈయూ బయటి దేశాల విద్యార్థుల నుంచి ట్యూషన్ ఫీజు తీసుకోవడం ప్రారంభించింది: బ్యాచిలర్స్ కోర్సులకు ${fig(f.tumTuitionBachelor)}, మాస్టర్స్ కోర్సులకు ${fig(f.tumTuitionMaster)}.`,
        figure: f.tumTuitionMaster,
      },
      {
        date: formatDate("2024-09-01"),
        text: `బ్లాక్డ్ అకౌంట్ మొత్తం ఏడాదికి ${blocked}కి (${fig(f.blockedMonthly)}) పెరిగింది.`,
        figure: f.proofOfFunds,
      },
      {
        date: "2024",
        text: `విద్యార్థులు ఏడాదికి ${f.workDaysFull.value} పూర్తి రోజులు లేదా ${f.workDaysHalf.value} సగం రోజులు పని చేయవచ్చు.`,
        figure: f.workDaysFull,
      },
    ],
    officialLinks: [
      relabel(links[0], "Make it in Germany: జర్మనీలో చదువు"),
      relabel(links[1], "DAAD: జర్మనీలో చదువు"),
      { label: "Federal Foreign Office: బ్లాక్డ్ అకౌంట్", url: f.proofOfFunds.sourceUrl },
    ],
  };
}

export const germanyPage: CountryPageContent = germanyPageFor(germanyFacts);

export type SameShape = TwinOf<typeof import("../../../countries/germany/page"), typeof import("./page")>;
