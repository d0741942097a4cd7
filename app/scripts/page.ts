/**
 * The one script every public page loads (a few kilobytes): it wires the behaviour of the static parts
 * that need a little JavaScript, found by their markup, and marks the document as enhanced. React loads
 * only with the islands that need it (forms, the calculator), each when needed (docs/decisions/0006-islands.md).
 */
import { enhanceAccordion } from "./accordion";
import { enhanceCarousel } from "./carousel";
import { loadingText } from "~words/island-frame";
import { enhanceDropdown, enhanceMobileMenu } from "./header";
import { showLoadingUntilHydrated } from "./island-loading";
import { enhanceReveal } from "./reveal";
import { enhanceTilt } from "./tilt";
import { rememberVisitUtm } from "~/lib/utm";

function all<T extends HTMLElement>(selector: string): T[] {
  return Array.from(document.querySelectorAll<T>(selector));
}

const toggle = document.querySelector<HTMLButtonElement>("button[popovertarget]");
const menu = toggle ? document.getElementById(toggle.getAttribute("popovertarget") ?? "") : null;
if (toggle && menu) enhanceMobileMenu(toggle, menu);
for (const dropdown of all("[data-dropdown]")) enhanceDropdown(dropdown);
for (const accordion of all("[data-accordion]")) enhanceAccordion(accordion);
for (const carousel of all("[data-carousel]")) enhanceCarousel(carousel);
for (const card of all("[data-tilt]")) enhanceTilt(card);
for (const section of all("[data-scroll-reveal]")) enhanceReveal(section);
for (const island of all("astro-island[ssr]")) showLoadingUntilHydrated(island, loadingText);

// The language switch leads to the same page in the other language, with the same query and fragment
// (the calculator's inputs live in its query).
for (const link of all<HTMLAnchorElement>("a[data-language-switch]")) {
  link.addEventListener("click", () => {
    link.href = `${link.pathname}${window.location.search}${window.location.hash}`;
  });
}

// The visit's first utm_* parameters, kept for the tab so an enquiry sent on a later page carries them.
rememberVisitUtm();

// Tests wait for this marker; CSS may rely on it (app.css).
document.documentElement.dataset.enhanced = "true";
