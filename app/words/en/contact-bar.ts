/** Words of the contact bar at the bottom of every page on phones, and of the call-back request it opens. */

export const contactBar = {
  /** Accessible name of the bar (a landmark). */
  label: "Talk to a counsellor",
  call: "Call",
  whatsapp: "WhatsApp",
  /** Leads to the booking page (/book). */
  book: "Book a free session",
  callBack: "Request a call back",
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
} as const;
