/**
 * The greeting a WhatsApp link fills in (app/lib/whatsapp.ts). Each language writes its whole sentences
 * (word order differs between languages) in app/words/<language>/whatsapp.ts; a greeting names what the
 * visitor was reading, so the counsellor knows where the chat began.
 */
import { whatsapp } from "~words/whatsapp";
import type { CountryCode } from "./pages";

/** The key the site's links read the edition's greeting under. */
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

/**
 * The edition's greeting and link text (its words are the build's: docs/decisions/0009-words-apart-from-logic.md),
 * under the one key the site's links read.
 */
export const whatsappMessages: Record<SiteLanguage, WhatsAppMessages> = { en: whatsapp };
