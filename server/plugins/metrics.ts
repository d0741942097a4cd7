/**
 * `GET /metrics`: the server's metrics in Prometheus's text format (docs/server.md, "Metrics";
 * docs/deploy.md, "Keeping an eye on it"), made with prom-client.
 *
 * - Requests: `http_request_duration_seconds{method, route, status_code}`, a histogram whose `_count` is
 *   the number of requests. `route` is the pattern of the route that ran (`/about`,
 *   `/api/staff/enquiries/:id`), never the URL a client sent (whose query string and unknown paths have no
 *   bound): a request that matched no route is `unmatched`.
 * - What the features count as they work (`app.metrics`): enquiries stored and refused by reason, and the
 *   database's unavailable answers by reason.
 * - What is read when Prometheus asks (nothing is added to the work of the features): the outbox (mail
 *   and webhook calls waiting, retrying, dead, and how long the oldest has waited), analytics events
 *   stored and dropped by reason, and the newest backup's age and the last run's outcome (SQLite only).
 * - The process (prom-client's default metrics: CPU, memory, event-loop lag, handles), shared by every app
 *   in the process.
 *
 * Counts of the business (enquiries, mail) are nobody else's: the endpoint answers only a caller allowed
 * by `metricsAccessRule`; to anyone else it does not exist (the site's ordinary 404 answer).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { EnquiryKind } from "#contract/enquiry";
import { listBackups, readBackupStatus } from "../backup/backup.ts";
import type { OutboxKind } from "../db/schema.ts";
import type { DropCounts } from "../analytics/plugin.ts";
import { isLocalCaller } from "./health.ts";

export const metricsPath = "/metrics";

/** Why an enquiry was not stored as a new one (`site_enquiries_refused_total{reason}`). */
export const enquiryRefusalReasons = [
  /** The body, its media type or its Idempotency-Key is not valid (400, 413, 415). */
  "invalid",
  /** Too many enquiries from one client address this minute (429). */
  "rate_limit",
  /** Too many enquiries today from the same email or phone (429). */
  "sender_limit",
  /** A challenge is needed and none was sent (428). */
  "challenge_required",
  /** A challenge is needed and the one sent is not a valid solution (428). */
  "challenge_failed",
  /** The site-wide daily cap is reached for a sender seen today (503). */
  "daily_cap",
  /** The database could not take the enquiry in time (503). */
  "database_unavailable",
  /** The hidden field was filled: answered as accepted, nothing stored. */
  "honeypot",
  /** Stored and marked as a likely duplicate, not mailed (answered as accepted). */
  "duplicate",
  /** The Idempotency-Key was used before for another enquiry (422). */
  "idempotency_conflict",
  /** Another answer (a 403 from another site, an error). */
  "other",
] as const;
export type EnquiryRefusalReason = (typeof enquiryRefusalReasons)[number];

const enquiryKinds: readonly EnquiryKind[] = ["contact", "service", "callback"];
const outboxKinds: readonly OutboxKind[] = ["mail", "webhook"];

/** Analytics drop reasons as metric labels. */
const dropReasons: Record<keyof Required<DropCounts>, string> = {
  minuteCap: "minute_cap",
  dayCap: "day_cap",
  sessionCap: "session_cap",
  lowDisk: "low_disk",
  queueFull: "queue_full",
  refused: "refused",
  writeFailed: "write_failed",
};

