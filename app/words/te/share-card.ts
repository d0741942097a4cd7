/** Telugu words of ../en/share-card.ts: the share card of the Telugu pages' link previews. */
import type { WordsOf } from "../types";
import type * as en from "../en/share-card";

export const shareCard = {
  headline: "సరిహద్దులు దాటి చదవండి, హద్దులు లేని విజయం సాధించండి!",
  tagline: "గుంటూరు, విజయవాడ, హైదరాబాద్, విశాఖపట్నంలలో విదేశీ విద్యకు కౌన్సెలింగ్",
  countries: { uk: "యూకే", usa: "అమెరికా", canada: "కెనడా", germany: "జర్మనీ", ireland: "ఐర్లాండ్" },
} as const satisfies WordsOf<typeof en.shareCard>;
