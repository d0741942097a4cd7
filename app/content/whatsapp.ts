/**
 * The greeting a WhatsApp link fills in (app/lib/whatsapp.ts), one typed catalogue per language: a new
 * language is one more entry of `whatsappMessages`, and the type checker lists every message it lacks.
 * Each language writes its whole sentences (word order differs between languages); a greeting names what
 * the visitor was reading, so the counsellor knows where the chat began.
 */
import type { CountryCode } from "./pages";

/** The languages the site speaks to families in (English today). */
export type SiteLanguage = "en";

/** Pages other than the country pages that a greeting may name. */
export type NamedPage = "about" | "services" | "contact" | "costCalculator";

/** What the visitor was reading: a country page, another named page, or just the site. */
export type GreetingTopic =
  { kind: "country"; country: CountryCode } | { kind: "page"; page: NamedPage } | { kind: "site" };

export interface WhatsAppMessages {
  /** The prefilled first message of the chat. */
  greeting: (topic: GreetingTopic) => string;
  /** Text of the WhatsApp link in a page (Contact, thank-you). */
  chatLink: string;
}

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

export const whatsappMessages: Record<SiteLanguage, WhatsAppMessages> = {
  en: {
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
  },
};
