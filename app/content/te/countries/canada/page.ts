/**
 * The Telugu "Study in Canada" page (కెనడాలో చదువు). Every amount, duration and limit is rendered from
 * the facts with the same calculations as the English page; its links' addresses are the English page's.
 */
import { exchangeRates } from "~/content/countries/exchange-rates";
import { formatFigure, formatMoney, formatMoneyWithInr } from "~/content/countries/format";
import type { CountryPageContent, IsoDate } from "~/content/countries/types";
import { formatLongDate } from "~/i18n/format";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../../../countries/canada/page";
import { oblique as ob, relabel, relabelAll } from "../translation";
import { canadaFacts } from "./facts";

const english = en.canadaPage;
const on = (date: IsoDate) => formatLongDate(date, "te");

const GENERAL = "సాధారణ సమాచారం ఆధారంగా రాసినది; తాజా నిబంధనలు సరిచూసుకోండి.";
const PAL_EXEMPTION = `${on("2026-01-01")} నుంచి ప్రభుత్వ విద్యాసంస్థల్లో మాస్టర్స్, డాక్టోరల్ (పీహెచ్‌డీ) విద్యార్థులకు PAL/TAL అవసరం లేదు; ప్రైవేట్ విద్యాసంస్థల విద్యార్థులకు, బ్యాచిలర్స్, డిప్లొమా, సర్టిఫికెట్ కోర్సుల విద్యార్థులకు ఇంకా అవసరమే.`;
const ATTESTATION = "IRCC: అటెస్టేషన్ లెటర్లు";
const STUDY_PERMIT = "IRCC: స్టడీ పర్మిట్";
const DLI_LIST = "IRCC: DLIల అధికారిక జాబితా";

