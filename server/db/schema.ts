/**
 * The database's tables as Kysely sees them. Column names are snake_case in SQL; the repositories map
 * rows to the camelCase objects the rest of the server uses. Times are ISO 8601 UTC strings
 * (`2025-01-31T09:30:00.000Z`) on both SQLite and PostgreSQL, so they sort and compare as text.
 */
import type { EnquiryKind } from "#contract/enquiry";
import type { EventType } from "#contract/events";

export interface EnquiryTable {
  id: string;
  kind: EnquiryKind;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  comments: string | null;
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
}

export type OutboxStatus = "pending" | "sent" | "dead";

export interface OutboxTable {
  id: string;
  enquiry_id: string;
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
}

export interface DatabaseSchema {
  enquiries: EnquiryTable;
  outbox: OutboxTable;
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
