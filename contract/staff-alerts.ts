/**
 * Alerts to staff (docs/staff-console.md, "Alerts"): each person's choice of alerts, the console's count
 * of enquiries newly assigned to them, and the browsers that receive notifications (Web Push). All under
 * /api/staff/alerts, and always about the signed-in person only.
 */
import "./zod-config.ts";
import { z } from "zod";

export const alertPaths = {
  preferences: "/alerts/preferences",
  count: "/alerts/count",
  pushKey: "/alerts/push/key",
  pushSubscriptions: "/alerts/push/subscriptions",
} as const;

/** How often the console asks for the count while its tab is visible. */
export const alertPollMs = 30_000;

export const alertPreferencesSchema = z.strictObject({
  /** A mail for each enquiry assigned to me. */
  assignmentMail: z.boolean(),
  /** A browser notification for each enquiry assigned to me (where this browser is allowed). */
  browser: z.boolean(),
  /** Admins: a mail when a new enquiry of their office waits too long for its first contact. */
  escalationMail: z.boolean(),
  /** The 9:00 mail of my follow-ups due today, overdue ones and my new enquiries. */
  digestMail: z.boolean(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

export const defaultAlertPreferences: AlertPreferences = {
  assignmentMail: true,
  browser: true,
  escalationMail: true,
  digestMail: true,
};

export const alertPreferenceLabels: Record<keyof AlertPreferences, string> = {
  assignmentMail: "Email me when an enquiry is assigned to me",
  browser: "Notify me in this browser when an enquiry is assigned to me",
  escalationMail: "Email me when a new enquiry of my office waits too long (admins)",
  digestMail: "Email me my day at 9:00 (follow-ups due, overdue, new enquiries)",
};

/** The enquiries assigned to me that I have not opened yet (the header's count). */
export const alertCountSchema = z.object({
  newForMe: z.number().int().min(0),
  /** The newest of them, for a browser notification: id and first name only. */
  latest: z.object({ id: z.string(), firstName: z.string(), at: z.string() }).nullable(),
});
export type AlertCount = z.infer<typeof alertCountSchema>;

export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** A browser's PushSubscription as `toJSON()` gives it (only the parts the server needs). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2000)
    .url()
    .refine((value) => value.startsWith("https://"), "must be an https address"),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.strictObject({ endpoint: z.string().max(2000) });
