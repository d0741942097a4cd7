/**
 * The server's configuration: the only module that reads `process.env`. The environment is parsed
 * once at start with zod; a bad environment fails with one message listing every wrong variable.
 * `.env.example` documents each variable.
 */
import { isIP } from "node:net";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { z } from "zod";
import { retentionMismatches, statedRetention } from "#contract/retention";

const TRUE = ["true", "1", "yes", "on"];
const FALSE = ["false", "0", "no", "off"];

const bool = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => TRUE.includes(v) || FALSE.includes(v), "must be true or false")
    .transform((v) => TRUE.includes(v))
    .optional()
    .transform((v) => v ?? fallback);

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((v) => v ?? fallback);

const text = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : fallback));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * An IP address or a CIDR range (IPv4 or IPv6), as Fastify's `trustProxy` accepts them. A `/0` range is
 * refused: it would trust every address on the internet to report the client's address (and Fastify's
 * proxy-address parser throws on it at start).
 */
function isAddressOrCidr(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value;
  } catch {
    return false;
  }
}

const email = z.string().trim().pipe(z.email("must be an email address"));

/** localhost, 127.0.0.0/8 or ::1: an http:// webhook is allowed there outside production. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));
}

/** Why WEBHOOK_URL cannot be used, or undefined when it can. */
function webhookUrlProblem(value: string, nodeEnv: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an https:// address";
  }
  if (url.username || url.password)
    return "must not contain a user name or password (the signature authenticates the calls)";
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && nodeEnv !== "production" && isLoopback(url.hostname)) return undefined;
  return nodeEnv === "production"
    ? "must be an https:// address in production"
    : "must be an https:// address (http:// only to localhost, 127.0.0.1 or ::1 outside production)";
}

/** Where the European Central Bank publishes its daily reference rates (docs/country-data.md, "Exchange rates"). */
export const ECB_DAILY_RATES_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

