/**
 * WhatsApp links (https://wa.me/<number>?text=<greeting>): the number from the site configuration, the
 * greeting from the language's catalogue (app/content/whatsapp.ts), naming the page the visitor is on.
 */
import { findPage, type CountryPage, type Page } from "~/content/pages";
import { site } from "~/content/site";
import { type GreetingTopic, type NamedPage, type SiteLanguage, whatsappMessages } from "~/content/whatsapp";

const namedPages: readonly NamedPage[] = ["about", "services", "contact", "costCalculator"];

const isCountryPage = (page: Page): page is CountryPage => "country" in page;
const isNamedPage = (id: string): id is NamedPage => (namedPages as readonly string[]).includes(id);

/** What a greeting sent from `pathname` should name. */
export function greetingTopic(pathname: string): GreetingTopic {
  const page = findPage(pathname);
  if (!page) return { kind: "site" };
  if (isCountryPage(page)) return { kind: "country", country: page.country };
  if (isNamedPage(page.id)) return { kind: "page", page: page.id };
  return { kind: "site" };
}

/** The wa.me number: the E.164 number without its "+" (wa.me takes digits only). */
export function whatsappDigits(number: string = site.whatsappNumber): string {
  return number.replace(/\D/g, "");
}

/** The link that opens a chat with the office, its first message filled in for the page at `pathname`. */
export function whatsappHref(pathname: string, language: SiteLanguage = "en"): string {
  const text = whatsappMessages[language].greeting(greetingTopic(pathname));
  return `https://wa.me/${whatsappDigits()}?text=${encodeURIComponent(text)}`;
}
