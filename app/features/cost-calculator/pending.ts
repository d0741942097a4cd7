/**
 * A shared calculator link (`/cost-calculator?country=usa&…`) must never show the prerendered default
 * estimate while the page loads: the HTML is the same for every query. A tiny inline script in the head
 * marks the document as pending before the first paint when the address has a query; while it is marked,
 * the figures are hidden and the results show the spinner with `Loading...`; the island removes the mark
 * once it shows the link's own estimate. Without JavaScript nothing is marked, and the default estimate
 * shows with a note saying so.
 *
 * The hiding is done by the Tailwind variant `[[data-calculator-pending]_&]:…` written literally in the
 * components (Tailwind only sees whole class names), so the attribute name lives here and there.
 */
export const pendingAttribute = "data-calculator-pending";

/** The inline script of the page's head (its hash goes into the page's Content-Security-Policy). */
export const pendingSnippet = `if(location.search.length>1)document.documentElement.setAttribute("${pendingAttribute}","")`;

/** Removes the mark: the estimate on screen is the one of the address. */
export function clearPending(): void {
  document.documentElement.removeAttribute(pendingAttribute);
}
