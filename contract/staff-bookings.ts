/**
 * The staff console's side of booked meetings (docs/bookings.md, "In the console"): office hours and
 * holidays (admins), each counsellor's weekly hours, time off and languages (themselves, or admins),
 * the day and week calendar, and marking a meeting held, no-show or moved. English only.
 */
import "./zod-config.ts";
import { z } from "zod";
import {
  bookingStatuses,
  type BookingStatus,
  type MeetingCountry,
  type MeetingMode,
  type MeetingType,
} from "./bookings.ts";
import { enquiryLanguages, type EnquiryLanguage } from "./enquiry-fields.ts";
import { offices, type Office } from "./staff.ts";

/** Times of day are minutes after midnight in India, on a 15-minute grid ("09:30" is 570). */
const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(1440)
  .refine((value) => value % 15 === 0, "Please use times on the quarter hour.");
const weekday = z.number().int().min(0).max(6);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please give a day as YYYY-MM-DD.");

const officeDay = z
  .strictObject({ weekday, opensAt: minuteOfDay, closesAt: minuteOfDay })
  .refine((value) => value.opensAt < value.closesAt, {
    path: ["closesAt"],
    message: "Closing must be after opening.",
  });
const availabilityWindow = z
  .strictObject({ weekday, startsAt: minuteOfDay, endsAt: minuteOfDay })
  .refine((value) => value.startsAt < value.endsAt, {
    path: ["endsAt"],
    message: "The end must be after the start.",
  });

export const officeParams = z.strictObject({ office: z.enum(offices) });

/** `PUT /api/staff/offices/:office/hours` (admins): the open weekdays; a weekday left out is closed. */
export const officeHoursSchema = z.strictObject({
  days: z
    .array(officeDay)
    .max(7)
    .refine(
      (days) => new Set(days.map((entry) => entry.weekday)).size === days.length,
      "One row per weekday.",
    ),
});
export type OfficeHoursInput = z.infer<typeof officeHoursSchema>;

/** `POST /api/staff/offices/:office/holidays` (admins). */
export const holidaySchema = z.strictObject({
  day,
  name: z.string().trim().min(1, "Please name the holiday.").max(80),
});
export const holidayParams = z.strictObject({ office: z.enum(offices), day });

export interface OfficeHoursView {
  office: Office;
  days: { weekday: number; opensAt: number; closesAt: number }[];
  /** From today on. */
  holidays: { day: string; name: string }[];
}

export const personParams = z.strictObject({ id: z.string().min(1).max(64) });

/** `PUT /api/staff/people/:id/availability` (the person, or admins): their weekly hours. */
export const availabilitySchema = z.strictObject({
  windows: z.array(availabilityWindow).max(50),
});

/** `PUT /api/staff/people/:id/languages` (the person, or admins). */
export const meetingLanguagesSchema = z.strictObject({
  languages: z.array(z.enum(enquiryLanguages)).max(enquiryLanguages.length),
});

/** `POST /api/staff/people/:id/time-off` (the person, or admins): ISO instants, end excluded. */
export const timeOffSchema = z
  .strictObject({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    note: z.string().trim().max(200).optional(),
  })
  .refine((value) => Date.parse(value.startsAt) < Date.parse(value.endsAt), {
    path: ["endsAt"],
    message: "The end must be after the start.",
  });
export const timeOffParams = z.strictObject({
  id: z.string().min(1).max(64),
  timeOffId: z.string().min(1).max(64),
});

export interface AvailabilityView {
  staffId: string;
  name: string;
  office: Office;
  languages: EnquiryLanguage[];
  windows: { weekday: number; startsAt: number; endsAt: number }[];
  /** Time off that has not ended. */
  timeOff: { id: string; startsAt: string; endsAt: string; note: string | null }[];
}

/** `GET /api/staff/calendar`: one office's (or one counsellor's) meetings, one day or one week. */
export const calendarQuerySchema = z.strictObject({
  office: z.enum(offices).optional(),
  counsellorId: z.string().min(1).max(64).optional(),
  from: day,
  days: z.coerce.number().int().min(1).max(7).default(1),
});

/** One meeting as the calendar shows it. */
export interface StaffMeeting {
  id: string;
  enquiryId: string;
  type: MeetingType;
  country: MeetingCountry | null;
  mode: MeetingMode;
  language: EnquiryLanguage;
  office: Office;
  start: string;
  end: string;
  status: BookingStatus;
  counsellorId: string;
  counsellorName: string;
  familyName: string;
}

export interface CalendarView {
  office: Office;
  from: string;
  /** The last day shown. */
  to: string;
  counsellors: { id: string; name: string }[];
  meetings: StaffMeeting[];
}

/** `PUT /api/staff/meetings/:id/status`: held, no-show or moved (moved gives the time back). */
export const meetingStatusSchema = z.strictObject({
  status: z.enum(
    bookingStatuses.filter((status) => status !== "booked" && status !== "cancelled") as [
      "held",
      "no_show",
      "moved",
    ],
  ),
});

export const meetingTypeNames: Record<MeetingType, string> = {
  counselling: "Counselling",
  "mock-interview": "Mock interview",
};
export const meetingCountryNames: Record<MeetingCountry, string> = {
  uk: "UK",
  usa: "USA",
  canada: "Canada",
  germany: "Germany",
  ireland: "Ireland",
};
export const meetingModeNames: Record<MeetingMode, string> = {
  office: "At the office",
  phone: "Phone",
  video: "Video",
};
export const meetingStatusNames: Record<BookingStatus, string> = {
  booked: "Booked",
  held: "Held",
  no_show: "No-show",
  moved: "Moved",
  cancelled: "Cancelled",
};
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
