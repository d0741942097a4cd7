/**
 * The small HTML pages a no-JavaScript form post gets when it cannot be accepted (the valid case is a
 * 303 to the prerendered thank-you page). Plain HTML with one hashed <style> block and no script, under
 * a policy that allows nothing else.
 */
import { createHash } from "node:crypto";
import { fieldLabels, noScript } from "#contract/enquiry";
import type { Problem } from "./enquiry-input.ts";

const STYLE = [
  "body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f8fafc}",
  "main{max-width:36rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0f172a22}",
  "h1{font-size:1.5rem;margin:0 0 .5rem}",
  "li{margin:.25rem 0}",
  "a{color:#1d4ed8;font-weight:600}",
  "@media (max-width:480px){main{margin:1rem;padding:1.25rem}}",
].join("");

/** The policy of these pages: only the style block above, by hash. */
export const noScriptPagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}

function backLink(returnTo: string | undefined): string {
  return returnTo
    ? `<p><a href="${escapeHtml(returnTo)}">${escapeHtml(noScript.back)}</a></p>`
    : `<p><a href="/">${escapeHtml(noScript.home)}</a></p>`;
}

/** 400: every problem, each field named by its visible label, and a link back to the form. */
export function invalidPage(problems: readonly Problem[], returnTo: string | undefined): string {
  const items = problems
    .map((problem) => {
      const label = problem.field ? `${fieldLabels[problem.field]}: ` : "";
      return `<li>${escapeHtml(label + problem.message)}</li>`;
    })
    .join("");
  return page(
    noScript.invalidTitle,
    `<p>${escapeHtml(noScript.invalidIntro)}</p>\n<ul>${items}</ul>\n${backLink(returnTo)}`,
  );
}

/** 503 (or 422): a sentence, and a link back to the form. */
export function messagePage(message: string, returnTo: string | undefined): string {
  return page(noScript.unavailableTitle, `<p>${escapeHtml(message)}</p>\n${backLink(returnTo)}`);
}