/** Why RATES_URL cannot be used, or undefined: https://, or http:// to this machine (a local mirror, tests). */
function ratesUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an https:// address";
  }
  if (url.username || url.password) return "must not contain a user name or password";
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && isLoopback(url.hostname)) return undefined;
  return "must be an https:// address (http:// only to localhost, 127.0.0.1 or ::1)";
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).optional().default("production"),
    PORT: int(5000, 0, 65535),
    HOST: text("0.0.0.0"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .optional()
      .default("info"),
    DATA_DIR: text("./data"),
    STATIC_DIR: text("./build/client"),
    // The day the site is served for, instead of today in India: for tests of the scheduled figures.
    SITE_DATE: optionalText.refine(
      (v) =>
        v === undefined ||
        (/^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
      "must be a day as YYYY-MM-DD",
    ),
    DATABASE_URL: optionalText.refine(
      (v) => v === undefined || /^(postgres|postgresql):\/\//.test(v),
      "must be a postgres:// address (leave empty for the embedded SQLite database)",
    ),
    SMTP_URL: optionalText.refine(
      (v) => v === undefined || /^smtps?:\/\//.test(v),
      "must be an smtp:// or smtps:// address (leave empty to write .eml files)",
    ),
    MAIL_FROM: email.optional().default("website@example.com"),
    MAIL_TO: email.optional().default("office@example.com"),
    RATE_LIMIT_FORMS_PER_MINUTE: int(10, 1, 100_000),
    // Free-time look-ups (GET /api/slots) and manage-link reads per client IP (docs/bookings.md).
    RATE_LIMIT_SLOTS_PER_MINUTE: int(120, 1, 1_000_000),
    // How long a free-time answer is served again while this instance changed nothing (0: never).
    SLOTS_CACHE_MS: int(5000, 0, 60_000),
    RATE_LIMIT_EVENTS_PER_MINUTE: int(120, 1, 1_000_000),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: int(30, 1, 100_000),
    TRUST_PROXY: list.refine(
      (items) => items.every(isAddressOrCidr),
      "must be a comma-separated list of IP addresses or CIDR ranges (not /0: that trusts everyone)",
    ),
    CORS_ORIGINS: list.refine(
      (items) => items.every(isOrigin),
      "must be a comma-separated list of origins like https://www.example.com",
    ),
    ANALYTICS_ENABLED: bool(true),
    ANALYTICS_RETENTION_DAYS: int(statedRetention.analyticsDays, 1, 36_500),
    GA4_MEASUREMENT_ID: optionalText.refine(
      (v) => v === undefined || /^G-[A-Z0-9]{4,20}$/.test(v),
      "must look like G-XXXXXXXXXX",
    ),
    IP_HASH_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      "must be at least 32 characters (leave empty to generate one under DATA_DIR)",
    ),
    OUTBOX_POLL_MS: int(1000, 50, 3_600_000),
    OUTBOX_MAX_ATTEMPTS: int(10, 1, 1000),
    // The staff console (docs/staff-console.md).
    STAFF_AUTH_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      "must be at least 32 characters (leave empty to generate one under DATA_DIR)",
    ),
    CONSOLE_DIR: text("./build/console"),
    // Enquiries of any status untouched this long are anonymised (docs/staff-dashboard-and-privacy.md).
    STAFF_RETENTION_MONTHS: int(statedRetention.enquiryMonths, 1, 1200),
    // Hardening: where requests may come from, how long they may take, how much one day may bring.
    SITE_ORIGIN: optionalText.refine(
      (v) => v === undefined || isOrigin(v),
      "must be the site's origin, like https://www.example.com (no path, no trailing slash)",
    ),
    ENQUIRIES_PER_DAY: int(1000, 1, 100_000_000),
    MAIL_PER_DAY: int(1000, 1, 100_000_000),
    // Past MAIL_PER_DAY: one digest mail per interval of so many minutes, of at most so many enquiries.
    MAIL_DIGEST_MINUTES: int(15, 1, 1440),
    MAIL_DIGEST_MAX: int(1000, 1, 10_000),
    // Alerts to staff (docs/staff-console.md, "Alerts"): office minutes before an uncontacted enquiry is escalated.
    ESCALATE_AFTER_MINUTES: int(30, 1, 5400),
    ENQUIRY_QUEUE_MAX: int(256, 1, 100_000),
    ENQUIRY_DUPLICATE_MINUTES: int(10, 0, 1440),
    // Floods (docs/enquiries.md, "Floods"): per sender and per network first, then site-wide.
    ENQUIRIES_PER_SENDER_PER_DAY: int(5, 1, 100_000_000),
    ENQUIRIES_PER_NETWORK_PER_DAY: int(20, 1, 100_000_000),
    ENQUIRY_CHALLENGE_PER_HOUR: int(30, 0, 100_000_000),
    ENQUIRY_CHALLENGE_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      "must be at least 32 characters (leave empty to generate one under DATA_DIR)",
    ),
    // Booked meetings (docs/bookings.md): signs the family's reschedule and cancel links.
    BOOKING_TOKEN_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      "must be at least 32 characters (leave empty to generate one under DATA_DIR)",
    ),
    OUTBOX_RETRY_HOURS: int(48, 24, 24 * 365),
    REQUEST_TIMEOUT_MS: int(30_000, 1000, 600_000),
    HEADERS_TIMEOUT_MS: int(10_000, 1000, 600_000),
    CONNECTION_TIMEOUT_MS: int(60_000, 1000, 3_600_000),
    KEEP_ALIVE_TIMEOUT_MS: int(72_000, 1000, 3_600_000),
    SHUTDOWN_TIMEOUT_MS: int(10_000, 1000, 600_000),
    READY_CACHE_MS: int(1500, 0, 60_000),
    READY_RATE_LIMIT_PER_MINUTE: int(120, 1, 1_000_000),
    // Analytics store and its limits (docs/analytics.md).
    ANALYTICS_DATABASE_URL: optionalText.refine(
      (v) => v === undefined || /^(postgres|postgresql):\/\//.test(v),
      "must be a postgres:// address (leave empty for the analytics store beside the main database)",
    ),
    ANALYTICS_EVENTS_PER_MINUTE: int(600, 1, 1_000_000),
    ANALYTICS_EVENTS_PER_DAY: int(50_000, 1, 100_000_000),
    ANALYTICS_EVENTS_PER_SESSION: int(300, 1, 1_000_000),
    ANALYTICS_MIN_FREE_DISK_MB: int(1024, 0, 100_000_000),
    ANALYTICS_MIN_FREE_DISK_PERCENT: int(10, 0, 100),
    // The enquiry webhook (docs/enquiries.md, "Webhook"); checked together below.
    WEBHOOK_URL: optionalText,
    WEBHOOK_SECRET: optionalText,
    // Backups of the SQLite databases (docs/backups.md).
    BACKUP_DIR: text("./backups"),
    BACKUP_EVERY_HOURS: int(24, 0, 24 * 7),
    BACKUP_KEEP_DAILY: int(7, 1, 366),
    BACKUP_KEEP_WEEKLY: int(4, 0, 520),
    BACKUP_AFTER_COMMAND: optionalText,
    // Exchange rates for the calculator (docs/country-data.md, "Exchange rates").
    RATES_URL: text(ECB_DAILY_RATES_URL).superRefine((v, context) => {
      const problem = ratesUrlProblem(v);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
    RATES_REFRESH_HOURS: int(6, 0, 24 * 7),
    // GET /metrics (docs/server.md, "Metrics"): who may read it besides this machine.
    METRICS_ALLOW: list.refine(
      (items) => items.every(isAddressOrCidr),
      "must be a comma-separated list of IP addresses or CIDR ranges (not /0: that allows everyone)",
    ),
    METRICS_TOKEN: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      "must be at least 32 characters (e.g. `openssl rand -hex 32`), or empty for no token",
    ),
  })
  .superRefine((e, context) => {
    if (e.WEBHOOK_URL !== undefined) {
      const problem = webhookUrlProblem(e.WEBHOOK_URL, e.NODE_ENV);
      if (problem) context.addIssue({ code: "custom", path: ["WEBHOOK_URL"], message: problem });
      if (e.WEBHOOK_SECRET === undefined)
        context.addIssue({
          code: "custom",
          path: ["WEBHOOK_SECRET"],
          message: "is required when WEBHOOK_URL is set (at least 32 random characters)",
        });
    }
    if (e.WEBHOOK_SECRET !== undefined && e.WEBHOOK_SECRET.length < 32)
      context.addIssue({
        code: "custom",
        path: ["WEBHOOK_SECRET"],
        message: "must be at least 32 characters",
      });
    if (isSameOrInside(e.BACKUP_DIR, e.DATA_DIR))
      context.addIssue({
        code: "custom",
        path: ["BACKUP_DIR"],
        message: "must be outside DATA_DIR (a backup must survive the loss of DATA_DIR)",
      });
  });

