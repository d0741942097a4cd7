/**
 * The database's tables as Kysely sees them. Column names are snake_case in SQL; the repositories map
 * rows to the camelCase objects the rest of the server uses. Times are ISO 8601 UTC strings
 * (`2025-01-31T09:30:00.000Z`) on both SQLite and PostgreSQL, so they sort and compare as text.
 */
import type { ColumnType } from "kysely";
import type { CallbackSlot, EnquiryKind, EnquiryLanguage, HelpPurpose } from "#contract/enquiry";
import type { EventType } from "#contract/events";
import type { BookingStatus, MeetingCountry, MeetingMode, MeetingType } from "#contract/bookings";
import type {
  CallChannel,
  CallOutcome,
  CloseReason,
  EnquiryStatus,
  Office,
  StaffRole,
} from "#contract/staff";

export interface EnquiryTable {
  id: string;
  kind: EnquiryKind;
  /** A call-back request's one name. */
  first_name: string;
  /** Null for call-back requests (migration 0008). */
  last_name: string | null;
  /** Null for call-back requests. */
  email: string | null;
  phone: string;
  comments: string | null;
  /**
   * The language to call in (a code of contract/languages.ts, checked by the application since migration
   * 0018); null for enquiries received before it was recorded.
   */
  language: EnquiryLanguage | null;
  /** The language of the page the form was on (as `language`); null for enquiries received before it was recorded (0009). */
  page_language: EnquiryLanguage | null;
  /** The contact form's "What would you like help with?", when chosen. */
  purpose: HelpPurpose | null;
  /** A call-back request's slot, counted in India from created_at. */
  callback_slot: CallbackSlot | null;
  /** The first enquiry of a likely duplicate (same form, same email or phone, within minutes); not mailed. */
  duplicate_of: string | null;
  page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** The client's Idempotency-Key (a UUID); null for posts without one (forms without JavaScript). */
  idempotency_key: string | null;
  /** sha256 of the kind and the validated body: tells a retry from a reuse of the key. */
  request_hash: string;
  created_at: string;
  /** The office the family chose as nearest, when they did (migration 0012). */
  office: ColumnType<Office | null, Office | null | undefined, Office | null>;
}

export type OutboxStatus = "pending" | "sent" | "dead";
/** What an outbox row delivers: the staff mail, or the call to WEBHOOK_URL (docs/enquiries.md). */
export type OutboxKind = "mail" | "webhook";

