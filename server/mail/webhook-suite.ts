/**
 * The enquiry webhook (docs/enquiries.md, "Webhook") against a real receiver: a local Fastify server that
 * keeps each request's raw body and answers as a test tells it. Run on SQLite (webhook.test.ts) and on
 * PostgreSQL (webhook.postgres.test.ts).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "#contract/staff";
import { buildApp, type App } from "../app.ts";
import type { Database } from "../db/database.ts";
import { createEnquiryRepository, type NewEnquiry } from "../enquiries/enquiry-repository.ts";
import { createCaseRepository } from "../staff/case-repository.ts";
import { createPrivacyRepository } from "../staff/privacy-repository.ts";
import { testConfig } from "../test-support/app-config.ts";
import {
  manualClock,
  sampleBody,
  sampleEnquiry,
  tempDatabase,
  waitFor,
  type TempDatabase,
} from "../test-support/enquiry-fixtures.ts";
import { createMailer } from "./mailer.ts";
import { createOutboxRepository } from "./outbox-repository.ts";
import { createOutboxWorker, type WorkerLogger } from "./outbox-worker.ts";
import { createWebhookSender, type WebhookEvent } from "./webhook.ts";

type Verify = (
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer | string,
  secret: string,
  nowMs?: number,
) => boolean;

/** The verification example of docs/enquiries.md, taken from the page and imported as a module. */
export async function importDocumentedVerification(): Promise<{ verifyWebhook: Verify; remove(): void }> {
  const page = readFileSync(join(import.meta.dirname, "../../docs/enquiries.md"), "utf8");
  const marker = page.indexOf("<!-- webhook-verification-example");
  const block = /```js\n([\s\S]*?)```/.exec(page.slice(marker));
  if (marker < 0 || !block?.[1]) throw new Error("docs/enquiries.md has no webhook verification example");
  const folder = mkdtempSync(join(tmpdir(), "webhook-example-"));
  const file = join(folder, "verify-webhook.mjs");
  writeFileSync(file, block[1]);
  const module = (await import(pathToFileURL(file).href)) as { verifyWebhook: Verify };
  return {
    verifyWebhook: module.verifyWebhook,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

type Answer = (reply: FastifyReply) => Promise<unknown> | unknown;

/** A receiving end: records every request; answers with the queued answers in turn, then 204. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const hanging: (() => void)[] = [];
  const server: FastifyInstance = Fastify();
  server.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  server.post("/*", async (request, reply) => {
    received.push({ url: request.url, headers: request.headers, body: request.body as Buffer });
    const answer = answers.shift();
    if (answer) return answer(reply);
    return reply.code(204).send();
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const address = server.server.address();
  if (typeof address !== "object" || !address) throw new Error("the receiver has no address");
  return {
    url: `http://127.0.0.1:${address.port}/hooks/enquiries`,
    received,
    answers,
    /** An answer that never comes (until the receiver closes). */
    hang: (): Answer => (reply) =>
      new Promise<unknown>((resolve) => {
        hanging.push(() => resolve(reply.code(204).send()));
      }),
    /** Answers the hanging requests. */
    release: () => {
      for (const release of hanging.splice(0)) release();
    },
    close: async () => {
      for (const release of hanging.splice(0)) release();
      await server.close();
    },
  };
}

/** The `index`-th request the receiver got (failing the test when there is none). */
function call(received: readonly Received[], index = 0): Received {
  const found = received[index];
  if (!found) throw new Error(`the receiver got ${received.length} request(s), not ${index + 1}`);
  return found;
}

function capturingLogger() {
  const lines: { level: string; object: object; message: string }[] = [];
  const log = (level: string) => (object: object, message: string) => lines.push({ level, object, message });
  const logger: WorkerLogger = { info: log("info"), warn: log("warn"), error: log("error") };
  return { logger, lines };
}

const secret = "a-test-secret-of-at-least-thirty-two-characters";
const admin: StaffUser = {
  id: "admin-1",
  name: "Admin",
  email: "admin@example.com",
  role: "admin",
  office: "guntur",
};

