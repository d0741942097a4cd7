/**
 * The words of the family's mails about their meeting (docs/bookings.md, "Mails"), in English: the source
 * the other languages' sets are typed against (./types.ts). The mail is in the language of the page the
 * family booked from.
 */
export const words = {
  locale: "en",
  subject: {
    confirmation: (what: string, when: string) => `Booked: ${what}, ${when}`,
    reminder: (what: string, when: string) => `Reminder: ${what} tomorrow, ${when}`,
    cancelled: (what: string) => `Cancelled: ${what}`,
    rescheduled: (what: string, when: string) => `New time: ${what}, ${when}`,
  },
  greeting: (name: string) => `Dear ${name},`,
  intro: {
    confirmation: "Thank you for booking. Your meeting is confirmed:",
    reminder: "This is a reminder of your meeting tomorrow:",
    cancelled: "Your meeting is cancelled, as you asked. We hope to see you another time.",
    rescheduled: "Your meeting has a new time:",
  },
  what: "Meeting",
  when: "When",
  how: "How",
  where: "Where",
  map: "Map",
  /** How the counsellor reaches the family by phone or video. */
  phoneCall: (phone: string) => `Your counsellor will call you on ${phone}.`,
  videoCall: (phone: string) => `Your counsellor will call you by WhatsApp video on ${phone}.`,
  /** A mock interview's country. */
  forCountry: (what: string, country: string) => `${what} for ${country}`,
  indiaTime: "India time",
  calendar: "The invitation is attached: open it to add the meeting to your calendar.",
  manage: "To choose another time or cancel:",
  bringDocuments: "Please bring your passport, your offer or admission letter and your financial documents.",
  questions: (phones: string) => `Questions? Call us on ${phones}.`,
  signature: "Vidyapath Overseas Education",
  or: "or",
  /** 12-hour clock: the words after the time. */
  morning: "am",
  afternoon: "pm",
  evening: "pm",
  /** "Monday 30 November, 10:30 am". */
  dateTime: (weekday: string, day: number, month: string, time: string) =>
    `${weekday} ${day} ${month}, ${time}`,
  /** "10:30 am". */
  clock: (time: string, period: string) => `${time} ${period}`,
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
} as const;
