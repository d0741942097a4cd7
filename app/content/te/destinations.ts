/** Telugu twin of app/content/destinations.ts: the five destination cards' words, found by each card's flag. */
import type { Destination, FlagCode } from "~/content/destinations";
import { pages } from "~/content/pages";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../destinations";

interface Words extends Pick<Destination, "country" | "flagLabel" | "description" | "page"> {
  /** The illustration's alternative text. */
  alt: string;
}

const words: Readonly<Record<FlagCode, Words>> = {
  GB: {
    country: "యూకే",
    flagLabel: "యూకే జెండా",
    description: "చాలా మాస్టర్స్ డిగ్రీలు ఒక్క ఏడాదిలోనే పూర్తవుతాయి; చదువు అయ్యాక Graduate Route కింద అక్కడే ఉండి ఉద్యోగం చేయవచ్చు.",
    alt: "నది ఒడ్డున లండన్ క్లాక్ టవర్, పార్లమెంట్ భవనం చిత్రం",
    page: pages.studyInUk,
  },
  US: {
    country: "అమెరికా",
    flagLabel: "అమెరికా జెండా",
    description: "అత్యధిక సంఖ్యలో యూనివర్సిటీలు, కోర్సుల ఎంపిక, బలమైన STEM కోర్సులు, చదువు తర్వాత ప్రాక్టికల్ ట్రైనింగ్ అవకాశం.",
    alt: "సూర్యాస్తమయ వేళ ఒక నగరం ఆకాశహర్మ్యాల చిత్రం",
    page: pages.studyInUsa,
  },
  CA: {
    country: "కెనడా",
    flagLabel: "కెనడా జెండా",
    description:
      "కో-ఆప్ వర్క్ టర్మ్‌లు (చదువులో భాగంగా ఉద్యోగ అనుభవం) ఉన్న యూనివర్సిటీలు, కాలేజీలు; అర్హత ఉన్న కోర్సులకు చదువు తర్వాత వర్క్ పర్మిట్.",
    alt: "సరస్సు పక్కన మంచు కప్పిన పర్వతాలు, పైన్ చెట్ల చిత్రం",
    page: pages.studyInCanada,
  },
  DE: {
    country: "జర్మనీ",
    flagLabel: "జర్మనీ జెండా",
    description:
      "చాలా ప్రభుత్వ యూనివర్సిటీల్లో ట్యూషన్ ఫీజు చాలా తక్కువ లేదా అసలు ఉండదు; ఇంజినీరింగ్, సైన్స్‌లో ఎన్నో మాస్టర్స్ కోర్సులను ఇంగ్లీష్‌లోనే బోధిస్తారు.",
    alt: "బెర్లిన్‌లోని బ్రాండెన్‌బర్గ్ గేట్ చిత్రం",
    page: pages.studyInGermany,
  },
  IE: {
    country: "ఐర్లాండ్",
    flagLabel: "ఐర్లాండ్ జెండా",
    description:
      "ఇంగ్లీష్ మాట్లాడే యూరోపియన్ యూనియన్ దేశం; టెక్నాలజీ, ఫార్మా పరిశ్రమలు బలంగా ఉన్నాయి, చదువు పూర్తయ్యాక అక్కడే ఉండి ఉద్యోగం వెతుక్కునే అనుమతి (స్టే-బ్యాక్) ఉంది.",
    alt: "పచ్చని కొండలు, లైట్‌హౌస్, సముద్రం చిత్రం",
    page: pages.studyInIreland,
  },
};

export const destinations: readonly Destination[] = en.destinations.map((destination) => {
  const { alt, ...text } = words[destination.flag];
  return { ...destination, ...text, image: { ...destination.image, alt } };
});

export type SameShape = TwinOf<typeof import("../destinations"), typeof import("./destinations")>;
