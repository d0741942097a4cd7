/**
 * Speculation Rules of every page (docs/decisions/0006-islands.md): the browser prerenders a same-origin
 * page when the visitor hovers or presses its link (eagerness `moderate`), so the click shows it at once,
 * and prefetches it on pointer-down where prerendering is not possible. The API and the staff console
 * are never speculated. Browsers without the feature ignore the script.
 */
const pagesOnly = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/api/*" } },
    { not: { href_matches: "/staff" } },
    { not: { href_matches: "/staff/*" } },
    { not: { selector_matches: "[rel~=nofollow], [download]" } },
  ],
};

export const speculationRules = {
  prerender: [{ where: pagesOnly, eagerness: "moderate" }],
  prefetch: [{ where: pagesOnly, eagerness: "conservative" }],
} as const;

/** JSON for an inline `<script>`: `<` is escaped so no text can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
