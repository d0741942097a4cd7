import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createEnquiryRepository, type NewEnquiry } from "../enquiries/enquiry-repository.ts";
import { createOutboxRepository } from "./outbox-repository.ts";
import {
  collect,
  manualClock,
  sampleEnquiry,
  tempDatabase,
  waitFor,
  type TempDatabase,
} from "../test-support/enquiry-fixtures.ts";
import { readMail, startSmtpPeer, type SmtpPeer } from "../test-support/smtp.ts";
import { composeEnquiryMail, mailTexts } from "./enquiry-mail.ts";
import type { Enquiry } from "../enquiries/enquiry-read-model.ts";
import { createMailer, mailFolderName, type MailerOptions } from "./mailer.ts";
import { backoffDelay, createOutboxWorker, type WorkerLogger } from "./outbox-worker.ts";

const from = "website@example.com";
const to = "office@example.com";
const backoff = { baseMs: 1000, maxMs: 8000 };

function capturingLogger() {
  const lines: { level: string; object: object; message: string }[] = [];
  const log = (level: string) => (object: object, message: string) => lines.push({ level, object, message });
  const logger: WorkerLogger = { info: log("info"), warn: log("warn"), error: log("error") };
  return { logger, lines };
}

let peer: SmtpPeer;
let temp: TempDatabase;

beforeAll(async () => {
  peer = await startSmtpPeer();
});

afterAll(async () => {
  await peer.close();
});

afterEach(async () => {
  await temp.remove();
  await peer.start();
  peer.received.length = 0;
});

async function setup(
  options: { maxAttempts?: number; dailyCap?: number; mailer?: Partial<MailerOptions> } = {},
) {
  temp = await tempDatabase();
  const clock = manualClock();
  const enquiries = createEnquiryRepository(temp.database, { now: clock.now });
  const outbox = createOutboxRepository(temp.database, { now: clock.now });
  const { logger, lines } = capturingLogger();
  const worker = createOutboxWorker({
    outbox,
    mailer: createMailer({ smtpUrl: peer.url, dataDir: temp.dataDir, ...options.mailer }),
    from,
    to,
    pollMs: 60_000,
    maxAttempts: options.maxAttempts ?? 5,
    ...(options.dailyCap === undefined ? {} : { dailyCap: options.dailyCap }),
    backoff,
    logger,
    now: clock.now,
    random: () => 0.5,
  });
  const store = async (input: Partial<NewEnquiry> = {}) =>
    (await enquiries.store(sampleEnquiry(input))).enquiry;
  return { clock, enquiries, outbox, worker, lines, store };
}

