/**
 * The staff console's contract (docs/staff-console.md): the schemas of `/api/staff/*`, shared by the
 * server (validation), the console (forms, types) and the tests. Error answers have the same shape as
 * the rest of the API: `{ message, fieldErrors? }`.
 */
import "./zod-config.ts";
import { z } from "zod";
import { callbackSlots, enquiryKinds, enquiryLanguages, helpPurposes } from "./enquiry-fields.ts";
import { freeText, lineText, nameText } from "./text.ts";

export const staffApiBase = "/api/staff";
export const consoleBase = "/staff";

export const offices = ["guntur", "vijayawada", "hyderabad", "vishakapatnam"] as const;
export type Office = (typeof offices)[number];
export const officeLabels: Record<Office, string> = {
  guntur: "Guntur",
  vijayawada: "Vijayawada",
  hyderabad: "Hyderabad",
  vishakapatnam: "Vishakapatnam",
};

export const staffRoles = ["admin", "counsellor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The workflow, in order; `closed` ends it from any step and carries a reason. */
export const enquiryStatuses = [
  "new",
  "contacted",
  "counselling",
  "applied",
  "offer_received",
  "visa_filed",
  "enrolled",
  "closed",
] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const statusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  counselling: "Counselling",
  applied: "Applied",
  offer_received: "Offer received",
  visa_filed: "Visa filed",
  enrolled: "Enrolled",
  closed: "Closed",
};

export const closeReasons = [
  "not_interested",
  "unreachable",
  "other_agent",
  "not_eligible",
  "duplicate",
  "spam",
] as const;
export type CloseReason = (typeof closeReasons)[number];
export const closeReasonLabels: Record<CloseReason, string> = {
  not_interested: "Not interested",
  unreachable: "Unreachable",
  other_agent: "Chose another agent",
  not_eligible: "Not eligible",
  duplicate: "Duplicate",
  spam: "Spam",
};

/** How a counsellor reached out to a family, logged on the enquiry (docs/staff-console.md, "Call logging"). */
export const callChannels = ["call", "whatsapp"] as const;
export type CallChannel = (typeof callChannels)[number];

/** A logged call's outcome; a WhatsApp message logged as sent is `sent`. */
export const callOutcomes = [
  "reached",
  "no_answer",
  "busy",
  "wrong_number",
  "call_back_later",
  "sent",
] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export const callOutcomeLabels: Record<CallOutcome, string> = {
  reached: "Reached",
  no_answer: "No answer",
  busy: "Busy",
  wrong_number: "Wrong number",
  call_back_later: "Call back later",
  sent: "WhatsApp sent",
};

export const passwordMinLength = 12;
export const passwordMaxLength = 128;
/** An enquiry not contacted within this many hours is highlighted in the inbox. */
export const contactWithinHours = 24;
/** Enquiries with the same phone or email within this many days are flagged as likely duplicates. */
export const duplicateWindowDays = 30;

/** Body of every error answer. */
export interface StaffApiError {
  message: string;
  fieldErrors?: Record<string, string>;
}

