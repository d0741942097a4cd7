/**
 * Words of the booking page (/book): its heading, the steps of the booking form and what it says about
 * free times. The API's own words (the choices' names, the field messages, its answers) are the booking
 * texts of contract/booking-texts/, passed on here for this edition, as ./enquiry-texts.ts passes on the
 * forms' texts (docs/decisions/0009-words-apart-from-logic.md).
 */
export { texts as bookingTexts } from "#contract/booking-texts/en";

export const booking = {
  heading: "Book a free session",
  intro:
    "Meet one of our counsellors, free of charge: a counselling session about courses, universities, costs and loans, or a mock visa interview that feels like the real one. At one of our offices, by phone or by video, in English or Telugu.",
  /** The accessible name of the booking form. */
  formName: "Book a free session",

  what: {
    legend: "What would you like to book?",
    /** Under each choice: how long it lasts and what it is for. */
    counsellingHint: (minutes: number) => `${minutes} minutes: courses, universities, costs and loans`,
    mockInterviewHint: (minutes: number) => `${minutes} minutes, with questions like the visa officer's`,
    countryLegend: "Mock interview for which country?",
    /** The countries as choices (the API's labels, contract/booking-texts/, are written for sentences). */
    countries: { uk: "UK", usa: "USA", canada: "Canada", germany: "Germany", ireland: "Ireland" },
  },

  how: {
    legend: "How, in which language, and with which office",
    modeLegend: "How would you like to meet?",
    languageLegend: "Language of the meeting",
    officeLegend: "Office",
    officeHint: "By phone or video, a counsellor of this office calls you.",
  },

  /** The button of the first step when the page runs without JavaScript: the next page lists the times. */
  seeTimes: "See free times",

  details: {
    legend: "Your details",
  },

  times: {
    legend: "Choose a day and a time",
    /** Said once above the times: every time on the page is India's. */
    intro: "All times are India time (IST). Pressing a time books it, and we email you the details.",
    /** The accessible name of the row of days. */
    daysLabel: "Days",
    loading: "Looking for free times...",
    failed: "We could not load the free times. Please try again.",
    retry: "Try again",
    /** A day without any free time (closed, a holiday, or fully booked). */
    noneOnDay: (day: string) =>
      `No free time on ${day}: the office is closed or every counsellor is busy. Please choose another day.`,
    /** No free time at all in the days shown (`days`: how many days ahead the API offers). */
    noneInFortnight: (days: number) =>
      `There is no free time in the next ${days} days for these choices. Please call or WhatsApp the office, and we will find you a time:`,
    call: (phone: string) => `Call ${phone}`,
    whatsapp: "WhatsApp us",
    /** A day's button: how many free times it has. */
    freeCount: (count: number) => (count === 1 ? "1 free time" : `${count} free times`),
    /** The accessible name of a time's button: the full date and time. */
    bookAt: (when: string) => `Book ${when} IST`,
    /** Above the next free times after the chosen one was taken. */
    nextTimes: "The next free times:",
    booking: "Booking...",
    /** The details were incomplete when a time was pressed. */
    fixDetails: "Please complete your details above, then press a time again.",
  },

  /** Dates and times (the months are the edition's month names, ./countries/format.ts). */
  when: {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    /** A day's button: "Mon" over "30 Nov". */
    dayShort: (day: number, month: string) => `${day} ${month.slice(0, 3)}`,
    /** "Monday 30 November". */
    dayLong: (weekday: string, day: number, month: string) => `${weekday} ${day} ${month}`,
    /** 12-hour clock: the words after the time. */
    morning: "am",
    afternoon: "pm",
    evening: "pm",
    /** "10:30 am". */
    clock: (time: string, period: string) => `${time} ${period}`,
    /** "Monday 30 November, 10:30 am". */
    dateTime: (day: string, time: string) => `${day}, ${time}`,
  },
} as const;
