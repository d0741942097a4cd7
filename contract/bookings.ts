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
import { type BookedMeeting, meetingCountries, meetingModes, meetingTypes } from "./booking-fields.ts";

export * from "./booking-fields.ts";

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