export const staffTexts = {
  signInFailed: "The email or password is not correct.",
  signInThrottled: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again.`,
  signedOut: "You are signed out. Please sign in again.",
  notFound: "Not Found",
  forbidden: "You do not have access to this.",
  invitationInvalid:
    "This invitation link does not work: it may have been used already or expired. Please ask an admin for a new one.",
  invitationNeedsSiteOrigin:
    "Invitations cannot be sent yet: the server does not know the site's address for the link. Set SITE_ORIGIN (for example https://www.example.com) in the server's environment and restart it.",
} as const;

// ── Sessions ───────────────────────────────────────────────────────────────────────────────────────

export const signInSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email.")
    .max(254)
    .pipe(z.email("Please enter an email address.")),
  password: z.string().min(1, "Please enter your password.").max(passwordMaxLength),
});
export type SignIn = z.infer<typeof signInSchema>;

const newPassword = z
  .string()
  .min(passwordMinLength, `Please choose a password of at least ${passwordMinLength} characters.`)
  .max(passwordMaxLength, `Please keep the password under ${passwordMaxLength + 1} characters.`);

export const staffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  office: z.enum(offices),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** `GET /api/staff/me`: the signed-in person, or null (200 either way, so the console asks without an error). */
export const meSchema = z.object({ user: staffUserSchema.nullable() });
export type Me = z.infer<typeof meSchema>;
export type SignedIn = { user: StaffUser };

export const staffListSchema = z.object({
  staff: z.array(staffUserSchema.pick({ id: true, name: true, office: true, role: true })),
});
export type StaffList = z.infer<typeof staffListSchema>;

// ── Inbox ──────────────────────────────────────────────────────────────────────────────────────────

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please use the format YYYY-MM-DD.");
const shortText = (max: number) => lineText().trim().max(max);

/** Query of `GET /api/staff/enquiries`: every filter optional, all strings (a URL's query). */
export const inboxQuerySchema = z.strictObject({
  status: z.enum(enquiryStatuses).optional(),
  kind: z.enum(enquiryKinds).optional(),
  /** An office, or `none` for enquiries not yet given to an office. */
  office: z.enum([...offices, "none"]).optional(),
  /** A staff user's id, `me`, or `none` for unassigned. */
  assignee: shortText(64).optional(),
  /** A destination page slug, e.g. `uk` for enquiries sent from /study-in-uk. */
  destination: z
    .string()
    .regex(/^[a-z-]{2,30}$/)
    .optional(),
  /** Received on or after this day, and on or before `to` (days in India). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Matches the UTM source, the referrer or the landing page. */
  source: shortText(200).optional(),
  /** Name, email, or phone (digits only are matched for phones). */
  q: shortText(200).optional(),
  /**
   * `due` lists enquiries whose follow-up date is today or earlier; `today` those received today in India
   * or with a follow-up due today.
   */
  view: z.enum(["all", "due", "today"]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const personRef = z.object({ id: z.string(), name: z.string() }).nullable();

/** Calls and WhatsApp messages logged on an enquiry (docs/staff-console.md, "Call logging"). */
const callFields = {
  callAttempts: z.number(),
  lastCallOutcome: z.enum(callOutcomes).nullable(),
  lastCallAt: z.string().nullable(),
};

export const inboxItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(enquiryKinds),
  /** What they asked for: the start of their comments, else what they want help with, else the page they wrote from. */
  summary: z.string(),
  /** The language to call in; null for enquiries from before it was recorded. */
  language: z.enum(enquiryLanguages).nullable(),
  /** The language of the page the enquiry was sent from; null for enquiries from before it was recorded. */
  pageLanguage: z.enum(enquiryLanguages).nullable(),
  /** A call-back request's slot in words with its day in India, e.g. "tomorrow evening (25 Nov)". */
  callback: z.string().nullable(),
  /** The first enquiry when this one is a likely duplicate of it (not mailed to the office). */
  duplicateOf: z.string().nullable(),
  office: z.enum(offices).nullable(),
  receivedAt: z.string(),
  status: z.enum(enquiryStatuses),
  assignee: personRef,
  followUpOn: z.string().nullable(),
  /** The follow-up's time of day in India (`HH:MM`), null for none (due at the start of its day). */
  followUpTime: z.string().nullable(),
  /** The follow-up's day and time have passed (contract/staff-my-day.ts, `followUpOverdue`). */
  followUpOverdue: z.boolean(),
  /** Still new more than 24 hours after it arrived. */
  overdue: z.boolean(),
  ...callFields,
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  nextCursor: z.string().nullable(),
  /** Enquiries per status under the current filters (without the status filter). */
  counts: z.record(z.enum(enquiryStatuses), z.number()),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

// ── One enquiry ────────────────────────────────────────────────────────────────────────────────────

export const timelineEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: personRef,
  action: z.enum([
    "received",
    "status_changed",
    "assigned",
    "follow_up_set",
    "note_added",
    "call_logged",
    "escalated",
  ]),
  /** Human-readable text of the change (no personal data beyond the note itself). */
  text: z.string(),
  /** A note's text, or the WhatsApp message sent. */
  note: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * What the family wrote on an enquiry's form, as the console's detail and the privacy export show it
 * (server/enquiries/enquiry-read-model.ts `formFieldsOf` fills it): a new form field is added here once.
 */
const enquiryFormFields = {
  /** A call-back request's one name. */
  firstName: z.string(),
  /** Null for call-back requests. */
  lastName: z.string().nullable(),
  /** Null for call-back requests. */
  email: z.string().nullable(),
  phone: z.string(),
  comments: z.string().nullable(),
  language: z.enum(enquiryLanguages).nullable(),
  /** The language of the page the enquiry was sent from ("Page language: Telugu"). */
  pageLanguage: z.enum(enquiryLanguages).nullable(),
  purpose: z.enum(helpPurposes).nullable(),
  /** The office the family chose as nearest on the form (`office` is the one it is routed to). */
  nearestOffice: z.enum(offices).nullable(),
  callbackSlot: z.enum(callbackSlots).nullable(),
};
export type EnquiryFormFields = z.infer<z.ZodObject<typeof enquiryFormFields>>;

export const enquiryDetailSchema = z.object({
  id: z.string(),
  kind: z.enum(enquiryKinds),
  ...enquiryFormFields,
  /** The slot in words with its day in India, e.g. "tomorrow evening (25 Nov)". */
  callback: z.string().nullable(),
  duplicateOf: z.string().nullable(),
  context: z.object({
    page: z.string().nullable(),
    referrer: z.string().nullable(),
    utm: z.object({
      source: z.string().nullable(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
      term: z.string().nullable(),
      content: z.string().nullable(),
    }),
  }),
  receivedAt: z.string(),
  status: z.enum(enquiryStatuses),
  closeReason: z.enum(closeReasons).nullable(),
  office: z.enum(offices).nullable(),
  assignee: personRef,
  followUpOn: z.string().nullable(),
  followUpTime: z.string().nullable(),
  followUpOverdue: z.boolean(),
  overdue: z.boolean(),
  ...callFields,
  mail: z
    .object({
      status: z.enum(["pending", "sent", "dead"]),
      attempts: z.number(),
      lastError: z.string().nullable(),
      sentAt: z.string().nullable(),
    })
    .nullable(),
  duplicates: z.array(
    z.object({ id: z.string(), name: z.string(), receivedAt: z.string(), match: z.enum(["email", "phone"]) }),
  ),
  notes: z.array(z.object({ id: z.string(), at: z.string(), author: personRef, body: z.string() })),
  timeline: z.array(timelineEntrySchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

export const noteMaxLength = 4000;
const noteBody = freeText()
  .trim()
  .max(noteMaxLength, `Please keep a note under ${noteMaxLength} characters.`);

export const statusChangeSchema = z
  .strictObject({
    status: z.enum(enquiryStatuses),
    closeReason: z.enum(closeReasons).optional(),
    note: noteBody.optional(),
  })
  .refine((value) => value.status !== "closed" || value.closeReason !== undefined, {
    message: "Please choose why the enquiry is closed.",
    path: ["closeReason"],
  })
  .refine((value) => value.status === "closed" || value.closeReason === undefined, {
    message: "Only a closed enquiry has a reason.",
    path: ["closeReason"],
  });
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const assignmentSchema = z.strictObject({
  /** A staff user's id, or null to unassign. */
  assigneeId: z.string().max(64).nullable(),
  /** The office; when omitted with an assignee, the assignee's office. */
  office: z.enum(offices).nullable().optional(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const followUpSchema = z.strictObject({ on: isoDate.nullable() });
export type FollowUp = z.infer<typeof followUpSchema>;

export const noteSchema = z.strictObject({
  body: noteBody.min(1, "Please write a note."),
});
export type NewNote = z.infer<typeof noteSchema>;

export const enquiryIdParams = z.strictObject({ id: z.string().min(1).max(64) });

// ── People and invitations (admins) ────────────────────────────────────────────────────────────────

/** An invitation stays valid this long after it is made, and works once. */
export const invitationHours = 72;

export const invitationSchema = z.strictObject({
  email: signInSchema.shape.email,
  name: nameText().trim().min(1, "Please enter the person's name.").max(100),
  role: z.enum(staffRoles, "Please choose a role."),
  office: z.enum(offices, "Please choose an office."),
});
export type NewInvitation = z.infer<typeof invitationSchema>;

/** The invitation link's secret: 32 random bytes, base64url. */
const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, staffTexts.invitationInvalid);
export const invitationTokenSchema = z.strictObject({ token: invitationToken });
export const acceptInvitationSchema = z.strictObject({ token: invitationToken, password: newPassword });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export interface PendingInvitation {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  office: Office;
  expiresAt: string;
}

/** `POST /invitations`: the link is shown to the admin once (only its hash is stored). */
export interface InvitationCreated {
  invitation: PendingInvitation;
  link: string;
  /** Whether the mail to the person went out (or was written as a file). */
  mailed: boolean;
}

/** `POST /invitations/lookup`: whom an unused, unexpired invitation is for. */
export interface InvitationFor {
  email: string;
  name: string;
}

export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  office: Office;
  lastSignInAt: string | null;
  activeSessions: number;
  deactivatedAt: string | null;
}

/** `GET /team`: everyone with an account, and invitations not yet used. */
export interface Team {
  people: TeamMember[];
  invitations: PendingInvitation[];
}

/** The CSV of the inbox's current view (admins). */
export const exportPath = "/enquiries/export.csv";

// ── Passkeys ───────────────────────────────────────────────────────────────────────────────────────

const base64url = z
  .string()
  .max(20_000)
  .regex(/^[A-Za-z0-9_-]*$/);

/** What `navigator.credentials.create()` gives, as @simplewebauthn/browser encodes it. */
const registrationResponse = z.looseObject({
  id: base64url.min(1).max(1400),
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** What `navigator.credentials.get()` gives, as @simplewebauthn/browser encodes it. */
const authenticationResponse = z.looseObject({
  id: base64url.min(1).max(1400),
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

export const passkeyRegistrationSchema = z.strictObject({
  response: registrationResponse,
  name: nameText().trim().max(60).optional(),
});

export const passkeySignInSchema = z.strictObject({
  challengeId: z.uuid(),
  response: authenticationResponse,
});

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const passkeyTexts = {
  signInFailed: "Signing in with a passkey did not work. Please try again or use your password.",
  registrationFailed: "The passkey could not be added. Please try again.",
} as const;
