/**
 * The WhatsApp greeting in English (app/content/whatsapp.ts): each sentence names what the visitor was
 * reading, so the counsellor knows where the chat began.
 */
import type { CountryCode } from "~/content/pages";
import type { NamedPage, WhatsAppMessages } from "~/content/whatsapp";

const englishCountries: Record<CountryCode, string> = {
  uk: "the UK",
  usa: "the USA",
  canada: "Canada",
  germany: "Germany",
  ireland: "Ireland",
};

const englishPages: Record<NamedPage, string> = {
  about: "About Us",
  services: "Services",
  contact: "Contact Us",
  costCalculator: "Cost Calculator",
};

export const whatsapp = {
  greeting(topic) {
    switch (topic.kind) {
      case "country":
        return `Hello, I'm reading about studying in ${englishCountries[topic.country]} on your website and would like to talk to a counsellor.`;
      case "page":
        return `Hello, I'm on the ${englishPages[topic.page]} page of your website and would like to talk to a counsellor.`;
      case "site":
        return "Hello, I found you through your website and would like to talk to a counsellor.";
    }
  },
  chatLink: "Chat on WhatsApp",
} satisfies WhatsAppMessages;
