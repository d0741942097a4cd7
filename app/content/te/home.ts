/** Telugu twin of app/content/home.ts: the home page sections' words; figures and images from the English module. */
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../home";

const years = site.yearsOfExperience;

/** "యూకే" → "యూకేలో", "ఐర్లాండ్" → "ఐర్లాండ్‌లో": a zero-width non-joiner after a final consonant (docs/glossary-te.md). */
function inPlace(place: string): string {
  return place.endsWith("\u0c4d") ? `${place}\u200cలో` : `${place}లో`;
}

/**
 * The cards of an English list with their Telugu words, found by the card's icon (unique within each list):
 * a card without words stops the build rather than show English.
 */
function byIcon<Item extends { icon: string }>(
  items: readonly Item[],
  words: Readonly<Record<string, { title: string; description: string }>>,
) {
  return items.map((item) => {
    const text = words[item.icon];
    if (!text) throw new Error(`No Telugu words for the card with the icon "${item.icon}"`);
    return { ...item, ...text };
  });
}

export const whyUs = {
  ...en.whyUs,
  eyebrow: "విద్యార్థులు మమ్మల్ని ఎందుకు ఎంచుకుంటారు",
  title: "మమ్మల్నే ఎందుకు?",
  experience: { ...en.whyUs.experience, label: "ఏళ్ల అనుభవం" },
  intro: `${years} ఏళ్లుగా ఆంధ్రప్రదేశ్, తెలంగాణ విద్యార్థులకు సరైన కోర్సును ఎంచుకోవడంలో, అడ్మిషన్ పొందడంలో, వీసా తెచ్చుకోవడంలో సహాయం చేస్తున్నాం. మా సలహా గత ఏడాది నిబంధనల మీద కాదు, ఈ ఏడాది నిబంధనల మీదే ఆధారపడుతుంది.`,
  image: {
    ...en.whyUs.image,
    alt: "విదేశీ విద్య గురించి ఆలోచిస్తూ టేబుల్ దగ్గర కూర్చున్న విద్యార్థి చిత్రం",
  },
  strengths: byIcon(en.whyUs.strengths, {
    "graduation-cap": {
      title: "సాటిలేని అనుభవం",
      description: `మా కౌన్సెలర్లు ${years} ఏళ్లుగా ఐదు దేశాల అడ్మిషన్, వీసా నిబంధనల్లో వస్తున్న మార్పులను గమనిస్తున్నారు; అందుకే మీ ప్రణాళిక ఈరోజు పనిచేసే వాటి మీదే నిలబడుతుంది.`,
    },
    target: {
      title: "నిరూపితమైన ఫలితాలు",
      description:
        "ఏటా మా విద్యార్థులు యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలోని యూనివర్సిటీల్లో చేరుతున్నారు. మీలాంటి ప్రొఫైల్ ఉన్నవారికి ఇంతకుముందు ఏవి ఫలించాయో చూసి యూనివర్సిటీల జాబితా తయారుచేస్తాం; ఏదైనా ఎంపికలో అవకాశం తక్కువగా ఉంటే ఆ మాట సూటిగా చెబుతాం.",
    },
    route: {
      title: "మొదటి నుంచి చివరి వరకు ఒకే తోడు",
      description:
        "యూనివర్సిటీల జాబితా నుంచి వీసా వరకు ఒకే కౌన్సెలర్ మీతో ఉంటారు: దరఖాస్తులు, స్కాలర్‌షిప్‌లు, రుణ పత్రాలు, వీసా ఫైల్, వసతి; మీరు పాటించగలిగే చెక్‌లిస్ట్, తేదీలతో సహా.",
    },
  }),
} as const;

export const whatWeOffer = {
  ...en.whatWeOffer,
  eyebrow: "మా సేవలు",
  title: "మేము అందించే సేవలు",
  subtitle: "కోర్సు ఎంచుకోవడం నుంచి విమానం ఎక్కే వరకు అన్నీ, ఒకే బృందం నుంచి.",
  link: { ...en.whatWeOffer.link, label: "అన్ని సేవలు చూడండి", to: pages.services.path },
} as const;

