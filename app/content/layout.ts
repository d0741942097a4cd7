/**
 * The frame around every page: the navigation's entries, their order and pages, with the words of
 * app/words/<language>/layout.ts; the footer's, loading, 404 and error screens' words are passed on.
 */
import { pages } from "~/content/pages";
import { navigation as words } from "~words/layout";
export { applicationError, loadingText } from "~words/island-frame";
export { footer, notFound, skipLinkText } from "~words/layout";

const { items, contactButton, bookButton, phoneCostsLink, ...navigationWords } = words;

export const navigation = {
  ...navigationWords,
  items: [
    { kind: "link", page: pages.home, label: items.home },
    { kind: "link", page: pages.services, label: items.services },
    { kind: "dropdown", label: items.studyAbroad },
    { kind: "link", page: pages.costCalculator, label: items.costCalculator },
    // The original specification's navbar links About Us to /About; paths are case-insensitive, so the
    // canonical lower-case one is used.
    { kind: "link", page: pages.about, label: items.about },
  ],
  contactButton: { page: pages.contact, label: contactButton },
  /** The booking page (/book), offered beside Contact Us on every page. */
  bookButton: { page: pages.book, label: bookButton },
  /** The cost calculator's link in the phone header bar, beside the menu button: one tap from any page. */
  phoneCostsLink: { page: pages.costCalculator, ...phoneCostsLink },
} as const;