/** Makes inserts fail on purpose, to show the enquiry and its outbox rows share one transaction. */
async function refuseOnPurpose(database: Database): Promise<void> {
  const { kysely } = database;
  if (database.dialect === "postgres") {
    await sql`create function refuse_enquiry() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'RefuseEnquiry' then raise exception 'enquiry refused on purpose'; end if;
        return new;
      end $$`.execute(kysely);
    await sql`create function refuse_webhook() returns trigger language plpgsql as $$
      begin
        if new.kind = 'webhook' and exists
           (select 1 from enquiries e where e.id = new.enquiry_id and e.first_name = 'RefuseWebhook') then
          raise exception 'webhook row refused on purpose';
        end if;
        return new;
      end $$`.execute(kysely);
    await sql`create trigger refuse_enquiry before insert on enquiries
      for each row execute function refuse_enquiry()`.execute(kysely);
    await sql`create trigger refuse_webhook before insert on outbox
      for each row execute function refuse_webhook()`.execute(kysely);
  } else {
    await sql`create trigger refuse_enquiry before insert on enquiries
      when new.first_name = 'RefuseEnquiry'
      begin select raise(abort, 'enquiry refused on purpose'); end`.execute(kysely);
    await sql`create trigger refuse_webhook before insert on outbox
      when new.kind = 'webhook' and exists
        (select 1 from enquiries e where e.id = new.enquiry_id and e.first_name = 'RefuseWebhook')
      begin select raise(abort, 'webhook row refused on purpose'); end`.execute(kysely);
  }
}