/** Whether path `inner` is `outer` or inside it (both resolved against the working directory). */
function isSameOrInside(inner: string, outer: string): boolean {
  const relation = relative(resolve(outer), resolve(inner));
  return relation === "" || (relation !== ".." && !relation.startsWith(`..${sep}`) && !isAbsolute(relation));
}

export type Env = Record<string, string | undefined>;

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Where the embedded database, the .eml files and generated secrets live. */
  dataDir: string;
  /** The prerendered site (build/client; its scheduled editions in build/scheduled). */
  staticDir: string;
  /** The day the site is served for (SITE_DATE, tests only); undefined: today in India. */
  siteDate: string | undefined;
  /** A postgres:// address switches the database to PostgreSQL; undefined means SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** undefined: mail is written as .eml files under dataDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The office address that receives enquiries. */
  mailTo: string;
  rateLimitFormsPerMinute: number;
  /** GET /api/slots and the manage link's reads per client IP per minute. */
  rateLimitSlotsPerMinute: number;
  /** Milliseconds a free-time answer is served again while this instance changed nothing (docs/bookings.md). */
  slotsCacheMs: number;
  rateLimitEventsPerMinute: number;
  /** Staff sign-in requests per client IP per minute, on top of the throttle's growing delays. */
  rateLimitSignInPerMinute: number;
  /** Addresses or CIDR ranges of reverse proxies whose X-Forwarded-* headers we believe. */
  trustProxy: string[];
  /** Other origins allowed to call the API; empty means same origin only. */
  corsOrigins: string[];
  analyticsEnabled: boolean;
  analyticsRetentionDays: number;
  /** Google Analytics 4 measurement id; undefined (the default) keeps the site free of third parties. */
  ga4MeasurementId: string | undefined;
  /** Secret mixed into the daily IP hash; undefined means generated once and kept in dataDir. */
  ipHashSecret: string | undefined;
  outboxPollMs: number;
  /** Attempts a mail gets at least before it may be marked dead (see outboxRetryHours). */
  outboxMaxAttempts: number;
  /** Signs staff session cookies; undefined means generated once and kept in dataDir. */
  staffAuthSecret: string | undefined;
  /** The staff console's built single-page app, served under /staff. */
  consoleDir: string;
  /** Enquiries (any status) not touched for this many months are anonymised by the retention job. */
  staffRetentionMonths: number;
  /** The site's own origin (https://www.example.com); undefined: the request's own host (docs/server.md). */
  siteOrigin: string | undefined;
  /**
   * New enquiries (likely duplicates and refused ones not counted) per UTC day, all clients together; past
   * it a sender seen today is refused (503) and a new one must solve a challenge (docs/enquiries.md).
   */
  enquiriesPerDay: number;
  /** Enquiries stored per UTC day from one email address or one phone number; past it 429. */
  enquiriesPerSenderPerDay: number;
  /** New enquiries per UTC day from one network (/24, /64) before its forms must solve a challenge. */
  enquiriesPerNetworkPerDay: number;
  /** New enquiries in the last hour, site-wide, before every form must solve a challenge; 0: always. */
  enquiryChallengePerHour: number;
  /** Signs the forms' proof-of-work challenges; undefined means generated once and kept in dataDir. */
  enquiryChallengeSecret: string | undefined;
  /** Signs the reschedule and cancel links of booked meetings; undefined means generated once and kept in dataDir. */
  bookingTokenSecret: string | undefined;
  /** Single staff mails sent per day (UTC); past it the enquiries go out in digests. */
  mailPerDay: number;
  /** Past mailPerDay: at most one digest mail per interval of this many minutes of the UTC day. */
  mailDigestMinutes: number;
  /** Enquiries one digest mail carries at most. */
  mailDigestMax: number;
  /** Office minutes a new enquiry may wait for its first contact before the admins are told. */
  escalateAfterMinutes: number;
  /** Enquiries waiting for the database at once; past it the forms answer 503 at once. */
  enquiryQueueMax: number;
  /**
   * The same form from the same email or phone within this many minutes is a likely duplicate: stored and
   * marked, not mailed again (docs/enquiries.md). 0: no such check.
   */
  enquiryDuplicateMinutes: number;
  /** A mail is retried for at least this long (and outboxMaxAttempts times) before it is marked dead. */
  outboxRetryHours: number;
  /** Whole request, headers and body, from the first byte. */
  requestTimeoutMs: number;
  /** Request headers, from the first byte. */
  headersTimeoutMs: number;
  /** A socket with no traffic at all is closed after this long. */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** After a shutdown signal, how long requests in flight may take; then every socket is closed. */
  shutdownTimeoutMs: number;
  /** How long a result of GET /api/ready is reused. */
  readyCacheMs: number;
  /** GET /api/ready calls per client per minute. */
  readyRateLimitPerMinute: number;
  // Analytics store and its limits (docs/analytics.md).
  /** PostgreSQL for the analytics store (schema `analytics`); undefined: beside the main database. */
  analyticsDatabaseUrl: string | undefined;
  /** Site-wide caps on stored events (per server process). */
  analyticsEventsPerMinute: number;
  analyticsEventsPerDay: number;
  /** Most events stored per session id and UTC day. */
  analyticsEventsPerSession: number;
  /** Events are not stored while the data volume has less free space than this, or than the percentage. */
  analyticsMinFreeDiskMb: number;
  analyticsMinFreeDiskPercent: number;
  /** Where each enquiry is also posted as signed JSON (docs/enquiries.md); undefined: no webhook. */
  webhookUrl: string | undefined;
  /** Signs the webhook calls (HMAC-SHA256); set whenever webhookUrl is. */
  webhookSecret: string | undefined;
  // Backups of the SQLite databases (docs/backups.md).
  /** Where `npm run backup` and the server's schedule write backups (outside dataDir). */
  backupDir: string;
  /** The server backs the SQLite databases up this often; 0: never (`npm run backup` from cron instead). */
  backupEveryHours: number;
  /** The rotation: the newest backup of each of this many days, and of this many weeks. */
  backupKeepDaily: number;
  backupKeepWeekly: number;
  /** Run after each backup with the file's path (no shell), to copy it off the machine; undefined: none. */
  backupAfterCommand: string | undefined;
  // Exchange rates (docs/country-data.md, "Exchange rates").
  /** The European Central Bank's daily reference-rate XML, or a copy of it. */
  ratesUrl: string;
  /** The server fetches RATES_URL this often; 0: never (the rates built into the site stay). */
  ratesRefreshHours: number;
  // GET /metrics (docs/server.md, "Metrics").
  /** Addresses or CIDR ranges, besides this machine's loopback, that may read the metrics. */
  metricsAllow: string[];
  /** A caller sending `Authorization: Bearer <this>` may read the metrics from anywhere; undefined: none. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Retention settings shorter than the privacy notice states: allowed (visitors' data goes sooner than
 * promised), but the notice is then inaccurate, so the server warns at start until it is rebuilt.
 */
