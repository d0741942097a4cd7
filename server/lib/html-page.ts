/**
 * The small HTML pages the server itself answers with when a form posted without JavaScript cannot be
 * accepted (the form routes, the same-origin check). Plain HTML with one hashed <style> block and no
 * script, under a policy that allows nothing else.
 */
import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";

const STYLE = [
  "body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f8fafc}",
  "main{max-width:36rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0f172a22}",
  "h1{font-size:1.5rem;margin:0 0 .5rem}",
  "li{margin:.25rem 0}",
  "a{color:#1d4ed8;font-weight:600}",
  "@media (max-width:480px){main{margin:1rem;padding:1.25rem}}",
  // The site's pages fade into each other (app/app.css); these take part, so the browser does not
  // abandon the fade with an error when a form's answer is one of them.
  "@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}",
].join("");

/** The policy of these pages: only the style block above, by hash. */
export const htmlPagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A whole page: `title` as its title and heading, then `body` (HTML the caller escaped). */
export function htmlPage(title: string, body: string, lang = "en"): string {
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}">`,
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

/** Sends one of these pages with its status and policy. */
export function sendHtmlPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header("content-security-policy", htmlPagePolicy)
    .type("text/html; charset=utf-8")
    .send(html);
}
