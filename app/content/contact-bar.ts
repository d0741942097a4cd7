/**
 * The contact bar at the bottom of every page on phones, and the call-back request it opens: their words
 * (app/words/<language>/contact-bar.ts), where "Request a call back" leads, and the hours of the slots.
 * The numbers come from the site configuration (site.ts); the WhatsApp greeting from whatsapp.ts.
 */
import { callBackForm as formWords, contactBar as barWords } from "~words/contact-bar";
import { pages } from "./pages";

export const contactBar = {
  ...barWords,
  /** Where "Request a call back" leads without JavaScript: the call-back form on the Contact page. */
  callBackPath: `${pages.contact.path}#call-back`,
  /** Where "Book a free session" leads: the booking page. */
  bookPath: pages.book.path,
} as const;

/** The call-back request (a dialog opened from the bar, and the form on the Contact page). */
export const callBackForm = {
  ...formWords,
  /**
   * The hour (India time, 24-hour clock) at which each part of today ends: a slot of today is offered
   * until then; office hours are Mon-Sat 9AM-6PM.
   */
  partEndsAt: { morning: 12, afternoon: 15, evening: 18 },
} as const;
