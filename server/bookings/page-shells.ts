/**
 * The prerendered shells of the booking pages (app/pages/book/times.astro, booked.astro, manage.astro in
 * every edition): read once at start from the build, each with the Content-Security-Policy of its file
 * (its inline scripts by hash, as the static site serves it; docs/server.md). The server puts a page's
 * HTML at the marked place in `<main>` and its title in `<title>`; it adds no script, so the policy
 * holds. Without a build (the API alone, or tests) a page is the small standalone page of
 * server/lib/html-page.ts.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { languageCodes, languageInfo } from "#contract/languages";
import type { EnquiryLanguage } from "#contract/enquiry-fields";
import { inlineScriptHashes, pagePolicy, type PagePolicyOptions } from "../lib/csp.ts";
import { siteData } from "~/content/site-data";
import { escapeHtml, htmlPage, htmlPagePolicy } from "../lib/html-page.ts";

/** Where the page's HTML goes in the shell's `<main>` (app/sections/booking-shell/). */
export const bookingMarker = '<div id="booking-place"></div>';

export type ShellPage = "times" | "booked" | "manage";
const shellPages: readonly ShellPage[] = ["times", "booked", "manage"];

interface Shell {
  before: string;
  after: string;
  policy: string;
}

export interface RenderedPage {
  html: string;
  policy: string;
}

export interface BookingShells {
  /**
   * The page in its shell. `search` (`?token=…`) is added to the links to the same page in the other
   * editions (the language switch), so a family switching language keeps their meeting.
   */
  render(
    page: ShellPage,
    language: EnquiryLanguage,
    content: { title: string; body: string },
    search?: string,
  ): RenderedPage;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;

async function readShell(file: string, options: PagePolicyOptions): Promise<Shell | undefined> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const at = text.indexOf(bookingMarker);
  if (at === -1) return undefined;
  return {
    before: text.slice(0, at),
    after: text.slice(at + bookingMarker.length),
    policy: pagePolicy(inlineScriptHashes(text), options),
  };
}

/** Reads every edition's shells from the static directory (those missing fall back to a plain page). */
export async function loadBookingShells(
  staticDir: string,
  options: PagePolicyOptions = {},
): Promise<BookingShells> {
  const shells = new Map<string, Shell>();
  for (const language of languageCodes) {
    for (const page of shellPages) {
      const prefix = languageInfo(language).prefix.replace(/^\//, "");
      const file = path.join(staticDir, prefix, "book", page, "index.html");
      const shell = await readShell(file, options);
      if (shell) shells.set(`${language}:${page}`, shell);
    }
  }
  return {
    render(page, language, content, search = "") {
      const shell = shells.get(`${language}:${page}`);
      if (!shell) {
        return {
          // The plain page writes the title as its heading itself.
          html: htmlPage(
            content.title,
            content.body.replace(/^<h1>[\s\S]*?<\/h1>\n?/, ""),
            languageInfo(language).lang,
          ),
          policy: htmlPagePolicy,
        };
      }
      // The page's state names it (booked, cancelled, not found), with the brand as every title has.
      let before = shell.before.replace(
        TITLE,
        () => `<title>${escapeHtml(`${content.title} | ${siteData.brandName}`)}</title>`,
      );
      if (search.startsWith("?")) {
        for (const other of languageCodes.filter((code) => code !== language)) {
          const href = `href="${languageInfo(other).prefix}/book/${page}"`;
          before = before.replaceAll(href, `${href.slice(0, -1)}${escapeHtml(search)}"`);
        }
      }
      return { html: `${before}${content.body}${shell.after}`, policy: shell.policy };
    },
  };
}
