/**
 * First-party analytics on the server (D9, issue 7): turns validated events into rows (server time, IP
 * hash rotated daily, coarse geolocation from offline databases), writes them in batches, and deletes
 * events older than ANALYTICS_RETENTION_DAYS. The IP databases load in the background after start.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AnalyticsEvent } from "#contract/events";
import { createEventWriter, type EventWriter } from "./event-writer.ts";
import { createEventsRepository, type EventRow, type EventsRepository } from "./events-repository.ts";
import { emptyGeo, openGeolocator, type GeoFields, type Geolocator } from "./geolocation.ts";
import { createIpHasher, loadIpHashSecret, type IpHasher } from "./ip-hash.ts";

export interface Analytics {
  enabled: boolean;
  repository: EventsRepository;
  /** Stores a validated batch from one client address. */
  record(events: readonly AnalyticsEvent[], ip: string): Promise<void>;
  /** Waits until everything recorded so far is in the database. */
  flush(): Promise<void>;
  /** Deletes events past the retention period; returns how many. */
  purgeExpired(now?: Date): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;
/** A browser clock further ahead than this is not believed: the server's time is stored instead. */
const MAX_CLOCK_AHEAD_MS = DAY_MS;

/** One load of the IP databases per process, shared by every app instance (tests build many). */
let sharedGeolocator: Promise<Geolocator> | undefined;
export function geolocator(): Promise<Geolocator> {
  sharedGeolocator ??= openGeolocator();
  return sharedGeolocator;
}

export function toRow(event: AnalyticsEvent, ipHash: string, geo: GeoFields, receivedAt: Date): EventRow {
  const occurredAt = event.ts > receivedAt.getTime() + MAX_CLOCK_AHEAD_MS ? receivedAt : new Date(event.ts);
  return {
    id: randomUUID(),
    type: event.type,
    session_id: event.session,
    path: event.path,
    occurred_at: occurredAt.toISOString(),
    received_at: receivedAt.toISOString(),
    title: event.type === "page_view" ? (event.title ?? null) : null,
    referrer: event.type === "page_view" ? (event.referrer ?? null) : null,
    utm_source: event.type === "page_view" ? (event.utm?.source ?? null) : null,
    utm_medium: event.type === "page_view" ? (event.utm?.medium ?? null) : null,
    utm_campaign: event.type === "page_view" ? (event.utm?.campaign ?? null) : null,
    utm_term: event.type === "page_view" ? (event.utm?.term ?? null) : null,
    utm_content: event.type === "page_view" ? (event.utm?.content ?? null) : null,
    percent: event.type === "scroll_depth" ? event.percent : null,
    seconds: event.type === "session_duration" ? event.seconds : null,
    label: event.type === "button_click" ? event.label : null,
    target: event.type === "button_click" ? (event.target ?? null) : null,
    ip_hash: ipHash,
    city: geo.city,
    region: geo.region,
    country_code: geo.countryCode,
    country_name: geo.countryName,
    postal: geo.postal,
    latitude: geo.latitude,
    longitude: geo.longitude,
    org: geo.org,
    asn: geo.asn,
    network: geo.network,
  };
}

async function analyticsPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const repository = createEventsRepository(app.database);
  const enabled = config.analyticsEnabled;
  const pending = new Set<Promise<void>>();
  let writer: EventWriter | undefined;
  let hasher: IpHasher | undefined;

  if (enabled) {
    hasher = createIpHasher(await loadIpHashSecret(config.ipHashSecret, config.dataDir));
    writer = createEventWriter({ repository, logger: app.log });
  }

  const lookup = async (ip: string): Promise<GeoFields> => {
    try {
      return (await geolocator()).lookup(ip);
    } catch (error) {
      app.log.warn({ err: error }, "IP geolocation unavailable");
      return emptyGeo;
    }
  };

  const purgeExpired = async (now = new Date()) => {
    const cutoff = new Date(now.getTime() - config.analyticsRetentionDays * DAY_MS);
    const deleted = await repository.deleteReceivedBefore(cutoff);
    if (deleted > 0) app.log.info({ deleted }, "Expired analytics events deleted");
    return deleted;
  };

  const analytics: Analytics = {
    enabled,
    repository,
    record(events, ip) {
      if (!writer || !hasher) return Promise.resolve();
      const receivedAt = new Date();
      const ipHash = hasher(ip, receivedAt);
      const work = lookup(ip).then((geo) =>
        writer?.add(events.map((e) => toRow(e, ipHash, geo, receivedAt))),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return work;
    },
    async flush() {
      await Promise.all(pending);
      await writer?.flush();
    },
    purgeExpired,
  };
  app.decorate("analytics", analytics);

  if (!enabled) return;
  let retentionTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    // Load the IP databases now, in the background, rather than on the first event (tests load them
    // only when they post events: a few seconds of CPU per test file otherwise).
    if (config.nodeEnv !== "test") {
      void geolocator().catch((error: unknown) => app.log.warn({ err: error }, "IP geolocation unavailable"));
    }
    const runRetention = () =>
      purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, "Analytics retention failed"));
    void runRetention();
    retentionTimer = setInterval(runRetention, RETENTION_EVERY_MS).unref();
  });
  // onClose hooks run in reverse order of registration: this one before the database closes.
  app.addHook("onClose", async () => {
    clearInterval(retentionTimer);
    await Promise.all(pending);
    await writer?.close();
  });
}

export default fp(analyticsPlugin, { name: "analytics", dependencies: ["database"] });