describe("the outbox worker over SMTP", () => {
  it("sends each enquiry once to the office, with its fields, and marks it sent", async () => {
    const { worker, outbox, store } = await setup();
    const enquiry = await store({ firstName: "రవి", lastName: "D'Souza", comments: "Line 1\nLine 2" });

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);

    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail?.from).toBe(from);
    expect(mail?.to).toEqual([to]);
    const { headers, parts } = readMail(mail?.raw ?? "");
    expect(headers).toMatch(new RegExp(`^Subject: ${mailTexts.subject.service}$`, "m"));
    expect(headers).toMatch(/^Reply-To: lakshmi@example\.in$/m);
    expect(headers).toContain(`Message-ID: <enquiry-${enquiry.id}@example.com>`);
    expect(headers).not.toMatch(/రవి|D'Souza|98765/);
    const text = parts.find((part) => part.contentType === "text/plain")?.body ?? "";
    expect(text).toContain("First name: రవి\n");
    expect(text).toContain("Last name: D'Souza\n");
    expect(text).toContain("Phone: +91 98765 43210\n");
    expect(text).toContain("    Line 1\n    Line 2\n");
    expect(text).toContain("utm_source: google\n");
    const html = parts.find((part) => part.contentType === "text/html")?.body ?? "";
    expect(html).toContain("D&#39;Souza");

    expect(await outbox.counts()).toEqual({ pending: 0, sent: 1, dead: 0 });
  });

  it("keeps a name with line breaks out of the headers", async () => {
    const { worker, store } = await setup();
    await store({ firstName: "Eve\r\nBcc: victim@example.com", email: "eve@example.com" });
    await worker.runOnce();
    const { headers, parts } = readMail(peer.received[0]?.raw ?? "");
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(peer.received[0]?.to).toEqual([to]);
    expect(parts[0]?.body).toContain("First name: Eve[U+000D][U+000A]Bcc: victim@example.com");
  });

  it("retries with capped, jittered backoff while SMTP is down, and delivers when it is back", async () => {
    const { worker, outbox, store, clock, lines, enquiries } = await setup();
    await peer.stop();
    await store();

    const started = Date.now();
    expect(await worker.runOnce()).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, dead: 0 });
    const warning = lines.find((line) => line.level === "warn");
    expect(warning?.message).toMatch(/will retry/);
    expect(warning?.object).toMatchObject({ attempt: 1, reason: expect.stringMatching(/^E[A-Z]+/) });

    // Not due before its backoff (random 0.5 → three quarters of the base delay).
    clock.advance(700);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(100);
    expect(await worker.runOnce()).toBe(1);
    expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, dead: 0 });

    await peer.start();
    clock.advance(backoff.maxMs);
    expect(await worker.runOnce()).toBe(1);
    expect(peer.received).toHaveLength(1);
    expect(await outbox.counts()).toEqual({ pending: 0, sent: 1, dead: 0 });
    const [stored] = await collect(enquiries.list());
    expect(stored?.mailStatus).toBe("sent");
  });

  it("keeps retrying for two days before it marks a mail dead, and logs it without personal data", async () => {
    const { worker, outbox, store, clock, lines } = await setup({ maxAttempts: 2 });
    await peer.stop();
    const enquiry = await store();
    await worker.runOnce();
    clock.advance(backoff.maxMs);
    await worker.runOnce();
    // Its attempts are used up, but a mail server can be down for a day: still pending.
    expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, dead: 0 });
    clock.advance(47 * 60 * 60 * 1000);
    await worker.runOnce();
    expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, dead: 0 });
    clock.advance(60 * 60 * 1000);
    await worker.runOnce();
    expect(await outbox.counts()).toEqual({ pending: 0, sent: 0, dead: 1 });
    const dead = lines.find((line) => line.level === "error");
    expect(dead?.object).toMatchObject({ enquiryId: enquiry.id, attempt: 4 });
    const logged = JSON.stringify(lines);
    for (const secret of ["Lakshmi", "Prasanna", "lakshmi@example.in", "98765", "Germany"]) {
      expect(logged).not.toContain(secret);
    }

    // After the mail settings are fixed, staff put dead mail back in the queue.
    await peer.start();
    expect(await outbox.requeueDead()).toBe(1);
    await worker.runOnce();
    expect(await outbox.counts()).toEqual({ pending: 0, sent: 1, dead: 0 });
  });

  it("sends at most its daily cap as single mails, says so once, and the rest the same day in a digest", async () => {
    const { worker, outbox, store, lines } = await setup({ dailyCap: 2 });
    for (let i = 0; i < 3; i++) await store({ firstName: `Student${i}` });
    expect(await worker.runOnce()).toBe(2);
    expect(worker.dailyCapStatus()).toEqual({ cap: 2, sentToday: 2, reached: true });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(await outbox.counts()).toEqual({ pending: 0, sent: 3, dead: 0 });
    expect(lines.filter((line) => /daily mail cap reached/.test(line.message))).toHaveLength(1);
    expect(peer.received).toHaveLength(3);
    expect(readMail(peer.received[2]?.raw ?? "").headers).toContain(
      `Subject: ${mailTexts.digest.subject}: 1`,
    );
    // Digests do not count against the cap of single mails.
    expect(worker.dailyCapStatus()).toEqual({ cap: 2, sentToday: 2, reached: true });
  });

  it("gives up on a hanging SMTP server within its deadline", async () => {
    const hanging = await startSmtpPeer({ hang: true });
    try {
      const { worker, outbox, store } = await setup({
        mailer: { smtpUrl: hanging.url, connectionTimeoutMs: 300, greetingTimeoutMs: 300, deadlineMs: 1000 },
      });
      await store();
      const started = Date.now();
      expect(await worker.runOnce()).toBe(1);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, dead: 0 });
    } finally {
      await hanging.close();
    }
  });

  it("closes the connection of a send it gave up on, so the mail cannot arrive later as well", async () => {
    const hanging = await startSmtpPeer({ hang: true });
    try {
      const { worker, store } = await setup({
        mailer: { smtpUrl: hanging.url, greetingTimeoutMs: 60_000, socketTimeoutMs: 60_000, deadlineMs: 500 },
      });
      await store();
      expect(await worker.runOnce()).toBe(1);
      await waitFor(() => hanging.openConnections() === 0, 2000);
    } finally {
      await hanging.close();
    }
  });

  it("sends a mail again when the worker that claimed it died before finishing (after the lease)", async () => {
    const { worker, outbox, store, clock } = await setup();
    await store();
    const [claimed] = await outbox.claim({ limit: 10, leaseMs: 60_000 });
    expect(claimed?.attempts).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(peer.received).toHaveLength(1);
    // The dead worker's late answer changes nothing: its lease is gone.
    if (claimed) await outbox.markFailed(claimed, "late", clock.now());
    expect(await outbox.counts()).toEqual({ pending: 0, sent: 1, dead: 0 });
  });

  it("never sends one mail twice when several workers share the database", async () => {
    const { store } = await setup();
    for (let i = 0; i < 30; i++) await store({ firstName: `Student${i}` });
    // Two more connections to the same file, as two server processes would have.
    const others = await Promise.all([1, 2].map(() => tempDatabaseOnSameFile(temp.dataDir)));
    try {
      const workers = others.map((other) =>
        createOutboxWorker({
          outbox: createOutboxRepository(other),
          mailer: createMailer({ smtpUrl: peer.url, dataDir: temp.dataDir }),
          from,
          to,
          pollMs: 60_000,
          maxAttempts: 5,
          batchSize: 3,
          logger: capturingLogger().logger,
        }),
      );
      const drain = async (worker: (typeof workers)[number]) => {
        while ((await worker.runOnce()) > 0);
      };
      await Promise.all(workers.map(drain));
      const ids = peer.received.map((mail) => /^Message-ID: (.*)$/m.exec(readMail(mail.raw).headers)?.[1]);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });

  it("stops after finishing the mail in progress", async () => {
    const { worker, outbox, store } = await setup();
    await store();
    worker.start();
    worker.notify();
    await worker.stop();
    const counts = await outbox.counts();
    expect(counts.pending + counts.sent).toBe(1);
    expect(peer.received.length).toBe(counts.sent);
  });
});

