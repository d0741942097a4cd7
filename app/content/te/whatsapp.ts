/**
 * The Telugu edition's WhatsApp greeting (app/lib/whatsapp.ts). The Telugu build replaces the English
 * catalogue with this module, so its one entry holds the Telugu sentences: each names what the visitor was
 * reading and says they write from the Telugu pages, so the counsellor knows to answer in Telugu.
 */
import type { TwinOf } from "~/i18n/twin";
import type { CountryCode } from "../pages";
import type { NamedPage, WhatsAppMessages } from "../whatsapp";

export type { GreetingTopic, NamedPage, SiteLanguage, WhatsAppMessages } from "../whatsapp";

/** "Studying in …", with the country in Telugu script and its locative ending. */
const teluguCountries: Record<CountryCode, string> = {
  uk: "యూకేలో",
  usa: "అమెరికాలో",
  canada: "కెనడాలో",
  germany: "జర్మనీలో",
  ireland: "ఐర్లాండ్‌లో",
};

/** The pages' names as the Telugu navigation shows them. */
const teluguPages: Record<NamedPage, string> = {
  about: "మా గురించి",
  services: "సేవలు",
  contact: "సంప్రదించండి",
  costCalculator: "ఖర్చుల కాలిక్యులేటర్",
};

const telugu: WhatsAppMessages = {
  greeting(topic) {
    switch (topic.kind) {
      case "country":
        return `నమస్కారం, మీ వెబ్‌సైట్ తెలుగు పేజీల్లో ${teluguCountries[topic.country]} చదువు గురించి చదువుతున్నాను. కౌన్సెలర్‌తో మాట్లాడాలనుకుంటున్నాను.`;
      case "page":
        return `నమస్కారం, మీ వెబ్‌సైట్ తెలుగు పేజీల్లో “${teluguPages[topic.page]}” పేజీ చూస్తున్నాను. కౌన్సెలర్‌తో మాట్లాడాలనుకుంటున్నాను.`;
      case "site":
        return "నమస్కారం, మీ వెబ్‌సైట్ తెలుగు పేజీల ద్వారా మీ గురించి తెలుసుకున్నాను. కౌన్సెలర్‌తో మాట్లాడాలనుకుంటున్నాను.";
    }
  },
  chatLink: "WhatsAppలో చాట్ చేయండి",
};

/** Keyed like the English catalogue, whose place this module takes in the Telugu build. */
export const whatsappMessages = { en: telugu };

export type SameShape = TwinOf<typeof import("../whatsapp"), typeof import("./whatsapp")>;
