/**
 * A shared timeline link (`/planner?country=canada&intake=2027-05`) must not show the prerendered plan
 * (the first country's next intake) while the page loads: the HTML is the same for every link. A tiny
 * inline script in the head marks the document before the first paint when the address has a query; the
 * plan stays hidden while it is marked, and the island removes the mark once it shows the link's plan.
 * Without JavaScript nothing is marked.
 */
export const pendingAttribute = "data-planner-pending";

/** The inline script of the page's head (its hash goes into the page's Content-Security-Policy). */
export const pendingSnippet = `if(location.search.length>1)document.documentElement.setAttribute("${pendingAttribute}","")`;

/** The page's rule that hides the plan while the document is marked. */
export const pendingStyle = `html[${pendingAttribute}] [data-planner] section[data-plan]{visibility:hidden}`;

/** Removes the mark: the plan on screen is the one of the address. */
export function clearPending(): void {
  document.documentElement.removeAttribute(pendingAttribute);
}
