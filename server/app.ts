/**
 * The server as a Fastify app: `buildApp(config)` builds it, `main.ts` starts it, tests call
 * `app.inject()` on it. Order matters: security headers first (every response carries them), then
 * shared plugins, then API routes, then the static site and its not-found handler.
 */
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { apiMessages, type ApiError } from "#contract/api";
import analyticsPlugin from "./analytics/plugin.ts";
import backupPlugin from "./backup/plugin.ts";
import type { Config } from "./config.ts";
import databasePlugin from "./db/plugin.ts";
import { isApiRequest } from "./lib/api-route.ts";
import outboxPlugin from "./mail/plugin.ts";
import corsPlugin from "./plugins/cors.ts";
import errorHandler, { statusOf } from "./plugins/error-handler.ts";
import securityHeaders, { baselineHeaders } from "./plugins/helmet.ts";
import rateLimitPlugin from "./plugins/rate-limit.ts";
import { OneLinePerRequest } from "./logger.ts";
import httpRules, { clientErrorHandler, isPathTooLong } from "./plugins/http-rules.ts";
import metricsPlugin from "./plugins/metrics.ts";
import readiness from "./plugins/readiness.ts";
import sameOrigin from "./plugins/same-origin.ts";
import figuresReport from "./plugins/figures-report.ts";
import exchangeRatesPlugin, { type ExchangeRatesOptions } from "./rates/plugin.ts";
import staticSite from "./plugins/static-site.ts";
import enquiryRoutes from "./enquiries/routes.ts";
import eventRoutes from "./analytics/routes.ts";
import healthRoutes from "./plugins/health.ts";
import staffPlugin from "./staff/plugin.ts";
import bookingPlugin from "./bookings/plugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** Logger settings; tests pass `false`. main.ts passes `loggerOptions(config)`. */
  logger?: FastifyServerOptions["logger"];
  /** The clock of what answers by the day (the staff console's figures to re-check); tests fix it. */
  now?: () => Date;
  /** The exchange rates' clock, fetch and timeout (tests inject them; server/rates/plugin.ts). */
  exchangeRates?: ExchangeRatesOptions;
  /** The booking API's clock (free times, reminders); tests pass a fixed one. Default: the system's. */
  bookingClock?: () => Date;
}

/** Default limit of a request body; a route may set its own `bodyLimit`. */
export const defaultBodyLimit = 16 * 1024;

export type App = FastifyInstance;

/**
 * Answers a request Fastify rejects before routing (a path it cannot decode), with our headers: the
 * site's 404 page in its look (with the error's status) for a page path, our error body under /api/.
 * A path over the length limit gets 414 here too, as everywhere (server/plugins/http-rules.ts).
 */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = isPathTooLong(request.url);
  const status = tooLong ? 414 : statusOf(error);
  reply.headers(baselineHeaders);
  if (status < 500 && request.server.hasDecorator("siteErrorPage")) {
    if (request.server.siteErrorPage(request, reply, status)) return;
  }
  const message = tooLong ? apiMessages.pathTooLong : status < 500 ? error.message : "Internal Server Error";
  const body: ApiError = { message };
  if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  void reply.code(status).send(body);
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line a request, when it is answered (server/logger.ts).
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: defaultBodyLimit,
    // Fastify answers requests for paths it cannot decode itself; give them our error body too.
    frameworkErrors: answerFrameworkError,
    // Timeouts (docs/server.md, "Limits and timeouts"): a client cannot hold a socket open by sending
    // slowly or not at all. Node checks running requests against them every `connectionsCheckingInterval`.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
    },
    // What Node's parser refuses (short bodies, timeouts) gets our error body too.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);

  // Shutdown: requests in flight get SHUTDOWN_TIMEOUT_MS to finish (idle keep-alive sockets close at
  // once); then every socket still open, stuck or slow, is closed so the process can exit.
  let shutdownTimer: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    shutdownTimer = setTimeout(() => app.server.closeAllConnections(), config.shutdownTimeoutMs).unref();
  });
  app.addHook("onClose", async () => clearTimeout(shutdownTimer));

  // 1. Cross-cutting plugins (every route, every response).
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(rateLimitPlugin);
  await app.register(httpRules, { trustProxy: config.trustProxy });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  // Every unsafe /api/* request, present and future routes alike: refused when another site sent it.
  await app.register(sameOrigin, { siteOrigin: config.siteOrigin, corsOrigins: config.corsOrigins });
  await app.register(readiness, { cacheMs: config.readyCacheMs });
  // GET /metrics, and the time and status of every request (before the routes it measures).
  await app.register(metricsPlugin);

  // 2. API routes. Every /api/* answer is fresh data, never cached (whatever the URL's spelling).
  app.addHook("onRequest", async (request, reply) => {
    if (isApiRequest(request)) reply.header("cache-control", "no-store");
  });
  await app.register(healthRoutes);

  // ── Extension point: data stores and feature routes ─────────────────────────────────────────
  // Register the database (it may call `app.readiness.add(...)`), the mail outbox and each
  // feature's routes here, before the static site. Each plugin reads its settings from `app.config`.
  // ──────────────────────────────────────────────────────────────────────────────────────────────
  await app.register(databasePlugin); // server/db/: migrations at start, repositories
  await app.register(outboxPlugin); // server/mail/: sends each enquiry to the office
  await app.register(enquiryRoutes); // POST /api/contact-form, /api/service-form
  await app.register(analyticsPlugin); // server/analytics/: event rows, IP hash, geolocation, retention
  await app.register(eventRoutes); // POST /api/events
  // server/bookings/: /api/slots, /api/bookings and the family's mails (the console's part is staff's)
  await app.register(bookingPlugin, options.bookingClock ? { now: options.bookingClock } : {});
  await app.register(staffPlugin, { now: options.now }); // server/staff/: the staff console, /api/staff/* and /staff
  await app.register(backupPlugin); // server/backup/: scheduled SQLite backups, server.pid (docs/backups.md)

  // The site's figures to re-check and its scheduled changes, for an operator (docs/country-data.md).
  await app.register(figuresReport, { siteDate: config.siteDate, now: options.now });
  // GET /api/exchange-rates, refreshed from the European Central Bank (docs/country-data.md).
  await app.register(exchangeRatesPlugin, options.exchangeRates ?? {});

  // 3. The prerendered site, its redirects and the not-found handler (registered last).
  await app.register(staticSite, {
    staticDir: config.staticDir,
    ga4: config.ga4MeasurementId !== undefined,
    siteDate: config.siteDate,
  });

  return app;
}
