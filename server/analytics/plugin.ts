/**
 * First-party analytics on the server (docs/analytics.md): opens the analytics store (apart from the
 * enquiries' database), turns validated events into rows (server time, daily IP hash, coarse geolocation
 * from offline databases), writes them in batches, and deletes events older than
 * ANALYTICS_RETENTION_DAYS. Events over the site-wide caps, or while the data volume is low on free space,
 * are dropped and counted (the visitor still gets 204). The IP databases load in the background after start.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AnalyticsEvent } from "#contract/events";
import { openAnalyticsDatabase, type Database } from "../db/database.ts";
import type { AnalyticsSchema } from "../db/schema.ts";
import { createDiskGuard, type DiskGuard } from "./disk-space.ts";
import { createEventBudget } from "./event-budget.ts";
import { createEventWriter, type EventWriter } from "./event-writer.ts";
import { createEventsRepository, type EventRow, type EventsRepository } from "./events-repository.ts";
import { emptyGeo, openGeolocator, type GeoFields, type Geolocator } from "./geolocation.ts";
import { createIpHasher, loadIpHashSecret, utcDay, type IpHasher } from "./ip-hash.ts";
import { moveLegacyEvents } from "./legacy-events-repository.ts";
import { storedReferrer, storedUtm } from "./stored-text.ts";

/** Why events were not stored. */
export type DropCounts = Partial<
  Record<"minuteCap" | "dayCap" | "sessionCap" | "lowDisk" | "queueFull" | "refused" | "writeFailed", number>
>;

export interface Analytics {
  enabled: boolean;
  /** The analytics store (its own SQLite file or PostgreSQL schema). */
  store: Database<AnalyticsSchema>;
  repository: EventsRepository;
  /** Stores a validated batch from one client address (or drops it, counted, when over a cap). */
  record(events: readonly AnalyticsEvent[], ip: string): Promise<void>;
  /** Waits until everything recorded so far is in the database. */
  flush(): Promise<void>;
  /** Deletes events past the retention period; returns how many. */
  purgeExpired(now?: Date): Promise<number>;
  /** Events dropped since the server started, per reason. */
  dropped(): DropCounts;
  /** Events written to the store since the server started. */
  stored(): number;
}