export const topDestinations = {
  ...en.topDestinations,
  eyebrow: "మీరు ఎక్కడ చదువుకోవచ్చు",
  title: "ప్రముఖ దేశాలు",
  subtitle:
    "మా విద్యార్థులు ఎక్కువగా ఎంచుకునే ఐదు దేశాలు. ప్రతి దేశం పేజీలో యూనివర్సిటీలు, రూపాయల్లో ఖర్చులు, స్టూడెంట్ వీసా, పని చేసే అనుమతి నిబంధనలు అధికారిక ఆధారాలతో ఉన్నాయి.",
  linkText: "మరింత తెలుసుకోండి",
  /** Completes `మరింత తెలుసుకోండి` for screen readers, e.g. "కెనడాలో చదువు గురించి". */
  linkContext: (country: string) => `${inPlace(country)} చదువు గురించి`,
} as const;

export const loanSolutions = {
  ...en.loanSolutions,
  eyebrow: "మీ చదువుకు నిధులు",
  title: "రుణ సహాయం",
  subtitle: "రుణదాతలను పోల్చి చూడడంలో, వారు అడిగే పత్రాలు సిద్ధం చేయడంలో సహాయం చేస్తాం; డబ్బు కారణంగా మీ చదువు ఆగిపోకూడదు.",
  note: "రుణాలను బ్యాంకులు, NBFCలు తమ సొంత షరతులపై మంజూరు చేస్తాయి; మేము రుణాలు ఇవ్వము, రుణం మంజూరవుతుందని హామీ కూడా ఇవ్వలేము.",
  loans: byIcon(en.loanSolutions.loans, {
    "graduation-cap": {
      title: "తనఖా లేని విద్యా రుణాలు",
      description:
        "ఆస్తిని తనఖా పెట్టకుండా తీసుకునే విద్యా రుణాలు (ఎడ్యుకేషన్ లోన్), అర్హత ఉన్న యూనివర్సిటీలు, కోర్సుల్లో అడ్మిషన్ వచ్చినవారికి. వడ్డీ, మార్జిన్ మనీ, మారటోరియం (తిరిగి చెల్లింపు మొదలయ్యే ముందు గడువు) షరతులను పోల్చి చూస్తాం; మీ వీసా ఫైల్‌కు కావాల్సిన రుణ మంజూరు లేఖ (సాంక్షన్ లెటర్) పొందడంలో సహాయం చేస్తాం.",
    },
    briefcase: {
      title: "వ్యాపార రుణాలు",
      description:
        "వ్యాపారం చేసే తల్లిదండ్రులు ఆస్తులు అమ్మకుండా చదువుకు డబ్బు సమకూర్చాలనుకుంటే: ఏ రుణదాతలను సంప్రదించాలి, వారు అడిగే ఆదాయపు పన్ను రిటర్నులు, బ్యాంక్ స్టేట్‌మెంట్లు, వ్యాపార ఆదాయ అంచనాలు ఏమిటి.",
    },
    wallet: {
      title: "వ్యక్తిగత రుణాలు",
      description:
        "దరఖాస్తు ఫీజులు, పరీక్ష ఫీజులు, విమాన టికెట్లు, మొదటి నెలల అద్దె వంటి చిన్న లోటుల కోసం; అప్పు తీసుకునే ముందే ప్రతి మార్గానికి అసలు ఖర్చు ఎంతో వివరిస్తాం.",
    },
  }),
} as const;

export const faqSection = {
  ...en.faqSection,
  eyebrow: "మీ సందేహాలు",
  title: "తరచుగా అడిగే ప్రశ్నలు",
  subtitle: "విద్యార్థులు, తల్లిదండ్రులు మమ్మల్ని ఎక్కువగా అడిగే ప్రశ్నలకు సూటి జవాబులు.",
  moreQuestions: {
    text: "ఇంకా ఏదైనా సందేహం ఉందా?",
    link: { ...en.faqSection.moreQuestions.link, label: "కౌన్సెలర్‌ను అడగండి", to: pages.contact.path },
  },
} as const;

export const testimonialsSection = {
  title: "విద్యార్థుల అనుభవాలు",
  subtitle: "మా సహాయంతో తమ కలలను నెరవేర్చుకున్న విద్యార్థుల మాటల్లోనే వినండి",
} as const;

export type SameShape = TwinOf<typeof import("../home"), typeof import("./home")>;
