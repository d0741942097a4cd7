/**
 * The staff console's dashboard (docs/staff-dashboard-and-privacy.md): `GET /api/staff/dashboard`.
 * Enquiry figures are those of the viewer's office for counsellors, of every office (or one chosen
 * office) for admins; the website's traffic comes from the first-party analytics, which knows no
 * offices, so it is the whole site's for everyone.
 */
import "./zod-config.ts";
import { z } from "zod";
import type { EnquiryKind } from "./enquiry-fields.ts";
import { enquiryStatuses, offices, type EnquiryStatus, type Office } from "./staff.ts";

export const dashboardPath = "/dashboard";

/** The longest range the dashboard shows at once, in days. */
export const dashboardMaxDays = 366;
/** The ranges offered as one click; any other range is picked with the two dates. */
export const dashboardPresetDays = [30, 90] as const;
/** How many sources the per-day chart shows separately; the rest are summed as "Other". */
export const dashboardTopSources = 5;
/** Lengths of the ranked lists. */
export const dashboardLimits = { pages: 10, places: 10, campaigns: 10, sources: 10, clicks: 10 } as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please use the format YYYY-MM-DD.");

/** Query: calendar days in India, both included; without them, the last 30 days up to today. */
export const dashboardQuerySchema = z
  .strictObject({
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** Admins only: one office's enquiry figures. */
    office: z.enum(offices).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: "The start date must not be after the end date.",
    path: ["from"],
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Where an enquiry came from, as the per-day chart groups it. */
export const directSource = "(direct)";
export const referralSource = "(referral)";
/** The enquiries per page past the first `dashboardLimits.pages - 1`, summed as one row (never a path). */
export const otherPages = "(other pages)";

export interface Dashboard {
  range: { from: string; to: string; days: number };
  /** The office whose enquiries are counted; null for every office. */
  office: Office | null;
  enquiries: {
    total: number;
    /** Every day of the range, in order, with the enquiries of each form (call-back requests included). */
    perDay: ({ day: string } & Record<EnquiryKind, number>)[];
    /** The most frequent sources (utm_source, else (referral) or (direct)) and "Other". */
    sources: string[];
    /** Every day of the range: counts in the order of `sources`. */
    perDayBySource: { day: string; counts: number[] }[];
    /** Enquiries received in the range, by their status today, in workflow order. */
    funnel: { status: EnquiryStatus; count: number }[];
    /** Median hours from receipt to first contact, per office (null: not yet routed to an office). */
    firstContact: { office: Office | null; contacted: number; medianHours: number | null }[];
    /** Enquiries per destination page (`uk` for /study-in-uk); null: sent from any other page. */
    byDestination: { destination: string | null; count: number }[];
  };
  traffic: {
    sessions: number;
    pageViews: number;
    medianSessionSeconds: number | null;
    /** Every day of the range, in order. */
    perDay: { day: string; sessions: number; pageViews: number }[];
    topPages: { path: string; views: number }[];
    utmSources: { source: string; sessions: number }[];
    utmCampaigns: { campaign: string; sessions: number }[];
    places: { country: string | null; region: string | null; city: string | null; sessions: number }[];
    /** Page views reaching each scroll mark (25, 50, 75, 100 %). */
    scrollDepth: { percent: number; count: number }[];
    buttonClicks: { label: string; target: string | null; clicks: number }[];
  };
  /**
   * Enquiries (of the office in view) per page they were sent from, with that page's views; past
   * `dashboardLimits.pages` pages, the rest are summed as one row whose page is `otherPages`.
   */
  conversion: { page: string | null; enquiries: number; views: number; rate: number | null }[];
  /**
   * Admins only (null for counsellors, who never see other people's figures): the figures of each
   * counsellor and each office for the enquiries received in the range (of the office in view).
   */
  team: TeamFigures | null;
}

/** The workflow stages the team tables count as reached, in order; closed enquiries are counted apart. */
export const teamStages = [
  "contacted",
  "counselling",
  "applied",
  "offer_received",
  "visa_filed",
  "enrolled",
] as const satisfies readonly EnquiryStatus[];
export type TeamStage = (typeof teamStages)[number];

/** A first contact within this many office minutes of receipt counts as prompt. */
export const promptContactMinutes = 30;

/** One row of the team tables (docs/staff-dashboard-and-privacy.md, "Team figures"). */
export interface TeamRow {
  /** Enquiries received in the range now assigned to this person (or given to this office). */
  assigned: number;
  /** Of those, how many were ever contacted. */
  contacted: number;
  /** Median office minutes from receipt to first contact, of the contacted ones; null: none contacted. */
  medianFirstResponseMinutes: number | null;
  /** Contacted within `promptContactMinutes` office minutes of receipt, and as a share of `assigned`. */
  promptlyContacted: number;
  promptlyContactedPercent: number | null;
  /** Calls logged in the range (by this person; on this office's enquiries), WhatsApp messages not counted. */
  callAttempts: number;
  /** Of `assigned`, how many reached each stage (their status is that stage or a later one). */
  reached: Record<TeamStage, number>;
  /** Of `assigned`, how many are closed. */
  closed: number;
}

export interface TeamFigures {
  /** Active counsellors (of the office in view) and anyone with figures; `staffId` null: not assigned. */
  counsellors: ({
    staffId: string | null;
    name: string | null;
    office: Office | null;
    deactivated: boolean;
  } & TeamRow)[];
  /** Each office (or the one in view); `office` null: not yet given to an office. */
  offices: ({ office: Office | null } & TeamRow)[];
}

export const funnelStatuses: readonly EnquiryStatus[] = enquiryStatuses;
