/**
 * Alerts to staff (docs/staff-console.md, "Alerts"), registered inside the staff API: the routes under
 * /api/staff/alerts (each about the signed-in person only: nobody reads or changes another's), the
 * console's count of new assignments (an enquiry stops being new for its person when they open it), and
 * the alert worker, which starts with the app and stops before the database closes.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { staffApiBase } from "#contract/staff";
import {
  alertPaths,
  alertPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type PushKey,
} from "#contract/staff-alerts";
import { createMailer } from "../../mail/mailer.ts";
import { requireStaff } from "../access.ts";
import { invitationOrigin } from "../people-routes.ts";
import { createAlertRepository } from "./alert-repository.ts";
import { createAlertWorker } from "./alert-worker.ts";
import { createPushSender, loadVapidKeys } from "./push.ts";
import { serviceWorkerPath, serviceWorkerSource } from "./service-worker.ts";

const enquiryRoute = `${staffApiBase}/enquiries/:id`;

async function alertRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const repository = createAlertRepository(app.database);
  const origin = invitationOrigin(config);
  if (!origin)
    app.log.warn(
      "SITE_ORIGIN is not set: alert mails link to the console by path only (set it to the site's address)",
    );
  const push = createPushSender({
    alerts: repository,
    keys: await loadVapidKeys(config.dataDir),
    subject: origin?.startsWith("https://") ? origin : `mailto:${config.mailFrom}`,
  });
  const worker = createAlertWorker({
    alerts: repository,
    mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
    push,
    mail: { from: config.mailFrom, origin: origin ?? "" },
    pollMs: config.outboxPollMs,
    escalateAfterMinutes: config.escalateAfterMinutes,
    maxAttempts: config.outboxMaxAttempts,
    retryForMs: config.outboxRetryHours * 3_600_000,
    logger: app.log,
  });

  // Opening an enquiry (its detail answered 200) makes its assignment no longer new for that person.
  // Written before the answer goes out, so the next count the console asks for already leaves it out.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" || request.routeOptions.url !== enquiryRoute) return payload;
    if (reply.statusCode !== 200 || !request.staffUser) return payload;
    const { id } = request.params as { id: string };
    try {
      await repository.markSeen(request.staffUser.id, id);
    } catch {
      app.log.warn("alerts: cannot mark an assignment as seen");
    }
    return payload;
  });

  app.get(`${staffApiBase}${alertPaths.preferences}`, async (request, reply) => {
    const user = await requireStaff(request, reply);
    return repository.preferences(user.id);
  });

  app.put(
    `${staffApiBase}${alertPaths.preferences}`,
    { schema: { body: alertPreferencesSchema } },
    async (request, reply) => {
      const user = await requireStaff(request, reply);
      await repository.setPreferences(user.id, request.body);
      return repository.preferences(user.id);
    },
  );

  app.get(`${staffApiBase}${alertPaths.count}`, async (request, reply) => {
    const user = await requireStaff(request, reply);
    void reply.header("cache-control", "no-store");
    return repository.count(user.id);
  });

  app.get(`${staffApiBase}${alertPaths.pushKey}`, async (request, reply) => {
    await requireStaff(request, reply);
    const body: PushKey = { publicKey: push.publicKey };
    return body;
  });

  app.post(
    `${staffApiBase}${alertPaths.pushSubscriptions}`,
    { schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      const user = await requireStaff(request, reply);
      const { endpoint, keys } = request.body;
      await repository.addPushSubscription(user.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return reply.code(204).send();
    },
  );

  app.delete(
    `${staffApiBase}${alertPaths.pushSubscriptions}`,
    { schema: { body: pushUnsubscribeSchema } },
    async (request, reply) => {
      const user = await requireStaff(request, reply);
      // Only the person's own subscription is removed; another's endpoint is left alone (and not revealed).
      await repository.removePushSubscription(user.id, request.body.endpoint);
      return reply.code(204).send();
    },
  );

  // The service worker: revalidated on every load (never cached as immutable, so a new version reaches
  // every browser), allowed to load nothing itself.
  app.get(serviceWorkerPath, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", "default-src 'none'")
      .header("x-robots-tag", "noindex, nofollow")
      .send(serviceWorkerSource),
  );

  // Alerts in /api/ready: what waits and what is dead. Never fails the check; warns an operator instead.
  app.readiness.report("alerts", async () => {
    const counts = await repository.counts();
    return {
      warning:
        counts.dead > 0 ? `alerts: ${counts.dead} alert mails are dead (see the server log)` : undefined,
      details: { pending: counts.pending, dead: counts.dead },
    };
  });

  app.addHook("onReady", async () => {
    worker.start();
  });
  app.addHook("onClose", async () => {
    await worker.stop();
  });
}

/**
 * Not encapsulated: the hook that marks an opened enquiry's assignment seen must reach the enquiry route,
 * which staffRoutes registers beside this plugin (server/staff/plugin.ts registers this one first).
 */
export default fp(alertRoutes, { name: "staff-alerts" });
