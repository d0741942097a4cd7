/** The estimate's link and the short text that goes with it on WhatsApp. Pure functions, no React. */
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatInrShort } from "~/content/countries/format";
import { locale } from "~/content/locale";
import { localePath } from "~/i18n/paths";
import { factsFor } from "./countries";
import type { Estimate } from "./estimate";
import type { CalculatorInput } from "./inputs";
import { toQuery } from "./query";

/** The calculator's address for an input, on a given origin: only the choices that differ from the defaults. */
export function estimateLink(origin: string, input: CalculatorInput): string {
  const query = toQuery(input).toString();
  return `${origin}${localePath("/cost-calculator", locale)}${query ? `?${query}` : ""}`;
}

/** A few lines a family can read in a chat: country, level, a year and the whole course, funds; the link. */
export function shareText(estimate: Estimate, link: string): string {
  const { input } = estimate;
  const course = text.headline.course(
    factsFor(input.country).name,
    text.levelOptions[input.level],
    input.months,
  );
  const summary = text.share.text(
    course,
    formatInrShort(estimate.perYear.inr),
    formatInrShort(estimate.total.inr),
    formatInrShort(estimate.funds.total.inr),
  );
  return `${summary} ${link}`;
}

/** WhatsApp's click-to-chat address that lets the visitor pick whom to send the text to. */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
