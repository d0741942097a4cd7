/**
 * The small HTML pages a no-JavaScript form post gets when it cannot be accepted (the valid case is a
 * 303 to the prerendered thank-you page), built by server/lib/html-page.ts, in the language of the page
 * the form was on.
 */
import type { Problem } from "#contract/api";
import type { EnquiryField } from "#contract/enquiry";
import { enquiryTexts, type EnquiryTexts } from "#contract/texts/index";
import { escapeHtml, htmlPage } from "../lib/html-page.ts";

function backLink(returnTo: string | undefined, texts: EnquiryTexts): string {
  const { noScript } = texts;
  return returnTo
    ? `<p><a href="${escapeHtml(returnTo)}">${escapeHtml(noScript.back)}</a></p>`
    : `<p><a href="${escapeHtml(noScript.homePath)}">${escapeHtml(noScript.home)}</a></p>`;
}

/** 400: every problem, each field named by its visible label, and a link back to the form. */
export function invalidPage(
  problems: readonly Problem<EnquiryField>[],
  returnTo: string | undefined,
  texts: EnquiryTexts = enquiryTexts.en,
): string {
  const items = problems
    .map((problem) => {
      const label = problem.field ? `${texts.fieldLabels[problem.field]}: ` : "";
      return `<li>${escapeHtml(label + problem.message)}</li>`;
    })
    .join("");
  return htmlPage(
    texts.noScript.invalidTitle,
    `<p>${escapeHtml(texts.noScript.invalidIntro)}</p>\n<ul>${items}</ul>\n${backLink(returnTo, texts)}`,
    texts.locale,
  );
}

/** 503 (or 422): a sentence, and a link back to the form. */
export function messagePage(
  message: string,
  returnTo: string | undefined,
  texts: EnquiryTexts = enquiryTexts.en,
): string {
  return htmlPage(
    texts.noScript.unavailableTitle,
    `<p>${escapeHtml(message)}</p>\n${backLink(returnTo, texts)}`,
    texts.locale,
  );
}
