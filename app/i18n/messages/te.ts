/**
 * The Telugu catalogue: every message of ./en.ts in the words of docs/glossary-te.md (మీరు forms;
 * English loan words in Telugu script where families say them so; proper nouns and examples such as
 * name@example.com as they are). `satisfies Messages` makes a missing or extra message, or a dropped
 * `{placeholder}`, a type error.
 */
import type { Messages } from "./types";

export const te = {
  site: {
    tagline: "యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలో చదువుకు నిజాయితీతో కూడిన మార్గదర్శనం.",
    officeName: "గుంటూరు ప్రధాన కార్యాలయం",
    homeLinkLabel: "{brand}, హోమ్ పేజీ",
    officeHours: {
      days: "సోమ–శని",
      hours: "ఉదయం 9 – సాయంత్రం 6",
      label: "సోమ–శని, ఉదయం 9 – సాయంత్రం 6",
    },
  },
  skipLink: "ప్రధాన విషయానికి వెళ్లండి",
  navigation: {
    label: "ప్రధాన",
    mobileLabel: "ప్రధాన (మెనూ)",
    home: "హోమ్",
    services: "సేవలు",
    studyAbroad: "విదేశీ విద్య",
    about: "మా గురించి",
    contact: "సంప్రదించండి",
    openMenu: "మెనూ తెరవండి",
    closeMenu: "మెనూ మూసివేయండి",
    mobileContactHeading: "కౌన్సెలర్‌తో మాట్లాడండి",
    call: "కాల్ చేయండి",
    email: "ఈమెయిల్",
  },
  pageNames: {
    home: "హోమ్",
    about: "మా గురించి",
    services: "సేవలు",
    contact: "సంప్రదించండి",
    studyInUk: "యూకేలో చదువు",
    studyInUsa: "అమెరికాలో చదువు",
    studyInCanada: "కెనడాలో చదువు",
    studyInGermany: "జర్మనీలో చదువు",
    studyInIreland: "ఐర్లాండ్‌లో చదువు",
    costCalculator: "ఖర్చుల కాలిక్యులేటర్",
    thankYou: "ధన్యవాదాలు",
  },
  footer: {
    quickLinksHeading: "ముఖ్యమైన లింకులు",
    destinationsHeading: "విదేశీ విద్య",
    contactHeading: "సంప్రదించండి",
    socialHeading: "మమ్మల్ని ఫాలో అవ్వండి",
    officeHoursLabel: "కార్యాలయ వేళలు",
    rightsText: "సర్వ హక్కులూ ప్రత్యేకించబడినవి.",
    disclaimer:
      "వీసా, అడ్మిషన్ నిర్ణయాలను రాయబార కార్యాలయాలు, యూనివర్సిటీలే తీసుకుంటాయి; వాటిలో దేనికీ మేము హామీ ఇవ్వము. ఈ సైట్‌లో చూపిన ఫీజులు, నిబంధనలతో పాటు వాటి ఆధారాలు, తేదీలు ఇచ్చాము.",
  },
  loading: "లోడ్ అవుతోంది...",
  notFound: {
    title: "పేజీ కనబడలేదు",
    message: "క్షమించండి, మీరు వెతుకుతున్న పేజీ మాకు కనబడలేదు",
    homeLink: "హోమ్ పేజీకి వెళ్లండి",
    contactLink: "సంప్రదించండి",
    hint: "చిరునామా తప్పుగా టైప్ అయి ఉండవచ్చు, లేదా పేజీ వేరే చోటికి మారి ఉండవచ్చు. ఈ పేజీలు ఉపయోగపడవచ్చు:",
  },
  applicationError: {
    title: "అనుకోని లోపం జరిగింది!",
    fallbackMessage: "ఈ పేజీని చూపించడంలో ఏదో పొరపాటు జరిగింది.",
    homeLink: "హోమ్ పేజీకి వెళ్లండి",
    reload: "పేజీని మళ్లీ లోడ్ చేయండి",
  },
  carousel: {
    roleDescription: "స్లైడ్ షో",
    slideRoleDescription: "స్లైడ్",
    previous: "మునుపటి స్లైడ్",
    next: "తర్వాతి స్లైడ్",
    goTo: "స్లైడ్ {slide}కి వెళ్లండి",
    slideLabel: "{total}లో {slide}",
    indicatorsLabel: "స్లైడ్‌ను ఎంచుకోండి",
    pause: "స్లైడ్‌లు ఆటోమేటిక్‌గా మారడం ఆపండి",
    play: "స్లైడ్‌లు ఆటోమేటిక్‌గా మారడం మళ్లీ ప్రారంభించండి",
  },
  rating: { label: "రేటింగ్: {max}కి {rating}" },
  buttons: {
    submit: "సమర్పించండి",
    send: "పంపండి",
    contactUs: "మమ్మల్ని సంప్రదించండి",
    getExpertGuidance: "నిపుణుల సలహా పొందండి",
    requestCallBack: "కాల్ బ్యాక్ కోరండి",
    getStarted: "ప్రారంభించండి",
  },
  enquiryForm: {
    formName: { contact: "సంప్రదింపు ఫారం", service: "సేవల ఎంక్వైరీ ఫారం" },
    requiredNote: "* గుర్తు ఉన్న వివరాలు తప్పనిసరి.",
    optional: "తప్పనిసరి కాదు",
    honeypotLabel: "వెబ్‌సైట్",
    privacyNote: "మీ వివరాలను మీ ఎంక్వైరీకి జవాబివ్వడానికి మాత్రమే ఉపయోగిస్తాం. అనవసర మెసేజ్‌లు ఎప్పుడూ పంపము.",
    consent: "ఈ ఫారం పంపడం ద్వారా, మీ ఎంక్వైరీ గురించి మేము మిమ్మల్ని సంప్రదించడానికి మీరు అంగీకరిస్తున్నారు.",
    privacyLink: "గోప్యతా ప్రకటన",
    fieldLabels: {
      firstName: "మొదటి పేరు",
      lastName: "ఇంటి పేరు",
      email: "ఈమెయిల్",
      phone: "ఫోన్ నంబర్",
      comments: "మీ సందేశం",
    },
    fieldNames: {
      firstName: "మొదటి పేరు",
      lastName: "ఇంటి పేరు",
      email: "ఈమెయిల్ చిరునామా",
      phone: "ఫోన్ నంబర్",
      comments: "సందేశం",
    },
    placeholders: { email: "name@example.com", phone: "98765 43210" },
    status: {
      submitting: "పంపుతున్నాం...",
      success: "మీ ఫారం విజయవంతంగా అందింది!",
      failure: "ఫారం పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
    },
  },
  validation: {
    required: "దయచేసి మీ {field} నమోదు చేయండి.",
    tooLong: "మీ {field} గరిష్ఠంగా {max} అక్షరాల లోపు ఉండాలి.",
    email: "దయచేసి సరైన ఈమెయిల్ చిరునామా నమోదు చేయండి, ఉదాహరణకు name@example.com.",
    phone: "దయచేసి 10 అంకెల భారతీయ మొబైల్ నంబర్ గానీ, + తో మొదలయ్యే అంతర్జాతీయ నంబర్ గానీ నమోదు చేయండి.",
    comments: "దయచేసి మీ సందేశాన్ని {max} అక్షరాల లోపు ఉంచండి.",
  },
  enquiryResponses: {
    accepted: "ధన్యవాదాలు, {firstName} గారూ. ఒక పని దినం లోపు కౌన్సెలర్ మీకు కాల్ చేస్తారు.",
    invalid: "దయచేసి గుర్తించిన వివరాలను సరిచేయండి.",
    notAnObject: "ఎంక్వైరీని పేర్లున్న ఫీల్డ్‌లతో కూడిన ఆబ్జెక్ట్‌గా పంపాలి.",
    unsupportedType: "దయచేసి ఎంక్వైరీని JSON రూపంలో పంపండి.",
    unavailable: "ప్రస్తుతం మీ ఎంక్వైరీని సేవ్ చేయలేకపోయాం. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.",
    dailyCapReached:
      "మీ ఎంక్వైరీని సేవ్ చేయలేకపోయాం: ఈరోజు అసాధారణంగా ఎక్కువ ఎంక్వైరీలు వచ్చాయి. దయచేసి మా కార్యాలయానికి కాల్ లేదా ఈమెయిల్ చేయండి (సంప్రదింపు పేజీ చూడండి), లేదా రేపు మళ్లీ ప్రయత్నించండి.",
  },
  noScript: {
    invalidTitle: "దయచేసి మీ ఎంక్వైరీని సరిచూడండి",
    invalidIntro: "మీ ఎంక్వైరీని ఇంకా పంపలేకపోయాం:",
    unavailableTitle: "దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి",
    back: "ఫారానికి తిరిగి వెళ్లండి",
    home: "హోమ్ పేజీకి వెళ్లండి",
  },
  thankYou: {
    meta: {
      title: "ధన్యవాదాలు: మీ ఎంక్వైరీ మాకు అందింది | {brand}",
      description: "మీ ఎంక్వైరీ మాకు అందింది. ఒక పని దినం లోపు కౌన్సెలర్ మీకు తిరిగి కాల్ చేస్తారు.",
    },
    hero: {
      title: "ధన్యవాదాలు",
      subtitle: "మీ ఎంక్వైరీ మాకు అందింది",
      description: "ఒక పని దినం లోపు కౌన్సెలర్ మీకు తిరిగి కాల్ చేస్తారు ({officeHours}).",
    },
    heading: "తర్వాత ఏం జరుగుతుంది",
    intro:
      "మీ ప్రణాళికల విషయంలో మమ్మల్ని నమ్మినందుకు ధన్యవాదాలు. మీ వివరాలు మా కౌన్సెలర్ల దగ్గర భద్రంగా ఉన్నాయి; రోబో కాదు, నిజమైన వ్యక్తే మిమ్మల్ని సంప్రదిస్తారు.",
    steps: [
      {
        title: "మేమే మీకు కాల్ చేస్తాం",
        text: "మీ లక్ష్యాలు, బడ్జెట్, సమయ ప్రణాళికను తెలుసుకోవడానికి మీ కౌన్సెలర్ కాల్ చేసి, మీ మొదటి సందేహాలకు జవాబిస్తారు.",
      },
      {
        title: "ఉచిత కౌన్సెలింగ్ సెషన్",
        text: "మీ ప్రొఫైల్‌కు సరిపోయే దేశాలు, యూనివర్సిటీలు, కోర్సుల జాబితాను మా కార్యాలయంలో గానీ ఫోన్‌లో గానీ మీతో కలిసి తయారుచేస్తాం.",
      },
      {
        title: "అడుగడుగునా మీ ప్రణాళిక",
        text: "దరఖాస్తులు, స్కాలర్‌షిప్‌లు, విద్యా రుణాలు, వీసా: క్యాంపస్‌లో మీ మొదటి రోజు వరకు మీకు తోడుగా ఉంటాం.",
      },
    ],
    officeHoursHeading: "కార్యాలయ వేళలు",
    callHeading: "ఇప్పుడే మాట్లాడాలనుకుంటున్నారా?",
    callText: "కార్యాలయ వేళల్లో మాకు కాల్ చేయండి:",
    callLinkLabel: "{phone}కి కాల్ చేయండి",
    exploreHeading: "ఈలోగా, మీరు వెళ్లాలనుకుంటున్న దేశం గురించి తెలుసుకోండి",
    homeLink: "హోమ్ పేజీకి తిరిగి వెళ్లండి",
  },
} as const satisfies Messages;