export interface OutboxTable {
  id: string;
  enquiry_id: string;
  /** Defaults to mail (rows written before webhooks existed are mail). */
  kind: ColumnType<OutboxKind, OutboxKind | undefined, never>;
  status: OutboxStatus;
  /** Attempts started so far (a claim counts as an attempt). */
  attempts: number;
  /** The row is not claimed before this time (backoff). */
  next_attempt_at: string;
  /** Set by the worker that claimed the row; it may only finish rows carrying its own token. */
  lease_token: string | null;
  /** A claim that is not finished by then (its worker crashed) may be claimed again. */
  lease_until: string | null;
  /** The last failure's code (never personal data). */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Mail only: the digest (its interval's start) that carried it; null when it went out on its own. */
  digest: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One interval of the UTC day whose digest a worker took (docs/enquiries.md, "Mail to the office"). */
export interface MailDigestTable {
  /** The interval's start (ISO). */
  slot: string;
  taken_at: string;
  /** When SMTP accepted it; null while it is being sent, or when the send failed. */
  sent_at: string | null;
  /** Enquiries it carried. */
  enquiries: ColumnType<number, number | undefined, number>;
}

export interface DatabaseSchema {
  enquiries: EnquiryTable;
  outbox: OutboxTable;
  mail_digests: MailDigestTable;
  // The staff console's tables (server/staff/).
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_verifications: StaffVerificationTable;
  staff_sign_in_failures: StaffSignInFailureTable;
  enquiry_cases: EnquiryCaseTable;
  enquiry_notes: EnquiryNoteTable;
  enquiry_calls: EnquiryCallTable;
  whatsapp_templates: WhatsAppTemplateTable;
  staff_audit_log: StaffAuditLogTable;
  staff_saved_views: StaffSavedViewTable;
  staff_invitations: StaffInvitationTable;
  staff_passkeys: StaffPasskeyTable;
  routing_rules: RoutingRuleTable;
  routing_cursors: RoutingCursorTable;
  // Kept up to date by triggers on enquiry_cases (migration 0006); read by the inbox and the dashboard.
  enquiry_case_counts: EnquiryCaseCountTable;
  enquiry_daily_counts: EnquiryDailyCountTable;
  /** One row (id 1): moved on by every change of a case row. */
  enquiry_changes: { id: number; version: number | string };
  /** Per calendar day in India: moved on by every change of a case received that day (migration 0017). */
  enquiry_day_versions: { day: string; version: number | string };
  /** SQLite only: the inbox search's FTS5 trigram index and the numbers of its rows. */
  enquiry_search: EnquirySearchTable;
  enquiry_search_rows: EnquirySearchRowTable;
  enquiry_search_progress: EnquirySearchProgressTable;
  staff_alerts: StaffAlertTable;
  staff_alert_preferences: StaffAlertPreferenceTable;
  enquiry_escalations: EnquiryEscalationTable;
  staff_push_subscriptions: StaffPushSubscriptionTable;
  // Booked meetings (server/bookings/, docs/bookings.md; migration 0020).
  office_hours: OfficeHoursTable;
  office_holidays: OfficeHolidayTable;
  counsellor_availability: CounsellorAvailabilityTable;
  counsellor_time_off: CounsellorTimeOffTable;
  counsellor_languages: CounsellorLanguageTable;
  bookings: BookingTable;
  booking_cells: BookingCellTable;
  booking_mails: BookingMailTable;
}

// ── Booked meetings (docs/bookings.md) ───────────────────────────────────────────────────────────

/** An office's opening hours on one weekday (0 = Sunday), in minutes after midnight in India; no row: closed. */
export interface OfficeHoursTable {
  office: Office;
  weekday: number;
  opens_at: number;
  closes_at: number;
  updated_at: string;
}

/** A day (in India, `YYYY-MM-DD`) an office is closed. */
export interface OfficeHolidayTable {
  office: Office;
  day: string;
  name: string;
  created_at: string;
}

/** One window of a counsellor's weekly hours, in minutes after midnight in India. */
export interface CounsellorAvailabilityTable {
  id: string;
  staff_id: string;
  weekday: number;
  starts_at: number;
  ends_at: number;
}

/** A time a counsellor is away (ISO instants, end excluded). */
export interface CounsellorTimeOffTable {
  id: string;
  staff_id: string;
  starts_at: string;
  ends_at: string;
  note: string | null;
  created_at: string;
}

/** A language a counsellor holds meetings in (a code of contract/languages.ts). */
export interface CounsellorLanguageTable {
  staff_id: string;
  language: EnquiryLanguage;
}

/** The meeting of a booking enquiry. */
export interface BookingTable {
  id: string;
  enquiry_id: string;
  type: MeetingType;
  /** The country of a mock interview; null for counselling. */
  country: MeetingCountry | null;
  mode: MeetingMode;
  language: EnquiryLanguage;
  office: Office;
  starts_at: string;
  ends_at: string;
  counsellor_id: string;
  status: BookingStatus;
  created_at: string;
  updated_at: string;
}

/** One 15-minute cell of a counsellor's time that a meeting takes; the primary key refuses overlaps. */
export interface BookingCellTable {
  counsellor_id: string;
  cell: string;
  booking_id: string;
}

export type BookingMailKind = "confirmation" | "reminder" | "cancelled" | "rescheduled";

/** One mail to the family about their meeting (an outbox of its own). */
export interface BookingMailTable {
  id: string;
  /** Unique: `reminder:<booking>:<start>` is queued once however many instances run the scheduler. */
  key: string;
  booking_id: string;
  kind: BookingMailKind;
  status: OutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  lease_token: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What a personal alert mail is about (migration 0014, docs/staff-console.md "Alerts"). */
export type StaffAlertKind = "assigned" | "escalated" | "digest";
/** `skipped`: not sent because it no longer applied (the person turned it off, the enquiry moved on). */
export type StaffAlertStatus = "pending" | "sent" | "skipped" | "dead";

/** One personal alert mail to send (queued by a trigger on assignment, or by the alert scheduler). */
export interface StaffAlertTable {
  id: string;
  /** Unique: an escalation or a digest is queued once, whatever the number of server instances. */
  key: string;
  kind: StaffAlertKind;
  /** The person the mail goes to. */
  staff_id: string;
  enquiry_id: string | null;
  created_at: string;
  status: ColumnType<StaffAlertStatus, StaffAlertStatus | undefined, StaffAlertStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  lease_token: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Assignments: when the person opened the enquiry, or it was taken from them (null: new for them). */
  seen_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A person's choice of alerts (1 on, 0 off); no row: all on. */
export interface StaffAlertPreferenceTable {
  staff_id: string;
  assignment_mail: number;
  browser: number;
  escalation_mail: number;
  digest_mail: number;
  updated_at: string;
}

/** An enquiry escalated to the admins because nobody contacted it in time (once per enquiry). */
export interface EnquiryEscalationTable {
  enquiry_id: string;
  office: Office | null;
  /** When it became late (its office minutes ran out). */
  due_at: string;
  escalated_at: string;
  /** Admins it was sent to. */
  admins: number;
}

/** One browser's Web Push subscription. */
export interface StaffPushSubscriptionTable {
  id: string;
  staff_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

// ── Staff console (server/staff/, docs/staff-console.md) ────────────────────────────────────────
// staff_users, staff_sessions, staff_accounts and staff_verifications belong to better-auth, which
// reads and writes them through its own Kysely adapter; only the columns the console reads are typed.
// Their times are timestamptz on PostgreSQL (Date objects) and ISO text on SQLite.

export interface StaffUserTable {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  office: Office;
  created_at: Date | string;
  updated_at: Date | string;
  last_sign_in_at: Date | string | null;
  /** Set when an admin deactivated the account: no sign-in, no sessions. */
  deactivated_at: Date | string | null;
  /** Set (ISO) while the person is away: routing gives them no new enquiries (migration 0013). */
  away_since: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What a routing rule matches of a new enquiry (docs/staff-console.md, "Routing"; migration 0013). */
export type RoutingMatchField = "office" | "language" | "destination" | "kind";

/** One of the admins' ordered routing rules. */
export interface RoutingRuleTable {
  id: string;
  /** The rule's place in the list: the first rule that matches routes the enquiry. */
  position: number;
  match_field: RoutingMatchField;
  /** An office, a language (`en`, `te`), a destination slug (`uk`) or a form (`contact`, …). */
  match_value: string;
  /** The office the rule sends the enquiry to. */
  office: Office;
  /** A counsellor of that office who gets it when available; null: round robin in the office. */
  assignee_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Per office, who got its last routed enquiry: the round robin goes on from them. */
export interface RoutingCursorTable {
  office: Office;
  last_assignee_id: string | null;
  updated_at: string;
}

export interface StaffSessionTable {
  id: string;
  user_id: string;
  expires_at: Date | string;
  created_at: Date | string;
}

/** Single-use values with an expiry; the console keeps its passkey challenges here (passkey-challenges.ts). */
export interface StaffVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: ColumnType<Date | string, string, string>;
  created_at: ColumnType<Date | string, string, string>;
  updated_at: ColumnType<Date | string, string, string>;
}

export interface StaffSignInFailureTable {
  /** `ip:<address>` or `account:<email in lower case>`. */
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
}

/** The console's workflow state of one enquiry; created with the enquiry by a trigger. */
export interface EnquiryCaseTable {
  enquiry_id: string;
  /** A copy of enquiries.created_at, so one index serves filter and order. */
  received_at: string;
  status: EnquiryStatus;
  close_reason: CloseReason | null;
  office: Office | null;
  assignee_id: string | null;
  /** A calendar date in India (YYYY-MM-DD). */
  follow_up_on: string | null;
  /** The follow-up's time of day in India (`HH:MM`); null: at the start of its day (migration 0012). */
  follow_up_time: ColumnType<string | null, string | null | undefined, string | null>;
  /** Calls and messages logged on the enquiry (enquiry_calls), their count and the latest. */
  call_attempts: ColumnType<number, number | undefined, number>;
  last_call_outcome: ColumnType<CallOutcome | null, CallOutcome | null | undefined, CallOutcome | null>;
  last_call_at: ColumnType<string | null, string | null | undefined, string | null>;
  first_contacted_at: string | null;
  /**
   * Kept by triggers from `received_at` and `first_contacted_at` (migration 0017): milliseconds from
   * receipt to first contact, on the wall clock and in office hours only; null until first contact.
   * Bigint on PostgreSQL (read with `Number`).
   */
  first_contact_ms: ColumnType<number | string | null, never, never>;
  first_response_office_ms: ColumnType<number | string | null, never, never>;
  /** The phone number's digits only, for search and duplicate detection. */
  phone_digits: string;
  /** The last 10 digits (a mobile with or without +91 or 0), for duplicate detection. */
  phone_key: string;
  /** The email address in lower case. */
  email_key: string;
  updated_at: string;
  /** When the personal fields were erased (on request or by retention); such enquiries are hidden. */
  erased_at: string | null;
  // Copies of the enquiry's columns that the inbox filters and the dashboard count, written with the
  // case by the trigger (migration 0005), so that neither needs a join per row.
  kind: EnquiryKind | null;
  page: string | null;
  utm_source: string | null;
  /** 1 when a referrer sent the enquiry. */
  from_referrer: number | null;
  /** First and last name in lower case; emptied on erasure. */
  name_key: string | null;
  /** utm_source, referrer and page in lower case, one per line (the source filter). */
  source_key: string | null;
}

/** Live (not erased) enquiries per office, assignee, status, form, page and source text; `''`: none. */
export interface EnquiryCaseCountTable {
  office: string;
  assignee_id: string;
  status: EnquiryStatus;
  kind: string;
  page: string;
  source_key: string;
  n: number | string;
}

/**
 * Every enquiry (erased too) per calendar day in India, office (`''`: none) and dimension: `kind`,
 * `status`, `page` (`=` and the page, `''` for none) and `source` (`1:` or `0:`, whether a referrer sent
 * it, and the utm_source). See server/db/migrations/0006-staff-speed.ts.
 */
export interface EnquiryDailyCountTable {
  day: string;
  office: string;
  dimension: "kind" | "status" | "page" | "source";
  value: string;
  n: number | string;
}

/** FTS5 (trigram) rows: the name and email in lower case, one per line, and the phone's digits. */
export interface EnquirySearchTable {
  rowid: number;
  keys: string;
  phone: string;
}

export interface EnquirySearchRowTable {
  id: number;
  enquiry_id: string;
}

/**
 * SQLite only (migration 0019): the search index holds the rows of `enquiry_search_rows` up to
 * `indexed_to`; those above wait for server/staff/search-index-repository.ts. One row, id 1.
 */
export interface EnquirySearchProgressTable {
  id: number;
  indexed_to: number;
}

export interface EnquiryNoteTable {
  id: string;
  enquiry_id: string;
  author_id: string | null;
  body: string;
  created_at: string;
}

/** A WhatsApp message template, edited by admins (migration 0016). */
export interface WhatsAppTemplateTable {
  id: string;
  name: string;
  /** A code of contract/languages.ts (checked by the application, not the database: migration 0018). */
  language: EnquiryLanguage;
  topic: "first_contact" | "follow_up" | "documents" | "other";
  /** The text with its placeholders, e.g. `{name}`. */
  body: string;
  created_at: string;
  updated_at: string;
  /** Who last changed it; null for the defaults and once that account is deleted. */
  updated_by: string | null;
}

/** A call or WhatsApp message a counsellor logged on an enquiry (migration 0012). */
export interface EnquiryCallTable {
  id: string;
  enquiry_id: string;
  /** Null once the person's account is deleted. */
  staff_id: string | null;
  channel: CallChannel;
  outcome: CallOutcome;
  /** When the family asked to be called back (ISO), for `call_back_later`. */
  call_back_at: string | null;
  /** The WhatsApp message as sent; emptied when the enquiry is erased. */
  message: string | null;
  at: string;
}

export interface StaffAuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  action: string;
  enquiry_id: string | null;
  subject_user_id: string | null;
  /** JSON without personal data of enquirers. */
  details: string;
}

/** An invitation to the console: single use, 72 hours; only the token's SHA-256 hash is kept. */
export interface StaffInvitationTable {
  id: string;
  token_hash: string;
  email: string;
  name: string;
  role: StaffRole;
  office: Office;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  user_id: string | null;
}

/** A staff passkey: the public half of a WebAuthn credential. */
export interface StaffPasskeyTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (bigint on PostgreSQL comes back as a string). */
  counter: number | string;
  /** JSON array of transports. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** One analytics event (docs/analytics.md). No IP address: a daily hash, and a coarse location. */
export interface AnalyticsEventsTable {
  id: string;
  type: EventType;
  session_id: string;
  path: string;
  occurred_at: string;
  received_at: string;
  title: string | null;
  /** Origin and path of the referring page, without its query. */
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  percent: number | null;
  seconds: number | null;
  label: string | null;
  target: string | null;
  ip_hash: string;
  city: string | null;
  region: string | null;
  country_code: string | null;
  country_name: string | null;
  postal: string | null;
  latitude: number | null;
  longitude: number | null;
  org: string | null;
  asn: number | null;
  /** The address block, at most a /24 (IPv4) or a /48 (IPv6). */
  network: string | null;
}

/** The random salt of the IP hash for one UTC day; deleted once the day is over. */
export interface IpHashSaltTable {
  /** `2025-01-31` */
  day: string;
  salt: string;
}

/** The analytics store: its own SQLite file, or its own PostgreSQL schema. */
export interface AnalyticsSchema {
  analytics_events: AnalyticsEventsTable;
  ip_hash_salts: IpHashSaltTable;
}

/** An inbox view a person saved under a name (migration 0015). */
export interface StaffSavedViewTable {
  id: string;
  user_id: string;
  name: string;
  /** The inbox's query as JSON (contract/staff-my-day.ts, `savedViewFiltersSchema`). */
  filters: string;
  created_at: string;
}
