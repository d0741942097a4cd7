/**
 * Content-Security-Policy building blocks. Pure functions: the static-site plugin computes one policy
 * per HTML file at start, from the sha256 hashes of the file's inline scripts (see
 * docs/decisions/0101-csp-hashes-per-html-file.md).
 */
import { createHash } from "node:crypto";

/** Policy of every response that is not an HTML page (JSON, assets, redirects, errors). */
export const nonHtmlPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Third-party origins a page may reach when Google Analytics 4 is switched on (docs/analytics.md; off by default). */
const ga4 = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

export interface PagePolicyOptions {
  /** Adds the origins Google Analytics 4 needs. */
  ga4?: boolean;
}

/** The policy of one HTML page, allowing exactly its own inline scripts by hash. */
export function pagePolicy(scriptHashes: readonly string[], options: PagePolicyOptions = {}): string {
  const extra = options.ga4 ? ga4 : { script: [], connect: [], img: [] };
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...extra.script],
    ["img-src", "'self'", "data:", ...extra.img],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...extra.connect],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * Script types the browser executes or reads as rules (import maps, Speculation Rules): those are subject
 * to script-src.
 */
function isExecutable(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  if (!match) return true;
  const type = (match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase();
  return (
    type === "" ||
    type === "module" ||
    type === "importmap" ||
    type === "speculationrules" ||
    type === "text/javascript" ||
    type === "application/javascript"
  );
}

/**
 * `sha256-…` sources of every inline executable script in an HTML document, in document order, without
 * duplicates. Data blocks such as JSON-LD are not scripts to the browser and are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (SRC_ATTRIBUTE.test(attributes) || !isExecutable(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