declare module "fastify" {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;
/** How often dropped events are summed up in one log line (at most). */
const DROP_LOG_EVERY_MS = 60_000;
/** A browser clock further ahead than this is not believed: the server's time is stored instead. */
const MAX_CLOCK_AHEAD_MS = DAY_MS;
const MB = 1024 * 1024;

/** One load of the IP databases per process, shared by every app instance (tests build many). */
let sharedGeolocator: Promise<Geolocator> | undefined;
export function geolocator(): Promise<Geolocator> {
  sharedGeolocator ??= openGeolocator();
  return sharedGeolocator;
}

export function toRow(event: AnalyticsEvent, ipHash: string, geo: GeoFields, receivedAt: Date): EventRow {
  const occurredAt = event.ts > receivedAt.getTime() + MAX_CLOCK_AHEAD_MS ? receivedAt : new Date(event.ts);
  const view = event.type === "page_view" ? event : undefined;
  return {
    id: randomUUID(),
    type: event.type,
    session_id: event.session,
    path: event.path,
    occurred_at: occurredAt.toISOString(),
    received_at: receivedAt.toISOString(),
    title: view?.title ?? null,
    referrer: storedReferrer(view?.referrer),
    utm_source: storedUtm(view?.utm?.source),
    utm_medium: storedUtm(view?.utm?.medium),
    utm_campaign: storedUtm(view?.utm?.campaign),
    utm_term: storedUtm(view?.utm?.term),
    utm_content: storedUtm(view?.utm?.content),
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

/** Milliseconds from `now` to the start of the next UTC day. */
const untilNextUtcDay = (now: Date) => DAY_MS - (now.getTime() % DAY_MS);

async function analyticsPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const store = await openAnalyticsDatabase({
    databaseUrl: config.databaseUrl,
    analyticsDatabaseUrl: config.analyticsDatabaseUrl,
    dataDir: config.dataDir,
  });
  // onClose hooks run in reverse order of registration: the store closes after the writer's last batch.
  app.addHook("onClose", async () => {
    await store.close();
  });
  app.log.info({ dialect: store.dialect, location: store.location }, "Analytics store ready");
  try {
    const moved = await moveLegacyEvents(app.database, store);
    if (moved > 0)
      app.log.info({ moved }, "Analytics events moved from the main database to the analytics store");
  } catch (error) {
    app.log.warn(
      { err: error },
      "Could not move old analytics events to the analytics store (tried again at the next start)",
    );
  }

  const repository = createEventsRepository(store, app.database);
  const enabled = config.analyticsEnabled;
  const pending = new Set<Promise<void>>();
  const budget = createEventBudget({
    perMinute: config.analyticsEventsPerMinute,
    perDay: config.analyticsEventsPerDay,
    perSession: config.analyticsEventsPerSession,
  });
  const disk: DiskGuard = createDiskGuard({
    dir: config.dataDir,
    minFreeBytes: config.analyticsMinFreeDiskMb * MB,
    minFreePercent: config.analyticsMinFreeDiskPercent,
  });
  const droppedTotal: DropCounts = {};
  let storedTotal = 0;
  let droppedSinceLog: DropCounts = {};
  const countDrop = (reason: keyof DropCounts, events: number) => {
    droppedTotal[reason] = (droppedTotal[reason] ?? 0) + events;
    droppedSinceLog[reason] = (droppedSinceLog[reason] ?? 0) + events;
  };
  const takeBudgetDrops = () => {
    for (const [reason, events] of Object.entries(budget.takeDropped())) {
      countDrop(reason as keyof DropCounts, events);
    }
  };
  const logDrops = () => {
    takeBudgetDrops();
    if (Object.keys(droppedSinceLog).length === 0) return;
    app.log.warn(
      { dropped: droppedSinceLog },
      "Analytics events dropped (site-wide caps, disk space or queue)",
    );
    droppedSinceLog = {};
  };

  let writer: EventWriter | undefined;
  let hasher: IpHasher | undefined;
  if (enabled) {
    hasher = createIpHasher(await loadIpHashSecret(config.ipHashSecret, config.dataDir), repository);
    writer = createEventWriter({
      repository,
      logger: app.log,
      onDropped: countDrop,
      onStored: (rows) => {
        storedTotal += rows;
      },
    });
  }

  // Low free space on the data volume: analytics stops storing; /api/ready warns.
  const { low: lowAtStart } = await disk.refresh();
  let lowReported = lowAtStart;
  if (lowAtStart)
    app.log.warn({ dataDir: config.dataDir }, "Low free disk space: analytics events are not stored");
  // A report, not a check: enquiries keep working on low space, so a load balancer must keep routing here.
  app.readiness.report("disk-space", async () => {
    const { low, space } = await disk.refresh();
    const freeMb = Math.floor(space.free / MB);
    return {
      warning: low
        ? `${freeMb} MB free on the data volume, below ANALYTICS_MIN_FREE_DISK_MB or ANALYTICS_MIN_FREE_DISK_PERCENT: analytics events are not stored`
        : undefined,
      details: { freeMb, low },
    };
  });

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
    store,
    repository,
    record(events, ip) {
      if (!writer || !hasher) return Promise.resolve();
      const low = disk.low();
      if (low !== lowReported) {
        lowReported = low;
        if (low)
          app.log.warn({ dataDir: config.dataDir }, "Low free disk space: analytics events are not stored");
        else app.log.info("Free disk space back above the threshold: analytics events are stored again");
      }
      if (low) {
        countDrop("lowDisk", events.length);
        return Promise.resolve();
      }
      const admitted = budget.admit(events);
      if (admitted.length === 0) return Promise.resolve();
      const receivedAt = new Date();
      const hash = hasher;
      const work = Promise.all([hash(ip, receivedAt), lookup(ip)]).then(([ipHash, geo]) =>
        writer?.add(admitted.map((e) => toRow(e, ipHash, geo, receivedAt))),
      );
      pending.add(work);
      // The caller handles the failure; this copy only forgets the work (and must not be left rejected).
      void work.catch(() => {}).finally(() => pending.delete(work));
      return work;
    },
    async flush() {
      // A batch that could not be recorded (its caller was told) does not stop the others.
      await Promise.allSettled(pending);
      await writer?.flush();
    },
    purgeExpired,
    dropped() {
      takeBudgetDrops();
      return { ...droppedTotal };
    },
    stored: () => storedTotal,
  };
  app.decorate("analytics", analytics);

  if (!enabled) return;
  let retentionTimer: NodeJS.Timeout | undefined;
  let dropLogTimer: NodeJS.Timeout | undefined;
  let saltTimer: NodeJS.Timeout | undefined;
  // The IP hash's salts of past days are deleted as soon as their day is over.
  const deleteOldSalts = () =>
    repository
      .deleteIpHashSaltsBefore(utcDay(new Date()))
      .catch((error: unknown) =>
        app.log.warn({ err: error }, "Could not delete the IP hash salts of past days"),
      );
  const scheduleSaltDeletion = () => {
    saltTimer = setTimeout(
      () => {
        void deleteOldSalts();
        scheduleSaltDeletion();
      },
      untilNextUtcDay(new Date()) + 1000,
    ).unref();
  };
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
    dropLogTimer = setInterval(logDrops, DROP_LOG_EVERY_MS).unref();
    await deleteOldSalts();
    scheduleSaltDeletion();
  });
  app.addHook("onClose", async () => {
    clearInterval(retentionTimer);
    clearInterval(dropLogTimer);
    clearTimeout(saltTimer);
    await Promise.all(pending);
    await writer?.close();
    logDrops();
  });
}

export default fp(analyticsPlugin, { name: "analytics", dependencies: ["database", "readiness"] });
