/**
 * The counsellor's own day in the staff console (docs/staff-console.md, "My day", "Follow-ups", "Saved
 * views"): follow-ups with a time of day, `GET /api/staff/my-day`, and the inbox views a person saves.
 */
import "./zod-config.ts";
import { z } from "zod";
import type { EnquiryKind } from "./enquiry-fields.ts";
import { inboxQuerySchema, type EnquiryStatus, type Office } from "./staff.ts";
import { nameText } from "./text.ts";

export const myDayPath = "/my-day";
export const savedViewsPath = "/saved-views";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please use the format YYYY-MM-DD.");
/** A time of day in India, 24-hour `HH:MM`. */
export const followUpTimePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string().regex(followUpTimePattern, "Please give a time as HH:MM, e.g. 15:30.");

/**
 * `POST /api/staff/enquiries/:id/follow-up`: the day, and optionally its time in India (`at`; without it,
 * or null, the follow-up is due at the start of the day). `on: null` clears both.
 */
export const followUpWithTimeSchema = z
  .strictObject({ on: isoDate.nullable(), at: timeOfDay.nullable().optional() })
  .refine((value) => value.on !== null || !value.at, {
    message: "Please choose a day for the follow-up first.",
    path: ["at"],
  });
export type FollowUpWithTime = z.infer<typeof followUpWithTimeSchema>;

/** "27 Nov, 15:30", "27 Nov" (no time): a follow-up as the timeline and My day show it. */
export function followUpText(on: string, at: string | null | undefined): string {
  const [, month = "1", day = "1"] = on.split("-");
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const date = `${Number(day)} ${months[Number(month) - 1] ?? ""}`;
  return at ? `${date}, ${at}` : date;
}

/**
 * Whether a follow-up's moment has passed at `now` (today's day and time in India): a follow-up with a
 * time is overdue once that time has passed; one without a time once its day has passed.
 */
export function followUpOverdue(
  on: string | null,
  at: string | null,
  today: string,
  timeNow: string,
): boolean {
  if (!on) return false;
  if (on < today) return true;
  return on === today && at !== null && at < timeNow;
}

// ── My day ─────────────────────────────────────────────────────────────────────────────────────────

/** One enquiry as a row of My day: enough to recognise it and open it. */
export interface MyDayItem {
  id: string;
  name: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  office: Office | null;
  receivedAt: string;
  assigneeId: string | null;
  followUpOn: string | null;
  followUpTime: string | null;
  followUpOverdue: boolean;
  /** A call-back request's slot in words with its day, e.g. "tomorrow evening (25 Nov)". */
  callback: string | null;
  /** Whether the viewer may take it with "Assign to me" (unassigned, of their office or unrouted). */
  canTake: boolean;
}

export interface MyDaySection {
  /** How many there are; `items` lists at most `myDayLimit` of them. */
  total: number;
  items: MyDayItem[];
}

/** `GET /api/staff/my-day`: the signed-in person's day (today in India). */
export interface MyDay {
  today: string;
  /** New enquiries assigned to the viewer (call-back requests are under `callbacks`). */
  newForMe: MyDaySection;
  /** Follow-ups of the viewer's enquiries due today or earlier, earliest first. */
  followUps: MyDaySection;
  /** Call-back requests not yet contacted: the viewer's, and unassigned ones they may take. */
  callbacks: MyDaySection;
  /** "My new + due": the console's badge on the My day link. */
  badge: number;
  /** Admins: unassigned new enquiries per office (`none`: not routed); null for counsellors. */
  unassignedByOffice: { office: Office | "none"; count: number }[] | null;
}

/** Rows listed per section of My day (the counts are always whole). */
export const myDayLimit = 50;

// ── Saved views ────────────────────────────────────────────────────────────────────────────────────

/** The inbox filters a view keeps: the inbox's query without paging. */
export const savedViewFiltersSchema = inboxQuerySchema.omit({ cursor: true, limit: true });
export type SavedViewFilters = z.infer<typeof savedViewFiltersSchema>;

export const savedViewSchema = z.strictObject({
  name: nameText()
    .trim()
    .min(1, "Please name the view.")
    .max(40, "Please keep the name under 41 characters."),
  filters: savedViewFiltersSchema,
});
export type NewSavedView = z.infer<typeof savedViewSchema>;

export interface SavedView {
  id: string;
  name: string;
  filters: SavedViewFilters;
  createdAt: string;
}

/** A person keeps at most this many views. */
export const savedViewsMax = 20;