describe("stopping while SMTP hangs", () => {
  it("does not wait longer than its stop timeout", async () => {
    const hanging = await startSmtpPeer({ hang: true });
    try {
      temp = await tempDatabase();
      const enquiries = createEnquiryRepository(temp.database);
      await enquiries.store(sampleEnquiry());
      const outbox = createOutboxRepository(temp.database);
      const worker = createOutboxWorker({
        outbox,
        mailer: createMailer({ smtpUrl: hanging.url, dataDir: temp.dataDir }),
        from,
        to,
        pollMs: 60_000,
        maxAttempts: 5,
        logger: capturingLogger().logger,
        stopTimeoutMs: 200,
      });
      worker.start();
      await waitFor(
        async () =>
          (await temp.database.kysely.selectFrom("outbox").select("attempts").executeTakeFirst())
            ?.attempts === 1,
      );
      const started = Date.now();
      await worker.stop();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, dead: 0 });
    } finally {
      await hanging.close();
    }
  });
});

describe("the outbox worker without SMTP", () => {
  it("writes each mail as an .eml file under DATA_DIR", async () => {
    const { store } = await setup();
    const enquiry = await store({ firstName: "सुनीता" });
    const worker = createOutboxWorker({
      outbox: createOutboxRepository(temp.database),
      mailer: createMailer({ smtpUrl: undefined, dataDir: temp.dataDir }),
      from,
      to,
      pollMs: 60_000,
      maxAttempts: 5,
      logger: capturingLogger().logger,
    });
    // The enquiry was stored on the manual clock; this worker runs on real time, so it is due.
    expect(await worker.runOnce()).toBe(1);
    const folder = join(temp.dataDir, mailFolderName);
    expect(existsSync(folder)).toBe(true);
    const files = readdirSync(folder);
    expect(files).toEqual([`20250301100000-service-${enquiry.id}.eml`]);
    const { headers, parts } = readMail(readFileSync(join(folder, files[0] ?? ""), "utf8"));
    expect(headers).toMatch(/^To: office@example\.com$/m);
    expect(parts[0]?.body).toContain("First name: सुनीता\n");
  });

  it("keeps the .eml files from other users of the machine (folder 0700, files 0600)", async () => {
    await setup();
    const folder = join(temp.dataDir, mailFolderName);
    // An older version made the folder with the default mode.
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o755);
    const mailer = createMailer({ smtpUrl: undefined, dataDir: temp.dataDir });
    await mailer.send(composeEnquiryMail(sampleStoredEnquiry(), { from, to }), { fileName: "mode-check" });
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, "mode-check.eml")).mode & 0o777).toBe(0o600);
  });
});

describe("backoffDelay", () => {
  it.each([
    [1, 0, 500],
    [1, 1, 1000],
    [2, 0, 1000],
    [3, 1, 4000],
    [4, 1, 8000],
    [10, 1, 8000],
    [10, 0, 4000],
  ])("attempt %i with random %f waits %i ms", (attempt, random, expected) => {
    expect(backoffDelay(attempt, backoff, () => random)).toBe(expected);
  });
});

function sampleStoredEnquiry(): Enquiry {
  return {
    id: "0b7a5a4e-3f7d-4c55-9d0c-2f1e3c4d5e6f",
    kind: "contact",
    firstName: "Lakshmi",
    lastName: "Prasanna",
    email: "lakshmi@example.in",
    phone: "9876543210",
    comments: null,
    language: null,
    pageLanguage: null,
    purpose: null,
    office: null,
    callbackSlot: null,
    duplicateOf: null,
    page: null,
    referrer: null,
    utm: { source: null, medium: null, campaign: null, term: null, content: null },
    idempotencyKey: null,
    createdAt: "2025-03-01T10:00:00.000Z",
  };
}

async function tempDatabaseOnSameFile(dataDir: string) {
  const { openDatabase } = await import("../db/database.ts");
  return openDatabase({ dataDir });
}
