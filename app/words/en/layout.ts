/** Words of the frame around every page: navigation, footer and 404 screen (app/content/layout.ts). */

export const navigation = {
  label: "Main",
  /** The navigation's entries by id; their order and pages are the layout's. */
  items: {
    home: "Home",
    services: "Services",
    studyAbroad: "Study Abroad",
    costCalculator: "Cost Calculator",
    about: "About Us",
  },
  contactButton: "Contact Us",
  /** The booking page's button (/book): beside Contact Us, in the phone menu and in the phone contact bar. */
  bookButton: "Book a free session",
  /** The cost calculator's link in the phone header bar, beside the menu button: one tap from any page. */
  phoneCostsLink: { label: "Costs", context: "cost calculator" },
  /** The accessible name of the phone menu's navigation, told apart from the desktop bar's. */
  menuLabel: "Main (menu)",
  /** The accessible name of the logo's link to the home page. */
  homeLinkLabel: (brand: string) => `${brand}, home`,
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mobileContactHeading: "Talk to a counsellor",
  callLabel: "Call",
  emailLabel: "Email",
} as const;

export const skipLinkText = "Skip to main content";

export const footer = {
  quickLinksHeading: "Quick Links",
  destinationsHeading: "Study Abroad",
  contactHeading: "Contact",
  socialHeading: "Follow us",
  officeHoursLabel: "Office hours",
  rightsText: "All rights reserved.",
  disclaimer:
    "Visa and admission decisions are made by embassies and universities; we never guarantee either. Fees and rules shown on this site carry their sources and dates.",
} as const;

export const notFound = {
  title: "Page not found",
  message: "Sorry, we couldn't find the page you're looking for",
  homeLink: "Go back home",
  contactLink: "Contact",
  hint: "The address may be mistyped, or the page may have moved. These pages may help:",
} as const;
