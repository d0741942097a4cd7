/**
 * Booking a meeting without zod (docs/bookings.md): the values and the shapes of the API's answers. The
 * schemas are built from these in ./bookings.ts; the public booking form imports only this module up front
 * and loads the schemas when a family sends the form, as the enquiry forms do with ./enquiry-fields.ts, so
 * the validation library is not in the page's first download.
 */
import type { enquiryLanguages, enquiryOffices } from "./enquiry-fields.ts";

/** What a family can book: a counselling session or a visa mock interview. */
export const meetingTypes = ["counselling", "mock-interview"] as const;
export type MeetingType = (typeof meetingTypes)[number];

/** How long each meeting lasts, in minutes. */
export const meetingMinutes: Readonly<Record<MeetingType, number>> = {
  counselling: 30,
  "mock-interview": 45,
};

/** The countries a mock interview can be for (the site's destinations). */
export const meetingCountries = ["uk", "usa", "canada", "germany", "ireland"] as const;
export type MeetingCountry = (typeof meetingCountries)[number];

/** How the family meets the counsellor. */
export const meetingModes = ["office", "phone", "video"] as const;
export type MeetingMode = (typeof meetingModes)[number];

/** A meeting's state: booked; then held, no-show or moved (marked by the counsellor), or cancelled. */
export const bookingStatuses = ["booked", "held", "no_show", "moved", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** The states in which a meeting still holds its counsellor's time. */
export const holdingStatuses: readonly BookingStatus[] = ["booked", "held", "no_show"];

/** The grid of counsellors' time: a meeting takes whole cells of 15 minutes (docs/bookings.md). */
export const cellMinutes = 15;
/** Meetings start on the hour and the half hour (India time). */
export const slotStepMinutes = 30;
/** Free times are offered this many days ahead, today included. */
export const bookingDaysAhead = 14;
/** A meeting starts at least this long after it is booked. */
export const minimumNoticeMinutes = 120;
/** Every time the API shows or takes is in India's time zone (UTC+5:30, no daylight saving). */
export const bookingTimeZone = "Asia/Kolkata";

/** One free time: its start and end (ISO, UTC) and its start as India's clock shows it ("09:30"). */
export interface Slot {
  start: string;
  end: string;
  time: string;
}

export interface SlotsDay {
  /** The day in India, YYYY-MM-DD. */
  date: string;
  slots: Slot[];
}

/** `GET /api/slots` answer: the days from `from` to the last bookable day, each with its free times. */
export interface SlotsAnswer {
  timeZone: typeof bookingTimeZone;
  from: string;
  to: string;
  days: SlotsDay[];
}

/** The meeting as the family sees it (the confirmation, the manage link). */
export interface BookedMeeting {
  id: string;
  type: MeetingType;
  country: MeetingCountry | null;
  mode: MeetingMode;
  language: (typeof enquiryLanguages)[number];
  office: (typeof enquiryOffices)[number];
  start: string;
  end: string;
  status: BookingStatus;
}

/** `POST /api/bookings` 201 answer, and the answer to a new time. */
export interface BookingConfirmed {
  message: string;
  booking: BookedMeeting;
  /** The signed token of the family's reschedule and cancel links (no account). */
  manageToken: string;
}

/** 409: the time was just taken (or is no longer free); the next free times of the same kind. */
export interface SlotTaken {
  message: string;
  nextSlots: Slot[];
}

/** The fields of a booking, in the order a 400 names them. */
export const bookingFields = [
  "type",
  "country",
  "mode",
  "language",
  "office",
  "start",
  "firstName",
  "lastName",
  "email",
  "phone",
  "comments",
] as const;
