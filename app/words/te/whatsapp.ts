/**
 * The WhatsApp greeting in Telugu (../en/whatsapp.ts): each sentence names what the visitor was reading
 * and says they write from the Telugu pages, so the counsellor knows to answer in Telugu.
 */
import type { CountryCode } from "~/content/pages";
import type { NamedPage } from "~/content/whatsapp";
import type { WordsOf } from "../types";
import type * as en from "../en/whatsapp";

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

export const whatsapp = {
  greeting(topic) {
    switch (topic.kind) {
      case "country":
        return `నమస్కారం, మీ వెబ్‌సైట్ తెలుగు పేజీల్లో ${teluguCountries[topic.country]} చదువు గురించి తెలుసుకుంటున్నాను. కౌన్సెలర్‌తో మాట్లాడాలనుకుంటున్నాను.`;
      case "page":
        return `నమస్కారం, మీ వెబ్‌సైట్ తెలుగు పేజీల్లో “${teluguPages[topic.page]}” పేజీ చూస్తున్నాను. కౌన్సెలర్‌తో మాట్లాడాలనుకుంటున్నాను.`;
      case "site":
        return "నమస్కారం, మీ వెబ్‌సైట్ తెలుగు పేజీల ద్వారా మీ గురించి తెలుసుకున్నాను. కౌన్సెలర్‌తో మాట్లాడాలనుకుంటున్నాను.";
    }
  },
  chatLink: "WhatsAppలో చాట్ చేయండి",
} satisfies WordsOf<typeof en.whatsapp>;