export function retentionNoticeWarnings(config: Config): string[] {
  return retentionMismatches(config).map(
    (m) =>
      `${m.variable} is ${m.configured} ${m.unit} but the privacy notice (/privacy) states ${m.stated}: change statedRetention in contract/retention.ts and rebuild so that the notice is accurate`,
  );
}

/** Parses an environment (pure: pass `process.env` or a test's object). Throws a ConfigError listing every problem. */
export function loadConfig(env: Env): Config {
  // An empty variable (`PORT=` in a .env file) means "use the default".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  // One variable can switch GA4 on for the build (Vite reads VITE_*) and for the server's CSP.
  given.GA4_MEASUREMENT_ID ??= given.VITE_GA4_MEASUREMENT_ID;
  const result = envSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const value = env[name];
      const shown = value === undefined || /SECRET|PASSWORD|URL|TOKEN/.test(name) ? "" : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const e = result.data;
  // A deployment states NODE_ENV=production (deploy/study-abroad-site.env): there the site's day is the real one.
  if (e.SITE_DATE !== undefined && given.NODE_ENV === "production") {
    throw new ConfigError([
      `SITE_DATE: is for tests and refused with NODE_ENV=production; remove it (got "${e.SITE_DATE}")`,
    ]);
  }
  // Keeping data longer than the privacy notice tells visitors would break its promise: refuse.
  const longer = retentionMismatches({
    staffRetentionMonths: e.STAFF_RETENTION_MONTHS,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
  }).filter((mismatch) => mismatch.configured > mismatch.stated);
  if (longer.length > 0) {
    throw new ConfigError(
      longer.map(
        (m) =>
          `${m.variable}: the privacy notice (/privacy) tells visitors ${m.stated} ${m.unit}; set at most that, or change statedRetention in contract/retention.ts and rebuild (got "${m.configured}")`,
      ),
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    staticDir: e.STATIC_DIR,
    siteDate: e.SITE_DATE,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailTo: e.MAIL_TO,
    rateLimitFormsPerMinute: e.RATE_LIMIT_FORMS_PER_MINUTE,
    rateLimitSlotsPerMinute: e.RATE_LIMIT_SLOTS_PER_MINUTE,
    slotsCacheMs: e.SLOTS_CACHE_MS,
    rateLimitEventsPerMinute: e.RATE_LIMIT_EVENTS_PER_MINUTE,
    rateLimitSignInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    analyticsEnabled: e.ANALYTICS_ENABLED,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    ga4MeasurementId: e.GA4_MEASUREMENT_ID,
    ipHashSecret: e.IP_HASH_SECRET,
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    staffAuthSecret: e.STAFF_AUTH_SECRET,
    consoleDir: e.CONSOLE_DIR,
    staffRetentionMonths: e.STAFF_RETENTION_MONTHS,
    siteOrigin: e.SITE_ORIGIN,
    enquiriesPerDay: e.ENQUIRIES_PER_DAY,
    enquiriesPerSenderPerDay: e.ENQUIRIES_PER_SENDER_PER_DAY,
    enquiriesPerNetworkPerDay: e.ENQUIRIES_PER_NETWORK_PER_DAY,
    enquiryChallengePerHour: e.ENQUIRY_CHALLENGE_PER_HOUR,
    enquiryChallengeSecret: e.ENQUIRY_CHALLENGE_SECRET,
    bookingTokenSecret: e.BOOKING_TOKEN_SECRET,
    mailPerDay: e.MAIL_PER_DAY,
    mailDigestMinutes: e.MAIL_DIGEST_MINUTES,
    mailDigestMax: e.MAIL_DIGEST_MAX,
    escalateAfterMinutes: e.ESCALATE_AFTER_MINUTES,
    enquiryQueueMax: e.ENQUIRY_QUEUE_MAX,
    enquiryDuplicateMinutes: e.ENQUIRY_DUPLICATE_MINUTES,
    outboxRetryHours: e.OUTBOX_RETRY_HOURS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // Node refuses a header timeout longer than the request timeout.
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    readyCacheMs: e.READY_CACHE_MS,
    readyRateLimitPerMinute: e.READY_RATE_LIMIT_PER_MINUTE,
    analyticsDatabaseUrl: e.ANALYTICS_DATABASE_URL,
    analyticsEventsPerMinute: e.ANALYTICS_EVENTS_PER_MINUTE,
    analyticsEventsPerDay: e.ANALYTICS_EVENTS_PER_DAY,
    analyticsEventsPerSession: e.ANALYTICS_EVENTS_PER_SESSION,
    analyticsMinFreeDiskMb: e.ANALYTICS_MIN_FREE_DISK_MB,
    analyticsMinFreeDiskPercent: e.ANALYTICS_MIN_FREE_DISK_PERCENT,
    webhookUrl: e.WEBHOOK_URL,
    webhookSecret: e.WEBHOOK_SECRET,
    backupDir: e.BACKUP_DIR,
    backupEveryHours: e.BACKUP_EVERY_HOURS,
    backupKeepDaily: e.BACKUP_KEEP_DAILY,
    backupKeepWeekly: e.BACKUP_KEEP_WEEKLY,
    backupAfterCommand: e.BACKUP_AFTER_COMMAND,
    ratesUrl: e.RATES_URL,
    ratesRefreshHours: e.RATES_REFRESH_HOURS,
    metricsAllow: e.METRICS_ALLOW,
    metricsToken: e.METRICS_TOKEN,
  };
}
