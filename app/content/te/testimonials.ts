/**
 * Telugu twin of app/content/testimonials.ts: the families' words in Telugu, found by the student's name;
 * names, ratings and pictures from the English module. The university in each title is a proper noun and
 * stays as the English title writes it.
 */
import type { Testimonial } from "~/content/types";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../testimonials";

interface Words {
  /** The course and the country around the university's name. */
  title: (university: string) => string;
  quote: string;
  text: string;
}

const words: Readonly<Record<string, Words>> = {
  "Harika M.": {
    title: (university) => `MSc డేటా సైన్స్, ${university}, యూకే`,
    quote: "ఒక్క దరఖాస్తు ఫీజు కూడా కట్టకముందే, ఏ యూనివర్సిటీల్లో అవకాశం తక్కువో వాళ్లు నాకు చెప్పేశారు.",
    text: "గుంటూరులోని ఒక కాలేజీ నుంచి నాకు 7.4 CGPA వచ్చింది, నేను ఎక్కడ నిలబడతానో అసలు తెలియలేదు. నా కౌన్సెలర్ ఎనిమిది యూనివర్సిటీలతో జాబితా తయారుచేసి, ఒక్కోదానికి అసలు ఖర్చు ఎంతో చూపించారు; నా మాటల్లాగే అనిపించే స్టేట్‌మెంట్ రాయడంలో సహాయం చేశారు, ఆర్థిక పత్రాలన్నీ నాతో కూర్చుని సరిచూశారు. నాకు నాలుగు ఆఫర్లు వచ్చాయి; రెండో రుణం అవసరం లేకుండా భరించగలిగే యూనివర్సిటీని ఎంచుకున్నాను.",
  },
  "Sai Charan P.": {
    title: (university) => `MS కంప్యూటర్ సైన్స్, ${university}, అమెరికా`,
    quote: "మూడు మాక్ ఇంటర్వ్యూల తర్వాత, అసలు ఇంటర్వ్యూ మామూలు మాటామంతీలా అనిపించింది.",
    text: "నా మొదటి వీసా అపాయింట్‌మెంట్‌కు రెండు నెలలే ఉంది; నా విద్యా రుణం గురించి ఎలా వివరించాలో అని భయపడ్డాను. మాక్ ఇంటర్వ్యూలు కఠినంగా, నిజాయితీగా జరిగాయి: నేను బట్టీ పట్టినట్టు మాట్లాడిన ప్రతిసారీ ఆపేవారు. కాన్సులేట్‌లో నా సొంత మాటల్లో జవాబిచ్చాను, F-1 వీసా ఆమోదంతో బయటికి వచ్చాను.",
  },
  "Sravani K.": {
    title: (university) => `MEng మెకానికల్ ఇంజినీరింగ్, ${university}, జర్మనీ`,
    quote: "జర్మనీలోని ప్రభుత్వ యూనివర్సిటీలో ట్యూషన్ ఫీజు దాదాపు ఉండదని నాకు అసలు తెలియదు.",
    text: "బ్లాక్డ్ అకౌంట్ (డబ్బు జమ చేసి నెలనెలా మాత్రమే తీసుకోగలిగే ఖాతా), APS సర్టిఫికెట్, జర్మనీ వీసా గురించి బృందం అడుగడుగునా వివరించింది, విజయవాడ నుంచే నేను పాటించగలిగే చెక్‌లిస్ట్ ఇచ్చింది. మేము ముందడుగు వేసే ముందే ప్రతి ఖర్చు మా అమ్మానాన్నలకు అర్థమయ్యేలా చెప్పారు; అందుకే నేను అక్కడ దిగాక ఎలాంటి అనుకోని ఖర్చులూ ఎదురవలేదు.",
  },
};

/** The university in an English title written "Course, University, Country". */
function universityIn(title: string): string {
  const parts = title.split(", ");
  const university = parts[1];
  if (parts.length !== 3 || university === undefined) {
    throw new Error(`Expected a testimonial title as "Course, University, Country", got "${title}"`);
  }
  return university;
}

export const testimonials: readonly Testimonial[] = en.testimonials.map((testimonial) => {
  const text = words[testimonial.name];
  if (!text) throw new Error(`No Telugu words for the testimonial of ${testimonial.name}`);
  return {
    ...testimonial,
    title: text.title(universityIn(testimonial.title)),
    quote: text.quote,
    text: text.text,
  };
});

export type SameShape = TwinOf<typeof import("../testimonials"), typeof import("./testimonials")>;