/** The page for Canada's data as it stands on a given day (the site uses the build date). */
function canadaPageFor(facts: typeof canadaFacts): CountryPageContent {
  const f = facts.figures;
  const fig = formatFigure;
  const single = formatMoney(f.proofOfFunds.value, "CAD");
  const two = formatMoney(f.proofOfFunds2.value, "CAD");
  const three = formatMoney(f.proofOfFunds3.value, "CAD");
  const four = formatMoney(f.proofOfFunds4.value, "CAD");
  const pgwpMax = fig(f.postStudyWork);
  const minProgramme = fig(f.pgwpMinProgramme);
  const longProgramme = fig(f.pgwpLongProgramme);
  const work = fig(f.workHours);

  return {
    promise: "కో-ఆప్ కోర్సులు, చదువు పూర్తయ్యాక పని చేసే అనుమతి, అక్కడే కొనసాగడానికి స్పష్టమైన మార్గం.",
    description: `నిజమైన గణాంకాలతో కెనడాలో మీ చదువును ప్లాన్ చేసుకోండి: స్టడీ పర్మిట్, బయోమెట్రిక్స్ ఫీజులు, ${on("2025-09-01")} నుంచి అమల్లో ఉన్న నిధుల రుజువు, పని గంటలు, PGWP — ప్రతిదానికీ అధికారిక ఆధారం, తేదీతో సహా.`,
    keyFacts: [
      {
        label: "చదువు తర్వాత పని",
        value: `PGWP గరిష్ఠంగా ${pgwpMax} (మాస్టర్స్: ${pgwpMax})`,
        figure: f.postStudyWork,
      },
      {
        label: "చదువుతూ పని",
        value: `క్యాంపస్ బయట ${work}`,
        figure: f.workHours,
      },
      {
        label: "చూపించాల్సిన నిధులు",
        value: `ఒక్కరికి సంవత్సరానికి ${formatMoneyWithInr(f.proofOfFunds.value, "CAD", exchangeRates.inrPer.CAD)}, దానితో పాటు ట్యూషన్ ఫీజు, ప్రయాణ ఖర్చులు`,
        figure: f.proofOfFunds,
      },
      { label: "ఇన్‌టేక్‌లు", value: "సెప్టెంబర్ (ప్రధానం), జనవరి, మే" },
    ],
    why: [
      {
        title: "చదువు పూర్తయ్యాక పని చేసే అనుమతి",
        text: `పోస్ట్-గ్రాడ్యుయేషన్ వర్క్ పర్మిట్ వ్యవధి: ${ob(minProgramme)} నుంచి ${ob(longProgramme)} లోపు కోర్సు అయితే కోర్సు ఉన్నంత కాలం; అంతకంటే పొడవైన కోర్సుల తర్వాత గరిష్ఠంగా ${pgwpMax}. మాస్టర్స్ పూర్తి చేసినవారికి ${pgwpMax}.`,
        figures: [f.postStudyWork, f.pgwpMinProgramme, f.pgwpLongProgramme],
      },
      {
        title: "కో-ఆప్, ఇంటర్న్‌షిప్‌లు",
        text: "చాలా కోర్సుల్లో జీతం వచ్చే కో-ఆప్ టర్మ్‌లు ఉంటాయి, కాబట్టి కెనడాలో పని అనుభవంతోనే మీరు డిగ్రీ పూర్తి చేస్తారు.",
      },
      {
        title: "చదువుతూనే పని",
        text: `స్టడీ పర్మిట్ ఉన్నవారు తరగతులు జరిగే కాలంలో క్యాంపస్ బయట ${ob(work)} వరకు, షెడ్యూల్ ప్రకారం వచ్చే సెలవుల్లో పూర్తి సమయం పని చేయవచ్చు.`,
        figures: [f.workHours],
      },
      {
        title: "ప్రభుత్వ విద్యాసంస్థల్లో మాస్టర్స్, పీహెచ్‌డీ విద్యార్థులకు ప్రావిన్స్ లెటర్ అక్కర్లేదు",
        text: PAL_EXEMPTION,
        link: relabel(english.why[3]?.link, ATTESTATION),
      },
    ],
    intakes: [
      { name: "ఫాల్", months: "సెప్టెంబర్", note: "ప్రధాన ఇన్‌టేక్; ఎక్కువ కోర్సులు ఇందులోనే." },
      { name: "వింటర్", months: "జనవరి", note: "చాలా కాలేజీలు, కొన్ని యూనివర్సిటీలు అందిస్తాయి." },
      { name: "సమ్మర్", months: "మే", note: "తక్కువ కోర్సులు, ఎక్కువగా కాలేజీల్లో." },
    ],
    intakesNote: "సాధారణంగా ఉండే ఇన్‌టేక్‌లు ఇవి; ప్రతి కోర్సు ప్రారంభ తేదీలు, దరఖాస్తుకు చివరి తేదీలు సరిచూసుకోండి.",
    timeline: [
      {
        when: "12 నెలల ముందు",
        what: "కోర్సులను షార్ట్‌లిస్ట్ చేయండి, అవి DLI హోదా ఉన్న విద్యాసంస్థల్లో ఉండాలి; IELTS లేదా మరో ఇంగ్లిష్ పరీక్ష బుక్ చేయండి.",
      },
      {
        when: "8–10 నెలల ముందు",
        what: "దరఖాస్తు చేయండి; చాలా యూనివర్సిటీలు ఫాల్ ఇన్‌టేక్ దరఖాస్తులను డిసెంబర్ నుంచి మార్చి మధ్యలో ముగిస్తాయి.",
      },
      {
        when: "5–6 నెలల ముందు",
        what: "లెటర్ ఆఫ్ యాక్సెప్టెన్స్‌ను అంగీకరించి డిపాజిట్ చెల్లించండి, నిధులు సిద్ధం చేసుకోండి; ప్రభుత్వ విద్యాసంస్థలో మాస్టర్స్ లేదా పీహెచ్‌డీ విద్యార్థి కాకపోతే PAL/TAL కూడా తీసుకోండి.",
      },
      { when: "3–4 నెలల ముందు", what: "స్టడీ పర్మిట్‌కు ఆన్‌లైన్‌లో దరఖాస్తు చేసి బయోమెట్రిక్స్ ఇవ్వండి." },
      { when: "కెనడా చేరుకున్నప్పుడు", what: "సరిహద్దులో (విమానాశ్రయంలో) అధికారి మీ స్టడీ పర్మిట్ ఇస్తారు." },
    ],
    universities: {
      names: english.universities.names,
      note: "భారతీయ విద్యార్థులు తరచుగా ఎంచుకునే పేరున్న యూనివర్సిటీలు, ర్యాంకుల క్రమంలో కాదు: మీకు కావాల్సిన సబ్జెక్టుకు తాజా QS లేదా THE ర్యాంకింగ్‌ను, అది ఏ సంవత్సరానిదో చూసుకోండి.",
      register: relabel(english.universities.register, DLI_LIST),
    },
    courses: [
      "కంప్యూటర్ సైన్స్, సాఫ్ట్‌వేర్ ఇంజనీరింగ్",
      "డేటా సైన్స్, అనలిటిక్స్",
      "ఇంజనీరింగ్ (కో-ఆప్‌తో)",
      "బిజినెస్, ప్రాజెక్ట్ మేనేజ్‌మెంట్",
      "హెల్త్ సైన్సెస్, నర్సింగ్",
      "సప్లై చెయిన్ మేనేజ్‌మెంట్",
      "స్కిల్డ్ ట్రేడ్స్, టెక్నాలజీ (కాలేజీ)",
    ],
    costsNote: `స్టడీ పర్మిట్ కోసం చూపించాల్సిన జీవన ఖర్చుల నిధులు (ఒక్కరికి సంవత్సరానికి ${single}) చట్టం నిర్ణయించిన కనీస మొత్తం మాత్రమే, ఇది ఏటా మారుతుంది; టొరంటో, వాంకూవర్‌లలో అద్దెలు మిగతా నగరాల కంటే చాలా ఎక్కువ.`,
    visa: {
      name: "స్టడీ పర్మిట్",
      summary: `DLI ఇచ్చిన లెటర్ ఆఫ్ యాక్సెప్టెన్స్‌తో ఆన్‌లైన్‌లో దరఖాస్తు చేయాలి. స్టడీ పర్మిట్ ఫీజు ${formatFigure(f.studyVisaFee)}, బయోమెట్రిక్స్ ఫీజు ${formatFigure(f.biometricsFee)}.`,
      steps: [
        {
          title: "లెటర్ ఆఫ్ యాక్సెప్టెన్స్ పొందండి",
          text: "ఇది DLI నుంచి రావాలి; ఆ విద్యాసంస్థ అధికారిక జాబితాలో ఉందో లేదో చూసుకోండి.",
        },
        {
          title: "అవసరమైతే PAL లేదా TAL పొందండి",
          text: `విద్యార్థుల సంఖ్యపై పరిమితి (క్యాప్) కారణంగా చాలామంది దరఖాస్తుదారులకు ప్రావిన్స్ లేదా టెరిటరీ ఇచ్చే అటెస్టేషన్ లెటర్ కావాలి. ${PAL_EXEMPTION}`,
          link: relabel(english.visa.steps[1]?.link, ATTESTATION),
        },
        {
          title: "మీ నిధులు చూపించండి",
          text: `క్యూబెక్ బయట ఒక్కరికి ${fig(f.proofOfFunds)}, దానితో పాటు మొదటి సంవత్సరం ట్యూషన్ ఫీజు, ప్రయాణ ఖర్చులు. GIC ఇప్పుడు తప్పనిసరి కాదు, కానీ నిధుల రుజువుగా ఇంకా చెల్లుతుంది.`,
          figures: [f.proofOfFunds],
        },
        {
          title: "ఆన్‌లైన్‌లో దరఖాస్తు చేసి బయోమెట్రిక్స్ ఇవ్వండి",
          text: `పర్మిట్‌కు ${fig(f.studyVisaFee)}, బయోమెట్రిక్స్‌కు ${fig(f.biometricsFee)} చెల్లించండి (కుటుంబం అంతా కలిసి దరఖాస్తు చేస్తే బయోమెట్రిక్స్‌కు గరిష్ఠంగా ${fig(f.biometricsFamilyMax)}).`,
          figures: [f.studyVisaFee, f.biometricsFee, f.biometricsFamilyMax],
          link: relabel(english.visa.steps[3]?.link, STUDY_PERMIT),
        },
        {
          title: "అడిగితే వైద్య పరీక్ష",
          text: "భారతదేశం నుంచి దరఖాస్తు చేసే చాలామందికి ప్యానెల్ ఫిజీషియన్ దగ్గర ఇమ్మిగ్రేషన్ వైద్య పరీక్ష అవసరం.",
          indicative: GENERAL,
        },
      ],
      fees: [f.studyVisaFee, f.biometricsFee, f.biometricsFamilyMax],
      otherVisas: [
        {
          title: "విజిటర్, బిజినెస్ ప్రయాణాలు",
          text: "మీరు కెనడాలో చదువుకుంటే, స్టడీ పర్మిట్‌తో పాటే మీ విజిటర్ వీసా కూడా వస్తుంది. తల్లిదండ్రులు, బిజినెస్ పని మీద వెళ్లేవారు విజిటర్ వీసాకు దరఖాస్తు చేయాలి; ప్రస్తుత ఫీజు IRCC ఫీజుల జాబితాలో చూడండి.",
          link: relabel(english.visa.otherVisas[0]?.link, "IRCC: కెనడా సందర్శన"),
          indicative: "విజిటర్ వీసా ఫీజు ఇక్కడ నమోదు చేయలేదు; IRCC ఫీజుల జాబితాలో చూడండి.",
        },
        {
          title: "కుటుంబ సభ్యులు",
          text: `మీతో వచ్చే ప్రతి కుటుంబ సభ్యునితో చూపించాల్సిన నిధులు పెరుగుతాయి: 2 మందికి ${two}, 3 మందికి ${three}, 4 మందికి ${four}. జీవిత భాగస్వామి అక్కడ పని చేయవచ్చా అనేది మీ కోర్సును బట్టి ఉంటుంది; IRCCలో చూసుకోండి.`,
          figures: [f.proofOfFunds2, f.proofOfFunds3, f.proofOfFunds4],
        },
      ],
      officialLink: relabel(english.visa.officialLink, STUDY_PERMIT),
    },
    proofOfFunds: {
      points: [
        {
          title: "ఎంత",
          text: `${on("2025-09-01")} నుంచి చేసే దరఖాస్తులకు, క్యూబెక్ బయట: ఒక్కరికి ${fig(f.proofOfFunds)}, 2 మందికి ${two}, 3 మందికి ${three}, 4 మందికి ${four}; దానితో పాటు మొదటి సంవత్సరం ట్యూషన్ ఫీజు, ప్రయాణ ఖర్చులు.`,
          figures: [f.proofOfFunds, f.proofOfFunds2, f.proofOfFunds3, f.proofOfFunds4],
        },
        {
          title: "ప్రతి సంవత్సరం మారుతుంది",
          text: "IRCC ఈ మొత్తాలను ఏటా మారుస్తుంది, సాధారణంగా సెప్టెంబర్ నుంచి చేసే దరఖాస్తులకు. దరఖాస్తు చేసే ముందు తాజా పట్టిక చూసుకోండి.",
        },
        {
          title: "ఏవి చెల్లుతాయి",
          text: "బ్యాంక్ స్టేట్‌మెంట్లు, GIC, విద్యా రుణం (ఎడ్యుకేషన్ లోన్), ట్యూషన్ ఫీజు, వసతికి ముందే చెల్లించినట్టు రసీదులు, లేదా స్కాలర్‌షిప్ లెటర్.",
        },
      ],
    },
    englishTests: {
      summary: "అడ్మిషన్‌కు కావాల్సిన స్కోరును విద్యాసంస్థలు నిర్ణయిస్తాయి; తర్వాత PGWPకి కూడా ఒక భాషా స్థాయి అవసరం.",
      points: [
        {
          title: "IELTS అకడమిక్, TOEFL iBT, PTE అకడమిక్",
          text: "దాదాపు అన్ని విద్యాసంస్థలు వీటిని అంగీకరిస్తాయి; యూనివర్సిటీలు తరచుగా IELTSలో మొత్తం 6.5 అడుగుతాయి.",
        },
        {
          title: "PGWP కోసం",
          text: `చదువు తర్వాత వర్క్ పర్మిట్‌కు దరఖాస్తు చేసేవారికి ఆమోదించిన పరీక్షలో ${fig(f.pgwpLanguageUniversity)} (యూనివర్సిటీ డిగ్రీ) లేదా ${fig(f.pgwpLanguageCollege)} (కాలేజీ కోర్సు) స్థాయి కావాలి.`,
          figures: [f.pgwpLanguageUniversity, f.pgwpLanguageCollege],
          indicative: f.pgwpLanguageUniversity.indicative,
        },
      ],
    },
    work: {
      during: [
        {
          title: `క్యాంపస్ బయట ${work}`,
          text: `తరగతులు జరిగే కాలంలో క్యాంపస్ బయట ${ob(work)} వరకు, శీతాకాలం, వేసవి సెలవుల వంటి షెడ్యూల్ ప్రకారం వచ్చే విరామాల్లో పూర్తి సమయం పని చేయవచ్చు.`,
          figures: [f.workHours],
        },
      ],
      after: [
        {
          title: "పోస్ట్-గ్రాడ్యుయేషన్ వర్క్ పర్మిట్",
          text: `${ob(minProgramme)} నుంచి ${ob(longProgramme)} లోపు కోర్సు తర్వాత, కోర్సు ఉన్నంత కాలమే పర్మిట్; ${longProgramme} లేదా అంతకు మించిన కోర్సు తర్వాత గరిష్ఠంగా ${pgwpMax}. మాస్టర్స్ పూర్తి చేసినవారికి (కనీసం ${minProgramme} ఉన్న కోర్సు) ${pgwpMax}.`,
          figures: [f.postStudyWork, f.pgwpMinProgramme, f.pgwpLongProgramme],
        },
        {
          title: "చదివే రంగం, భాషా నియమాలు",
          text: "కాలేజీ గ్రాడ్యుయేట్లు అర్హత ఉన్న రంగంలో చదివి ఉండాలి, దరఖాస్తు చేసే అందరికీ ఆ భాషా స్థాయి ఉండాలి. ఈ నియమాలు 2024, 2025లో మారాయి; తాజా జాబితాను మేము మీతో కలిసి సరిచూస్తాం.",
          indicative: f.pgwpLanguageUniversity.indicative,
        },
      ],
    },
    scholarships: [
      {
        title: "యూనివర్సిటీ ఎంట్రన్స్ స్కాలర్‌షిప్‌లు",
        text: "మంచి మార్కులు ఉన్నవారికి చాలా యూనివర్సిటీలు ప్రవేశ సమయంలోనే ఆటోమేటిక్‌గా స్కాలర్‌షిప్ ఇస్తాయి; ప్రతి యూనివర్సిటీ స్కాలర్‌షిప్‌ల పేజీ చూడండి.",
      },
      {
        title: "పరిశోధనకు నిధులు",
        text: "పీహెచ్‌డీ, రీసెర్చ్ మాస్టర్స్ విద్యార్థులకు సాధారణంగా వారి సూపర్‌వైజర్ లేదా యూనివర్సిటీ నిధులు సమకూరుస్తారు.",
        indicative: GENERAL,
      },
    ],
    loans: [
      {
        title: "హామీ (కొలేటరల్) లేని రుణాలు",
        text: "చాలా కెనడా యూనివర్సిటీలకు, కొన్ని కాలేజీలకు బ్యాంకులు, NBFC సంస్థలు ఎలాంటి హామీ లేకుండా రుణం ఇస్తాయి; విద్యాసంస్థ, కోర్సు, సహ-దరఖాస్తుదారు ఆదాయాన్ని బట్టి.",
      },
      {
        title: "హామీ (కొలేటరల్) ఉన్న రుణాలు",
        text: "ఆస్తిని హామీగా పెడితే రుణం సాధారణంగా ఎక్కువ మొత్తంలో, తక్కువ వడ్డీకి వస్తుంది. రుణ మంజూరు లెటర్ స్టడీ పర్మిట్‌కు నిధుల రుజువుగా చెల్లుతుంది.",
      },
    ],
    accommodation: [
      {
        title: "యూనివర్సిటీ రెసిడెన్స్",
        text: "యూనివర్సిటీ రెసిడెన్స్‌లలో గదులు తక్కువ; ఆఫర్ అంగీకరించిన వెంటనే దరఖాస్తు చేయండి.",
      },
      {
        title: "పంచుకునే అద్దె ఇళ్లు",
        text: "చాలామంది విద్యార్థులు అపార్ట్‌మెంట్లను పంచుకుంటారు; టొరంటో, వాంకూవర్‌లలో అద్దెలు అన్నిటికంటే ఎక్కువ.",
      },
      {
        title: "విమానం ఎక్కే ముందు",
        text: "పోర్ట్ ఆఫ్ ఎంట్రీ లెటర్, లెటర్ ఆఫ్ యాక్సెప్టెన్స్, నిధుల రుజువు, వైద్య పరీక్ష ఫలితాలను హ్యాండ్ లగేజీలో ఉంచుకోండి; సరిహద్దులో అధికారి మీ పర్మిట్ ఇస్తారు.",
      },
    ],
    legitimacy: {
      text: "DLIలో చదివితేనే స్టడీ పర్మిట్ వస్తుంది, కొన్ని కోర్సులు మాత్రమే PGWPకి దారి తీస్తాయి. ఫీజు చెల్లించే ముందు ఆ విద్యాసంస్థ అధికారిక DLI జాబితాలో ఉందో లేదో చూసుకోండి.",
      link: relabel(english.legitimacy.link, DLI_LIST),
    },
    faq: [
      {
        question: "కెనడా స్టడీ పర్మిట్‌కు ఎంత డబ్బు చూపించాలి?",
        answer: `${on("2025-09-01")} నుంచి చేసే దరఖాస్తులకు, క్యూబెక్ బయట: ఒక్కరికి ${fig(f.proofOfFunds)}, దానితో పాటు మొదటి సంవత్సరం ట్యూషన్ ఫీజు, ప్రయాణ ఖర్చులు. మీతో వచ్చే ప్రతి కుటుంబ సభ్యునితో ఈ మొత్తం పెరుగుతుంది.`,
      },
      {
        question: "కెనడా స్టడీ పర్మిట్‌కు ఎంత ఖర్చవుతుంది?",
        answer: `పర్మిట్‌కు ${fig(f.studyVisaFee)}, దానితో పాటు బయోమెట్రిక్స్‌కు ${fig(f.biometricsFee)}.`,
      },
      {
        question: "కెనడాలో చదువుతూ ఎన్ని గంటలు పని చేయవచ్చు?",
        answer: `తరగతులు జరిగే కాలంలో క్యాంపస్ బయట ${ob(work)} వరకు, షెడ్యూల్ ప్రకారం వచ్చే విరామాల్లో పూర్తి సమయం.`,
      },
      {
        question: "నాకు ఇంకా GIC అవసరమా?",
        answer: `స్టూడెంట్ డైరెక్ట్ స్ట్రీమ్‌కు మాత్రమే అది అవసరం, ఆ స్ట్రీమ్‌ను ${on("2024-11-08")}న మూసివేశారు. మీరు ఎంచుకుంటే, GIC ఇప్పటికీ నిధుల రుజువుగా చెల్లుతుంది.`,
      },
      {
        question: "మాస్టర్స్ తర్వాత వర్క్ పర్మిట్ ఎంత కాలం ఉంటుంది?",
        answer: `అర్హత ఉన్న విద్యాసంస్థలో కనీసం ${minProgramme} ఉన్న మాస్టర్స్ కోర్సు పూర్తి చేస్తే ${pgwpMax}.`,
      },
    ],
    changes: [
      {
        date: on("2026-01-01"),
        text: "ప్రభుత్వ విద్యాసంస్థల్లో మాస్టర్స్, డాక్టోరల్ విద్యార్థులకు ఇక ప్రావిన్స్ అటెస్టేషన్ లెటర్ అవసరం లేదు.",
      },
      {
        date: on("2025-09-01"),
        text: `ఒక్కరికి చూపించాల్సిన నిధులు ${single}కి పెరిగాయి.`,
        figure: f.proofOfFunds,
      },
      {
        date: on("2024-11-08"),
        text: `క్యాంపస్ బయట పని పరిమితి ${work} అయింది, స్టూడెంట్ డైరెక్ట్ స్ట్రీమ్ మూసివేశారు.`,
        figure: f.workHours,
      },
    ],
    officialLinks: relabelAll(english.officialLinks, [STUDY_PERMIT, "IRCC: నిధుల రుజువు"]),
  };
}

export const canadaPage: CountryPageContent = canadaPageFor(canadaFacts);

export type SameShape = TwinOf<typeof import("../../../countries/canada/page"), typeof import("./page")>;
