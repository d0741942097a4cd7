/**
 * The enquiry forms' texts in Telugu (./en.ts says what each one is): the words of
 * docs/glossary-te.md, as in the site's other Telugu words (app/words/te/), మీరు forms,
 * గారు after a person's name. `satisfies EnquiryTexts` makes a missing or extra text a type error.
 */
import type { CallbackSlot } from "../enquiry-fields.ts";
import type { EnquiryTexts } from "./types.ts";

const callbackSlotLabels = {
  "today-morning": "ఈరోజు ఉదయం",
  "today-afternoon": "ఈరోజు మధ్యాహ్నం",
  "today-evening": "ఈరోజు సాయంత్రం",
  "tomorrow-morning": "రేపు ఉదయం",
  "tomorrow-afternoon": "రేపు మధ్యాహ్నం",
  "tomorrow-evening": "రేపు సాయంత్రం",
} as const satisfies Record<CallbackSlot, string>;

export const texts = {
  locale: "te",

  messages: {
    required: (label: string) => `దయచేసి మీ ${label} నమోదు చేయండి.`,
    tooLong: (label: string, max: number) => `మీ ${label} ${max} అక్షరాలకు మించకూడదు.`,
    email: "దయచేసి సరైన ఈమెయిల్ చిరునామా నమోదు చేయండి, ఉదాహరణకు name@example.com.",
    phone: "దయచేసి 10 అంకెల భారతీయ మొబైల్ నంబర్ గానీ, + తో మొదలయ్యే అంతర్జాతీయ నంబర్ గానీ నమోదు చేయండి.",
    comments: (max: number) => `దయచేసి మీ సందేశాన్ని ${max} అక్షరాల లోపు ఉంచండి.`,
    purpose: "దయచేసి ఇచ్చిన అంశాలలో ఒకదాన్ని ఎంచుకోండి.",
    slot: "మేము మీకు ఎప్పుడు కాల్ చేయాలో దయచేసి ఎంచుకోండి.",
    language: "దయచేసి ఇంగ్లిష్ లేదా తెలుగు ఎంచుకోండి.",
    office: "దయచేసి మా కార్యాలయాల్లో ఒకదాన్ని గానీ, “ఏదైనా సరే” అని గానీ ఎంచుకోండి.",
  },

  fieldNames: {
    firstName: "మొదటి పేరు",
    lastName: "ఇంటి పేరు",
    email: "ఈమెయిల్ చిరునామా",
    phone: "ఫోన్ నంబర్",
    name: "పేరు",
  },

  textMessages: {
    control: "దయచేసి ఈ ఫీల్డ్‌లో కనిపించని నియంత్రణ అక్షరాలను తొలగించండి.",
    direction: "దయచేసి వచనం దిశను మార్చే కనిపించని అక్షరాలను తొలగించండి.",
  },

  fieldLabels: {
    firstName: "మొదటి పేరు",
    lastName: "ఇంటి పేరు",
    email: "ఈమెయిల్",
    phone: "ఫోన్ నంబర్",
    name: "పేరు",
    purpose: "మీకు దేనిలో సహాయం కావాలి?",
    comments: "మీ సందేశం",
    slot: "మేము ఎప్పుడు కాల్ చేయాలి?",
    language: "భాష",
    office: "మీకు దగ్గరి కార్యాలయం",
  },

  helpPurposeLabels: {
    shortlist: "కోర్సు, యూనివర్సిటీల ఎంపిక",
    visa: "వీసా",
    loan: "విద్యా రుణం",
    "test-prep": "పరీక్షలకు శిక్షణ (IELTS, TOEFL, GRE…)",
    "mock-interview": "మాక్ వీసా ఇంటర్వ్యూ",
    other: "ఇంకేదైనా",
  },

  officeLabels: {
    guntur: "గుంటూరు",
    vijayawada: "విజయవాడ",
    hyderabad: "హైదరాబాద్",
    vishakapatnam: "విశాఖపట్నం",
  },
  officeNone: "ఏదైనా సరే",

  enquiryLanguageLabels: {
    en: "ఇంగ్లిష్",
    te: "తెలుగు",
  },

  callbackSlotLabels,

  formTexts: {
    submitting: "పంపుతున్నాం...",
    success: "మీ వివరాలు మాకు అందాయి!",
    failure: "ఫారం పంపడం కుదరలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  },

  enquiryResponses: {
    accepted: (firstName: string) => `ధన్యవాదాలు, ${firstName} గారూ. ఒక పని దినం లోపు కౌన్సెలర్ మీకు కాల్ చేస్తారు.`,
    callbackAccepted: (name: string, slot: CallbackSlot) =>
      `ధన్యవాదాలు, ${name} గారూ. కౌన్సెలర్ మీకు ${callbackSlotLabels[slot]} కాల్ చేస్తారు.`,
    invalid: "దయచేసి గుర్తించిన వివరాలను సరిచేయండి.",
    notAnObject: "ఎంక్వైరీని పేర్లున్న ఫీల్డ్‌లతో కూడిన ఆబ్జెక్ట్‌గా పంపాలి.",
    unsupportedType: "దయచేసి ఎంక్వైరీని JSON రూపంలో పంపండి.",
    idempotencyKeyInvalid: "ఈ అభ్యర్థనలోని గుర్తింపు సంఖ్య సరైనది కాదు. దయచేసి పేజీని మళ్లీ లోడ్ చేసి ఫారం పంపండి.",
    idempotencyConflict: "ఈ గుర్తింపు సంఖ్యతో ఇంతకు ముందే వేరే ఎంక్వైరీ వచ్చింది. దయచేసి పేజీని మళ్లీ లోడ్ చేసి ఫారం పంపండి.",
    unavailable: "ప్రస్తుతం మీ ఎంక్వైరీని సేవ్ చేయలేకపోయాం. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.",
    dailyCapReached:
      "మీ ఎంక్వైరీని సేవ్ చేయలేకపోయాం: ఈరోజు అసాధారణంగా ఎక్కువ ఎంక్వైరీలు వచ్చాయి. దయచేసి మా కార్యాలయానికి కాల్ లేదా ఈమెయిల్ చేయండి (సంప్రదింపు పేజీ చూడండి), లేదా రేపు మళ్లీ ప్రయత్నించండి.",
    senderLimitReached: (phones: string, whatsapp: string) =>
      `ఈ ఎంక్వైరీని సేవ్ చేయలేకపోయాం: ఈ ఈమెయిల్ చిరునామా లేదా ఫోన్ నంబర్ నుంచి ఈరోజు ఇంకా ఎంక్వైరీలు తీసుకోలేం. దయచేసి ${phones} నంబర్‌కు కాల్ చేయండి లేదా ${whatsapp} నంబర్‌కు WhatsApp సందేశం పంపండి.`,
    challengeRequired: (phones: string, whatsapp: string) =>
      `ప్రస్తుతం అసాధారణంగా ఎక్కువ ఎంక్వైరీలు వస్తున్నాయి, కాబట్టి మీ ఎంక్వైరీని సేవ్ చేసే ముందు మీ బ్రౌజర్ కొన్ని సెకన్ల పాటు ఒక చిన్న తనిఖీ చేయాలి. అది కుదరకపోతే, దయచేసి ${phones} నంబర్‌కు కాల్ చేయండి లేదా ${whatsapp} నంబర్‌కు WhatsApp సందేశం పంపండి.`,
    challengeSolving: "మీ ఎంక్వైరీని పంపే ముందు మీ బ్రౌజర్‌ను తనిఖీ చేస్తున్నాం…",
    challengeNoScript: (phones: string, whatsapp: string) =>
      `ప్రస్తుతం అసాధారణంగా ఎక్కువ ఎంక్వైరీలు వస్తున్నాయి, జావాస్క్రిప్ట్ లేని పేజీ నుంచి వచ్చిన మీ ఎంక్వైరీని సేవ్ చేయలేకపోయాం. దయచేసి ${phones} నంబర్‌కు కాల్ చేయండి లేదా ${whatsapp} నంబర్‌కు WhatsApp సందేశం పంపండి, లేదా జావాస్క్రిప్ట్ ఆన్ చేసి ఫారం మళ్లీ పంపండి.`,
    or: "లేదా",
  },

  noScript: {
    thankYouPath: "/te/thank-you",
    invalidTitle: "దయచేసి మీ ఎంక్వైరీని సరిచూడండి",
    invalidIntro: "మీ ఎంక్వైరీని ఇంకా పంపలేకపోయాం:",
    unavailableTitle: "దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి",
    tooManyRequests:
      "గత ఒక నిమిషంలో మీ కనెక్షన్ నుంచి చాలా అభ్యర్థనలు వచ్చాయి, అందుకే ఇది సేవ్ కాలేదు. దయచేసి ఒక నిమిషం ఆగి ఫారం మళ్లీ పంపండి.",
    back: "ఫారానికి తిరిగి వెళ్లండి",
    home: "హోమ్ పేజీకి వెళ్లండి",
    homePath: "/te",
  },
} as const satisfies EnquiryTexts;
