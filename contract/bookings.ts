/**
 * Booking a meeting (docs/bookings.md): the values, the schemas of `GET /api/slots`, `POST /api/bookings`
 * and the family's manage link, and the shapes of their answers, shared by the site, the server and the
 * tests. The person's fields follow the enquiry forms' rules (./enquiry.ts); the words are in
 * ./booking-texts/.
 */
import "./zod-config.ts";
import { z } from "zod";
import { enquirySchemasFor, enquiryLanguages, enquiryOffices } from "./enquiry.ts";
import type { EnquiryTexts } from "./texts/types.ts";
import type { BookingTexts } from "./booking-texts/types.ts";

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

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a day written YYYY-MM-DD.");

/** `GET /api/slots` query. */
export const slotsQuerySchema = z.strictObject({
  type: z.enum(meetingTypes),
  office: z.enum(enquiryOffices),
  mode: z.enum(meetingModes),
  language: z.enum(enquiryLanguages),
  /** The first day to show (India), default today; never before today. */
  from: day.optional(),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

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

/** `POST /api/bookings` body, with the messages of one set of enquiry texts and one of booking texts. */
export function bookingSchemaFor(texts: EnquiryTexts, words: BookingTexts) {
  const person = enquirySchemasFor(texts).service.omit({ language: true, office: true });
  return person
    .extend({
      type: z.enum(meetingTypes, { error: words.messages.type }),
      country: z.enum(meetingCountries, { error: words.messages.country }).optional(),
      mode: z.enum(meetingModes, { error: words.messages.mode }),
      language: z.enum(enquiryLanguages, { error: words.messages.language }),
      office: z.enum(enquiryOffices, { error: words.messages.office }),
      start: z.iso.datetime({ offset: true, error: words.messages.start }),
    })
    .superRefine((value, context) => {
      if (value.type === "mock-interview" && !value.country)
        context.addIssue({ code: "custom", path: ["country"], message: words.messages.country });
      if (value.type === "counselling" && value.country)
        context.addIssue({ code: "custom", path: ["country"], message: words.messages.noCountry });
    });
}
export type BookingSchema = ReturnType<typeof bookingSchemaFor>;
export type BookingRequest = z.output<BookingSchema>;
export type BookingRequestInput = z.input<BookingSchema>;

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

/** `GET /api/bookings/manage?token=`. */
export const manageQuerySchema = z.strictObject({ token: z.string().min(1).max(400) });

/** `POST /api/bookings/cancel`. */
export const cancelBookingSchema = z.strictObject({
  token: z.string().min(1).max(400),
  /** The language of the page, for the answer's words. */
  pageLanguage: z.enum(enquiryLanguages).optional(),
});

/** `POST /api/bookings/reschedule`: the same meeting at another free time. */
export const rescheduleBookingSchema = z.strictObject({
  token: z.string().min(1).max(400),
  start: z.iso.datetime({ offset: true }),
  pageLanguage: z.enum(enquiryLanguages).optional(),
});

/** `GET /api/bookings/manage` answer. */
export interface ManagedBooking {
  booking: BookedMeeting;
  /** Whether it can still be moved or cancelled (booked, and not yet started). */
  changeable: boolean;
}
