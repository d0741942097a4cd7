/** Telugu twin of app/content/heroes.ts: the hero banner words of each page. */
import { site } from "~/content/site";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../heroes";

const years = site.yearsOfExperience;

export const heroButtonText = "ప్రారంభించండి";

export const heroes = {
  home: {
    ...en.heroes.home,
    title: "సరిహద్దులు దాటి చదవండి, హద్దులు లేని విజయం సాధించండి!",
    description:
      "ప్రపంచంలో ఎక్కడైనా మీ చదువు లక్ష్యాలను అందుకోవడానికి కావాల్సిన సాధనాలు, సమాచారం, మార్గదర్శనం ఇక్కడ ఉన్నాయి. అంతా మీ కలల దేశాన్ని ఎంచుకోవడంతో మొదలవుతుంది.",
    buttonText: heroButtonText,
    stats: [`${years} ఏళ్ల అనుభవం`, "యూకే · అమెరికా · కెనడా · జర్మనీ · ఐర్లాండ్", "ఉచిత కౌన్సెలింగ్"],
  },
  about: {
    ...en.heroes.about,
    title: "మా గురించి",
    subtitle: `${years} ఏళ్లుగా విదేశీ విద్యకు మార్గదర్శనం`,
    description: `${years} ఏళ్లకు పైగా ఆంధ్రప్రదేశ్, తెలంగాణ కుటుంబాలు తమ జీవితంలోని అతి పెద్ద నిర్ణయాల్లో ఒకదాని కోసం గుంటూరు, విజయవాడ, హైదరాబాద్, విశాఖపట్నంలలోని మా కౌన్సెలర్లను నమ్ముతున్నాయి.`,
  },
  services: {
    ...en.heroes.services,
    title: "మా సేవలు",
    subtitle: "మొదటి ప్రశ్న నుంచి క్యాంపస్‌లో మీ మొదటి రోజు వరకు",
    description:
      "కౌన్సెలింగ్, అడ్మిషన్లు, స్కాలర్‌షిప్‌లు, వీసాలు, పరీక్షల ప్రిపరేషన్, రుణాలు: విదేశాల్లో చదవడానికి విద్యార్థికి కావాల్సినవన్నీ, మిమ్మల్ని పేరుతో గుర్తుపట్టే ఒకే బృందం నుంచి.",
  },
  contact: {
    ...en.heroes.contact,
    title: "సంప్రదించండి",
    subtitle: "కౌన్సెలర్‌తో ఉచితంగా మాట్లాడండి",
    description:
      "మీ వివరాలు ఇవ్వండి, ఒక పని దినం లోపు కౌన్సెలర్ మీకు తిరిగి కాల్ చేస్తారు; లేదా గుంటూరు, విజయవాడ, హైదరాబాద్, విశాఖపట్నంలలోని మా కార్యాలయాలకు రండి.",
  },
  costCalculator: {
    ...en.heroes.costCalculator,
    title: "విదేశీ విద్య ఖర్చుల కాలిక్యులేటర్",
    subtitle: "దరఖాస్తు చేసే ముందే అసలు ఖర్చు తెలుసుకోండి",
    description:
      "యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలో ట్యూషన్ ఫీజు, జీవన ఖర్చులు, వీసా ఫీజులు, చూపించాల్సిన నిధుల అంచనా, రూపాయల్లోనూ ఆ దేశ కరెన్సీలోనూ.",
  },
  thankYou: {
    ...en.heroes.thankYou,
    title: "ధన్యవాదాలు",
    subtitle: "మీ ఎంక్వైరీ మాకు అందింది",
    description: `ఒక పని దినం లోపు కౌన్సెలర్ మీకు తిరిగి కాల్ చేస్తారు (${site.officeHours.label}).`,
  },
} as const;

export type SameShape = TwinOf<typeof import("../heroes"), typeof import("./heroes")>;
