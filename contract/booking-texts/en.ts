/**
 * The words of booking a meeting that the API answers with (docs/bookings.md), in English: the source
 * every other language's set is typed against (./types.ts). The public /book pages read their edition's
 * set too, so a form and the API say the same.
 */
import type { MeetingCountry, MeetingMode, MeetingType } from "../bookings.ts";

export const texts = {
  locale: "en",

  /** The booking fields' messages (the person's fields have the enquiry forms' own, contract/texts/). */
  messages: {
    type: "Please choose a counselling session or a mock visa interview.",
    country: "Please choose the country of your mock visa interview.",
    noCountry: "A counselling session is not for one country; please leave the country out.",
    mode: "Please choose how you would like to meet: at the office, by phone or by video.",
    language: "Please choose English or Telugu.",
    office: "Please choose one of our offices.",
    start: "Please choose a day and a time.",
  },

  meetingTypeLabels: {
    counselling: "Free counselling session",
    "mock-interview": "Free mock visa interview",
  } satisfies Record<MeetingType, string>,

  meetingModeLabels: {
    office: "At the office",
    phone: "By phone",
    video: "By video call",
  } satisfies Record<MeetingMode, string>,

  countryLabels: {
    uk: "the UK",
    usa: "the USA",
    canada: "Canada",
    germany: "Germany",
    ireland: "Ireland",
  } satisfies Record<MeetingCountry, string>,

  responses: {
    /** 201: the meeting is booked; the mail with its details is on its way. */
    booked: (firstName: string, when: string) =>
      `Thank you, ${firstName}. Your meeting is booked for ${when} (India time). We have emailed you the details.`,
    /** 409: somebody booked that time a moment before. */
    taken: "Sorry, that time was just booked by someone else. Please choose one of the next free times.",
    /** 409: the time is not one we offer (past, too soon, outside the hours, or too far ahead). */
    notOffered: "That time is not free for booking. Please choose one of the free times.",
    /** The manage link is wrong or was changed. */
    badToken: "This link is not valid. Please use the link in your latest email, or call our office.",
    /** The meeting was cancelled, moved or has started: it can no longer be changed online. */
    notChangeable: "This meeting can no longer be changed online. Please call our office.",
    cancelled: "Your meeting is cancelled. We hope to see you another time.",
    rescheduled: (when: string) =>
      `Your meeting is moved to ${when} (India time). We have emailed you the details.`,
    invalidQuery: "Please choose the meeting, the office, how to meet and the language.",
    fromInPast: "Please choose today or a later day.",
  },
} as const;