export function webhookSuite(options: { databaseUrl: () => string | undefined }): void {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let documented: Awaited<ReturnType<typeof importDocumentedVerification>>;
  let temp: TempDatabase | undefined;

  beforeAll(async () => {
    receiver = await startReceiver();
    documented = await importDocumentedVerification();
  });
  afterAll(async () => {
    await receiver.close();
    documented.remove();
  });
  afterEach(async () => {
    receiver.received.length = 0;
    receiver.answers.length = 0;
    await temp?.remove();
    temp = undefined;
  });

  async function setup(settings: { webhook?: boolean; deadlineMs?: number; url?: string } = {}) {
    const databaseUrl = options.databaseUrl();
    const current = await tempDatabase(databaseUrl && (await freshDatabase(databaseUrl)));
    temp = current;
    const clock = manualClock(new Date());
    const enabled = settings.webhook ?? true;
    const enquiries = createEnquiryRepository(temp.database, { now: clock.now, webhook: enabled });
    const outbox = createOutboxRepository(temp.database, { now: clock.now });
    const { logger, lines } = capturingLogger();
    const worker = createOutboxWorker({
      outbox,
      mailer: createMailer({ smtpUrl: undefined, dataDir: temp.dataDir }),
      webhook: enabled
        ? createWebhookSender({
            url: settings.url ?? receiver.url,
            secret,
            deadlineMs: settings.deadlineMs ?? 5000,
          })
        : undefined,
      from: "website@example.com",
      to: "office@example.com",
      pollMs: 60_000,
      maxAttempts: 3,
      backoff: { baseMs: 1000, maxMs: 8000 },
      logger,
      now: clock.now,
      random: () => 0.5,
    });
    const store = async (input: Partial<NewEnquiry> = {}) =>
      (await enquiries.store(sampleEnquiry(input))).enquiry;
    const webhookRows = () =>
      current.database.kysely.selectFrom("outbox").selectAll().where("kind", "=", "webhook").execute();
    return { clock, enquiries, outbox, worker, lines, store, webhookRows, database: current.database };
  }

  describe("the enquiry webhook", () => {
    it("posts each stored enquiry once, signed as documented, with the enquiry's fields and no secrets", async () => {
      const { worker, outbox, store } = await setup();
      const enquiry = await store({
        firstName: "రవి",
        lastName: "D'Souza",
        pageLanguage: "te",
        idempotencyKey: randomUUID(),
      });

      expect(await worker.runOnce()).toBe(2); // the mail and the webhook call
      expect(await worker.runOnce()).toBe(0);
      expect(receiver.received).toHaveLength(1);
      const first = call(receiver.received);
      expect(first.url).toBe("/hooks/enquiries");
      expect(first.headers["content-type"]).toBe("application/json");
      const timestamp = Number(first.headers["x-webhook-timestamp"]);
      expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(first.headers["x-webhook-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(documented.verifyWebhook(first.headers, first.body, secret)).toBe(true);

      const event = JSON.parse(first.body.toString("utf8")) as WebhookEvent;
      expect(event).toEqual({
        type: "enquiry.created",
        id: first.headers["x-webhook-id"],
        createdAt: enquiry.createdAt,
        data: {
          id: enquiry.id,
          kind: "service",
          firstName: "రవి",
          lastName: "D'Souza",
          email: "lakshmi@example.in",
          phone: "+91 98765 43210",
          comments: "MS in Germany, September intake",
          language: null,
          pageLanguage: "te",
          purpose: null,
          nearestOffice: null,
          callbackSlot: null,
          duplicateOf: null,
          page: "/services",
          referrer: "https://www.google.com/",
          utm: { source: "google", medium: null, campaign: null, term: null, content: null },
          office: null,
        },
      });
      expect(first.body.toString("utf8")).not.toContain(secret);
      expect(first.body.toString("utf8")).not.toContain(String(enquiry.idempotencyKey));
      expect(await outbox.counts("webhook")).toEqual({ pending: 0, sent: 1, dead: 0 });
      expect(await outbox.counts("mail")).toEqual({ pending: 0, sent: 1, dead: 0 });
    });

    it("is refused by the documented verification when the body, timestamp or secret differ", async () => {
      const { worker, store } = await setup();
      await store();
      await worker.runOnce();
      const { headers, body } = call(receiver.received);
      const { verifyWebhook } = documented;
      expect(verifyWebhook(headers, body, secret)).toBe(true);
      expect(verifyWebhook(headers, Buffer.concat([body, Buffer.from(" ")]), secret)).toBe(false);
      expect(verifyWebhook(headers, body, `${secret}x`)).toBe(false);
      const timestamp = Number(headers["x-webhook-timestamp"]);
      expect(verifyWebhook({ ...headers, "x-webhook-timestamp": String(timestamp + 1) }, body, secret)).toBe(
        false,
      );
      // A recorded call replayed ten minutes later.
      expect(verifyWebhook(headers, body, secret, (timestamp + 600) * 1000)).toBe(false);
      expect(verifyWebhook({ ...headers, "x-webhook-signature": undefined }, body, secret)).toBe(false);
    });

    it("retries after a 500 with the mail's backoff, under the same id, and delivers when the receiver is back", async () => {
      const { worker, outbox, store, clock, webhookRows, lines } = await setup();
      await store();
      receiver.answers.push((reply) => reply.code(500).send("down"));

      await worker.runOnce();
      expect(await outbox.counts("webhook")).toEqual({ pending: 1, sent: 0, dead: 0 });
      const [row] = await webhookRows();
      expect(row?.last_error).toBe("HTTP 500");
      expect(row?.attempts).toBe(1);
      expect(lines.find((line) => line.message.includes("webhook call failed"))?.object).toMatchObject({
        kind: "webhook",
        reason: "HTTP 500",
      });

      expect(await worker.runOnce()).toBe(0); // not due before its backoff
      clock.advance(1000);
      await worker.runOnce();
      expect(await outbox.counts("webhook")).toEqual({ pending: 0, sent: 1, dead: 0 });
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]?.headers["x-webhook-id"]).toBe(
        receiver.received[0]?.headers["x-webhook-id"],
      );
      expect(
        documented.verifyWebhook(call(receiver.received, 1).headers, call(receiver.received, 1).body, secret),
      ).toBe(true);
    });

    it("gives up on a receiver that does not answer within its deadline, and retries it", async () => {
      const { worker, outbox, store, clock, webhookRows } = await setup({ deadlineMs: 300 });
      await store();
      receiver.answers.push(receiver.hang());

      const started = Date.now();
      await worker.runOnce();
      expect(Date.now() - started).toBeLessThan(3000);
      const [row] = await webhookRows();
      expect(row?.status).toBe("pending");
      expect(row?.last_error).toBe("TIMEOUT");

      clock.advance(1000);
      await worker.runOnce();
      expect(await outbox.counts("webhook")).toEqual({ pending: 0, sent: 1, dead: 0 });
    });

    it("does not hold up the staff mail while the webhook is slow", async () => {
      const { worker, outbox, store, webhookRows } = await setup({ deadlineMs: 10_000 });
      receiver.answers.push(receiver.hang());
      worker.start();
      try {
        await store();
        worker.notify();
        await waitFor(() => receiver.received.length === 1);
        // The webhook call hangs; a second enquiry's mail goes out meanwhile, well within its deadline.
        const second = await store();
        worker.notify();
        await waitFor(async () => (await outbox.counts("mail")).sent === 2, 6000);
        const rows = await webhookRows();
        expect(rows.map((row) => row.status)).toEqual(["pending", "pending"]);
        expect(receiver.received).toHaveLength(1);
        expect(rows.some((row) => row.enquiry_id === second.id)).toBe(true);
      } finally {
        receiver.release();
        await worker.stop();
      }
    }, 20_000);

    it("retries on 408 and 429 and on a redirect, which it does not follow", async () => {
      const { worker, outbox, store, clock, webhookRows } = await setup();
      await store();
      receiver.answers.push(
        (reply) => reply.code(429).send(),
        (reply) => reply.code(408).send(),
        (reply) => reply.redirect("/elsewhere", 302),
      );
      for (const expected of ["HTTP 429", "HTTP 408", "REDIRECT 302"]) {
        await worker.runOnce();
        const [row] = await webhookRows();
        expect(row?.status).toBe("pending");
        expect(row?.last_error).toBe(expected);
        clock.advance(8000);
      }
      expect(receiver.received.map((call) => call.url)).toEqual(Array(3).fill("/hooks/enquiries"));
      await worker.runOnce();
      expect(await outbox.counts("webhook")).toEqual({ pending: 0, sent: 1, dead: 0 });
    });

    it("marks the call dead at once on a 400, logs it without personal data, and keeps sending the mail", async () => {
      const { worker, outbox, store, clock, webhookRows, lines, enquiries, database } = await setup();
      const enquiry = await store();
      receiver.answers.push((reply) => reply.code(400).send({ error: "unknown field" }));

      await worker.runOnce();
      const [row] = await webhookRows();
      expect(row?.status).toBe("dead");
      expect(row?.attempts).toBe(1);
      expect(row?.last_error).toBe("HTTP 400");
      clock.advance(3_600_000);
      expect(await worker.runOnce()).toBe(0);
      expect(receiver.received).toHaveLength(1);
      expect(await outbox.counts("mail")).toEqual({ pending: 0, sent: 1, dead: 0 });

      const refused = lines.find((line) => line.level === "error");
      expect(refused?.object).toEqual({
        kind: "webhook",
        outboxId: row?.id,
        enquiryId: enquiry.id,
        attempt: 1,
        reason: "HTTP 400",
      });
      const logged = JSON.stringify(lines);
      for (const personal of ["Lakshmi", "Prasanna", "lakshmi@example.in", "98765", "Germany"])
        expect(logged).not.toContain(personal);

      // The mail is not confused with the dead call: the enquiry's mail status, the staff detail.
      expect((await enquiries.findById(enquiry.id))?.mailStatus).toBe("sent");
      const detail = await createCaseRepository(database).detail(admin, enquiry.id);
      expect(detail?.mail?.status).toBe("sent");

      // `npm run leads -- retry-dead` queues it again.
      expect(await outbox.requeueDead()).toBe(1);
      await worker.runOnce();
      expect(await outbox.counts("webhook")).toEqual({ pending: 0, sent: 1, dead: 0 });
    });

    it("is dead after the same attempts and hours as mail when the receiver stays down", async () => {
      const { worker, outbox, store, clock } = await setup({ url: "http://127.0.0.1:9/closed" });
      await store();
      for (let attempt = 1; attempt <= 3; attempt++) {
        await worker.runOnce();
        clock.advance(8000);
      }
      expect(await outbox.counts("webhook")).toEqual({ pending: 1, sent: 0, dead: 0 });
      clock.advance(48 * 3_600_000);
      await worker.runOnce();
      expect(await outbox.counts("webhook")).toEqual({ pending: 0, sent: 0, dead: 1 });
    });

    it("writes no webhook row, and calls nothing, when it is off", async () => {
      const { worker, outbox, store, webhookRows } = await setup({ webhook: false });
      await store();
      expect(await worker.runOnce()).toBe(1);
      expect(await webhookRows()).toEqual([]);
      expect(await outbox.counts("mail")).toEqual({ pending: 0, sent: 1, dead: 0 });
      expect(receiver.received).toEqual([]);
    });

    it("writes the webhook row in the enquiry's transaction: either fails, nothing is stored", async () => {
      const { enquiries, database, webhookRows, store } = await setup();
      await refuseOnPurpose(database);
      await expect(enquiries.store(sampleEnquiry({ firstName: "RefuseEnquiry" }))).rejects.toThrow();
      await expect(enquiries.store(sampleEnquiry({ firstName: "RefuseWebhook" }))).rejects.toThrow();
      expect(await enquiries.count()).toBe(0);
      expect(await database.kysely.selectFrom("outbox").selectAll().execute()).toEqual([]);

      const enquiry = await store();
      const rows = await database.kysely.selectFrom("outbox").selectAll().orderBy("kind").execute();
      expect(rows.map((row) => [row.enquiry_id, row.kind, row.status])).toEqual([
        [enquiry.id, "mail", "pending"],
        [enquiry.id, "webhook", "pending"],
      ]);
      expect(await webhookRows()).toHaveLength(1);
    });

    it("is cancelled with the mail when the person is erased before it was made", async () => {
      const { store, webhookRows, database } = await setup();
      const erased = await store({ email: "erase.me@example.in" });
      const kept = await store({ email: "keep.me@example.in" });
      const result = await createPrivacyRepository(database).erase(null, [erased.id], "request");
      expect(result.mailCancelled).toBe(1);
      expect((await webhookRows()).map((row) => row.enquiry_id)).toEqual([kept.id]);
    });
  });

  describe("the enquiry webhook in the server", () => {
    let app: App | undefined;
    afterEach(async () => {
      await app?.close();
      app = undefined;
    });

    async function start(webhookUrl: string | undefined) {
      const databaseUrl = options.databaseUrl();
      app = await buildApp(
        await testConfig({
          databaseUrl: databaseUrl && (await freshDatabase(databaseUrl)),
          staticDir: join(import.meta.dirname, "no-site"),
          webhookUrl,
          webhookSecret: webhookUrl ? secret : undefined,
          outboxPollMs: 60_000,
        }),
      );
      await app.ready();
      return app;
    }

    it("posts an enquiry sent through the form API, and reports its backlog in /api/ready", async () => {
      const server = await start(receiver.url);
      const response = await server.inject({
        method: "POST",
        url: "/api/contact-form",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        payload: sampleBody({ firstName: "Ravi" }),
      });
      expect(response.statusCode).toBe(201);
      await waitFor(() => receiver.received.length === 1);
      const first = call(receiver.received);
      expect(documented.verifyWebhook(first.headers, first.body, secret)).toBe(true);
      expect((JSON.parse(first.body.toString()) as WebhookEvent).data.firstName).toBe("Ravi");
      await waitFor(async () => (await server.outbox.counts("webhook")).sent === 1);

      const ready = await server.inject({ method: "GET", url: "/api/ready" });
      expect(ready.json<{ reports: Record<string, unknown> }>().reports.webhook).toEqual({
        enabled: true,
        pending: 0,
        dead: 0,
        oldestPendingAt: null,
      });
    });

    it("reports calls waiting while WEBHOOK_URL is unset as a warning", async () => {
      const server = await start(undefined);
      const enquiries = createEnquiryRepository(server.database, { webhook: true });
      await enquiries.store(sampleEnquiry());
      const ready = await server.inject({ method: "GET", url: "/api/ready" });
      const body = ready.json<{ reports: Record<string, unknown>; warnings: string[] }>();
      expect(ready.statusCode).toBe(200);
      expect(body.reports.webhook).toMatchObject({ enabled: false, pending: 1, dead: 0 });
      expect(body.warnings).toContain("webhook: 1 pending but WEBHOOK_URL is not set");
      expect(receiver.received).toEqual([]);
    });
  });
}

/** On PostgreSQL each setup gets an empty database of its own (the cluster is shared by the file). */
let freshDatabase: (url: string) => Promise<string> = (url) => Promise.resolve(url);
export function useFreshDatabases(create: (name: string) => Promise<string>): void {
  freshDatabase = () => create(`webhook_${randomUUID().replaceAll("-", "")}`);
}
