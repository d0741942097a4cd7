/**
 * The words of the booking pages the server renders (docs/bookings.md, "The pages without JavaScript"):
 * the times, the confirmation and the manage page, in English: the source the other languages' sets are
 * typed against (./types.ts). The meeting's names (what, how, the country) are the API's words
 * (contract/booking-texts/), the dates and times the mails' (../mail-words/).
 */
export const words = {
  locale: "en",
  times: {
    title: "Choose a day and a time",
    rescheduleTitle: "Choose another time",
    intro: "Every time is India time (IST). Choose one, then tell us who you are.",
    rescheduleIntro: "Every time is India time (IST). Choose the new time of your meeting.",
    noTimes: (phones: string) =>
      `There is no free time in the next two weeks for these choices. Please call us on ${phones}, or go back and choose another office, language or way to meet.`,
    dayLegend: "Free times",
    yourDetails: "Your details",
    optional: "optional",
    honeypot: "Leave this field empty",
    submit: "Book this time",
    rescheduleSubmit: "Move my meeting to this time",
    changeChoices: "Change what, how or where",
    moreTimes: "Other free times",
  },
  choice: {
    what: "Meeting",
    how: "How",
    language: "Language",
    office: "Office",
    when: "When",
    status: "State",
  },
  problems: {
    choicesTitle: "Please check your choices",
    choicesIntro: "We cannot show free times yet:",
    formTitle: "Please check your booking",
    formIntro: "We could not book your meeting yet:",
    back: "Back to booking",
  },
  booked: {
    title: "Your meeting is booked",
    thanks: (firstName: string) => `Thank you, ${firstName}. We have emailed you the details.`,
    where: "Address",
    map: "Open the map",
    phoneCall: "Your counsellor will call you on the phone number you gave us.",
    videoCall: "Your counsellor will call you by WhatsApp video on the phone number you gave us.",
    bringDocuments:
      "For the mock interview, please bring your passport, your offer or admission letter and your financial documents.",
    officePhones: "Your office's phones",
    addToCalendar: "Add to my calendar",
    manage: "Change or cancel this meeting",
  },
  manage: {
    title: "Your meeting",
    statuses: {
      booked: "Booked",
      held: "Held",
      no_show: "Missed",
      moved: "Moved by the office",
      cancelled: "Cancelled",
    },
    cancel: "Cancel this meeting",
    reschedule: "Choose another time",
    bookAgain: "Book another meeting",
  },
  notFound: {
    title: "This link is not valid",
  },
  /** "Monday 30 November": a day heading, in India. */
  day: (weekday: string, day: number, month: string) => `${weekday} ${day} ${month}`,
} as const;
