/**
 * Texts of the contact bar at the bottom of every page on phones, and of the call-back request it opens.
 * The numbers come from the site configuration (site.ts); the WhatsApp greeting from whatsapp.ts.
 */
import { pages } from "./pages";

export const contactBar = {
  /** Accessible name of the bar (a landmark). */
  label: "Talk to a counsellor",
  call: "Call",
  whatsapp: "WhatsApp",
  callBack: "Request a call back",
  /** Where "Request a call back" leads without JavaScript: the call-back form on the Contact page. */
  callBackPath: `${pages.contact.path}#call-back`,
} as const;

/** The call-back request (a dialog opened from the bar, and the form on the Contact page). */
export const callBackForm = {
  heading: "Request a call back",
  intro:
    "Leave your name and number, and a counsellor will call you when it suits you, in English or Telugu.",
  /** Accessible name of the dialog's close button. */
  close: "Close",
  submitLabel: "Call me back",
  /** The first, empty choice of the time slot. */
  slotPrompt: "Choose a time",
  /** Shown after a request was received, under the server's message. */
  doneButton: "Done",
  /**
   * The hour (India time, 24-hour clock) at which each part of today ends: a slot of today is offered
   * until then; office hours are Mon-Sat 9AM-6PM.
   */
  partEndsAt: { morning: 12, afternoon: 15, evening: 18 },
} as const;