export interface Metrics {
  registry: Registry;
  /** New enquiries stored (and mailed to the office). */
  enquiryStored(form: EnquiryKind): void;
  enquiryRefused(form: EnquiryKind, reason: EnquiryRefusalReason): void;
  /** An answer 503 because the database could not take the request (`reason`: server/db/errors.ts). */
  databaseUnavailable(reason: string): void;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Who may read the metrics, besides a local caller. */
export interface MetricsAccess {
  /** METRICS_ALLOW: addresses and CIDR ranges. */
  allow: readonly string[];
  /** METRICS_TOKEN: a caller sending `Authorization: Bearer <token>` may read them from anywhere. */
  token: string | undefined;
  /** TRUST_PROXY: proxies whose report of the client's address is believed. */
  trustProxy: readonly string[];
}

/** `::ffff:192.0.2.1` is 192.0.2.1. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** A BlockList of addresses and CIDR ranges (as validated in server/config.ts). */
function addressList(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether a request may read the metrics:
 *
 * - with `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time), from anywhere;
 * - from this machine with no proxy in between (a loopback address and no forwarding header: the reverse
 *   proxy runs on this machine too, so a request it forwards comes from loopback but carries
 *   `X-Forwarded-For`);
 * - from an address in METRICS_ALLOW: the connection's own address, or, for a request forwarded by a
 *   proxy in TRUST_PROXY, the client's address that proxy reports in `X-Forwarded-For`. A forwarded
 *   request from any other peer is refused: its headers say who knows whom.
 */
export function metricsAccessRule(access: MetricsAccess): (request: FastifyRequest) => boolean {
  const allowed = addressList(access.allow);
  const trustedProxy = addressList(access.trustProxy);
  const token = access.token === undefined ? undefined : digest(access.token);
  return (request) => {
    const authorization = request.headers.authorization;
    if (token && authorization !== undefined) {
      const [scheme = "", given = ""] = authorization.split(" ");
      // Both sides hashed to the same length: the comparison takes the same time whatever was sent.
      if (scheme.toLowerCase() === "bearer" && timingSafeEqual(digest(given), token)) return true;
    }
    if (isLocalCaller(request)) return true;
    const { headers } = request;
    const forwarded =
      headers["x-forwarded-for"] !== undefined ||
      headers.forwarded !== undefined ||
      headers["x-real-ip"] !== undefined;
    const peer = request.socket.remoteAddress;
    if (!forwarded) return allowed(peer);
    // Fastify reads the client's address from X-Forwarded-For of a TRUST_PROXY peer (request.ip).
    if (!trustedProxy(peer) || headers["x-forwarded-for"] === undefined) return false;
    return allowed(request.ip);
  };
}

/** prom-client's process metrics: one set per process, however many apps it builds (tests build many). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A reason code of server/db/errors.ts as a label: codes only, so the label's values stay few. */
function reasonLabel(reason: string): string {
  return /^[A-Za-z0-9_-]{1,40}$/.test(reason) ? reason : "other";
}

const secondsSince = (iso: string | null, now: number) =>
  iso === null ? 0 : Math.max(0, (now - new Date(iso).getTime()) / 1000);

async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const registry = new Registry();
  const register = [registry];

  // Requests, by the route that ran.
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer requests, by method, route pattern and status; _count counts the requests.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: register,
  });
  app.addHook("onResponse", async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  // Counted by the features as they work.
  const stored = new Counter({
    name: "site_enquiries_stored_total",
    help: "New enquiries stored and queued for the office, by form.",
    labelNames: ["form"] as const,
    registers: register,
  });
  const refused = new Counter({
    name: "site_enquiries_refused_total",
    help: "Enquiries not stored as new ones, by form and reason (duplicate: stored, marked and not mailed).",
    labelNames: ["form", "reason"] as const,
    registers: register,
  });
  for (const form of enquiryKinds) {
    stored.inc({ form }, 0);
    for (const reason of enquiryRefusalReasons) refused.inc({ form, reason }, 0);
  }
  const unavailable = new Counter({
    name: "site_database_unavailable_total",
    help: "Answers 503 because the database could not take the request in time, by reason.",
    labelNames: ["reason"] as const,
    registers: register,
  });

  // Read when Prometheus asks. A source that cannot be read is counted, and its metrics left out.
  const collectErrors = new Counter({
    name: "site_metrics_read_errors_total",
    help: "Scrapes that could not read a source (outbox, backups); its metrics are missing from that scrape.",
    labelNames: ["source"] as const,
    registers: register,
  });
  /**
   * One read of a source sets several gauges. A registry collects its metrics all at once, so each of them
   * waits for the same read: the first to ask starts it, the others join it.
   */
  const shared = (source: string, read: () => Promise<void>, gauges: () => Gauge[]) => {
    let running: Promise<void> | undefined;
    const readOnce = async () => {
      try {
        await read();
      } catch (error) {
        for (const gauge of gauges()) gauge.reset();
        collectErrors.inc({ source });
        app.log.warn({ err: error, source }, "Metrics: could not read a source");
      }
    };
    return () => {
      running ??= readOnce().finally(() => {
        running = undefined;
      });
      return running;
    };
  };

  const outboxGauge = (name: string, help: string) =>
    new Gauge({
      name,
      help,
      labelNames: ["kind"] as const,
      registers: register,
      collect: () => readOutbox(),
    });
  const outboxPending = outboxGauge(
    "site_outbox_pending",
    "Staff mail (kind mail) and webhook calls waiting.",
  );
  const outboxRetrying = outboxGauge(
    "site_outbox_retrying",
    "Waiting rows whose last attempt failed (they are tried again later).",
  );
  const outboxDead = outboxGauge("site_outbox_dead", "Rows given up on (see npm run leads -- status).");
  const outboxOldest = outboxGauge(
    "site_outbox_oldest_pending_age_seconds",
    "How long the oldest waiting row has waited; 0 when none waits.",
  );
  const readOutbox = shared(
    "outbox",
    async () => {
      const stats = await app.outbox.stats();
      const now = Date.now();
      for (const kind of outboxKinds) {
        outboxPending.set({ kind }, stats[kind].pending);
        outboxRetrying.set({ kind }, stats[kind].retrying);
        outboxDead.set({ kind }, stats[kind].dead);
        outboxOldest.set({ kind }, secondsSince(stats[kind].oldestPendingAt, now));
      }
    },
    () => [outboxPending, outboxRetrying, outboxDead, outboxOldest],
  );

  // The analytics plugin keeps its totals since the start; these report them.
  new Counter({
    name: "site_analytics_events_stored_total",
    help: "Analytics events written to the analytics store since the start.",
    registers: register,
    collect() {
      this.reset();
      this.inc(app.analytics.stored());
    },
  });
  new Counter({
    name: "site_analytics_events_dropped_total",
    help: "Analytics events not stored since the start, by reason (caps, low disk, queue, write failed).",
    labelNames: ["reason"] as const,
    registers: register,
    collect() {
      const dropped = app.analytics.dropped();
      this.reset();
      for (const [key, reason] of Object.entries(dropReasons))
        this.inc({ reason }, dropped[key as keyof DropCounts] ?? 0);
    },
  });

  // Backups are the server's own on SQLite only; PostgreSQL is backed up with pg_dump (docs/backups.md).
  if (!config.databaseUrl) {
    const backupGauge = (name: string, help: string) =>
      new Gauge({ name, help, registers: register, collect: () => readBackups() });
    const backupAge = backupGauge(
      "site_backup_age_seconds",
      "Age of the newest backup in BACKUP_DIR; +Inf when there is none.",
    );
    const backupSuccess = backupGauge(
      "site_backup_last_success",
      "1 when the last backup run made a backup, 0 when it failed; NaN before the first run.",
    );
    const afterCommandSuccess = backupGauge(
      "site_backup_after_command_success",
      "0 when BACKUP_AFTER_COMMAND failed after the last backup, else 1; NaN unless the last run made one.",
    );
    const readBackups = shared(
      "backups",
      async () => {
        const [[newest], status] = await Promise.all([
          listBackups(config.backupDir),
          readBackupStatus(config.backupDir),
        ]);
        backupAge.set(newest ? Math.max(0, (Date.now() - newest.at.getTime()) / 1000) : Infinity);
        // NaN: unknown (no run recorded yet), so that neither `== 0` nor `== 1` holds.
        backupSuccess.set(status ? Number(status.ok) : NaN);
        afterCommandSuccess.set(status?.ok ? Number(status.afterCommandError === undefined) : NaN);
      },
      () => [backupAge, backupSuccess, afterCommandSuccess],
    );
  }

  app.decorate<Metrics>("metrics", {
    registry,
    enquiryStored: (form) => stored.inc({ form }),
    enquiryRefused: (form, reason) => refused.inc({ form, reason }),
    databaseUnavailable: (reason) => unavailable.inc({ reason: reasonLabel(reason) }),
  });

  const mayRead = metricsAccessRule({
    allow: config.metricsAllow,
    token: config.metricsToken,
    trustProxy: config.trustProxy,
  });
  app.get(metricsPath, async (request, reply) => {
    // To anyone else the endpoint does not exist: the same answer as any unknown path.
    if (!mayRead(request)) return reply.callNotFound();
    const merged = Registry.merge([processMetrics(), registry]);
    const body = await merged.metrics();
    return reply.header("cache-control", "no-store").type(merged.contentType).send(body);
  });
}

export default fp(metricsPlugin, { name: "metrics" });
