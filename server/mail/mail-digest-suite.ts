/**
 * Mail past the daily cap (docs/enquiries.md, "Mail to the office"): the enquiries go out in digests,
 * at most one per interval, so none waits for the next day and the mailbox receives a bounded number of
 * mails. Against the real SMTP peer (server/test-support/smtp.ts); run on SQLite (mail-digest.test.ts)
 * and on PostgreSQL (mail-digest.postgres.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createEnquiryRepository, type NewEnquiry } from "../enquiries/enquiry-repository.ts";
import {
  manualClock,
  sampleEnquiry,
  tempDatabase,
  type TempDatabase,
} from "../test-support/enquiry-fixtures.ts";
import { readMail, startSmtpPeer, type ReceivedMail, type SmtpPeer } from "../test-support/smtp.ts";
import { mailTexts } from "./enquiry-mail.ts";
import { createMailer } from "./mailer.ts";
import { createOutboxRepository } from "./outbox-repository.ts";
import { createOutboxWorker, type DigestSettings, type WorkerLogger } from "./outbox-worker.ts";

const from = "website@example.com";
const to = "office@example.com";
const MINUTE = 60_000;
const digest: DigestSettings = { intervalMs: 15 * MINUTE, maxEnquiries: 3 };

const quietLogger: WorkerLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** The text part of a received mail. */
const textOf = (mail: ReceivedMail | undefined) =>
  readMail(mail?.raw ?? "").parts.find((part) => part.contentType === "text/plain")?.body ?? "";

/** The references (enquiry ids) a mail carries. */
const referencesIn = (mail: ReceivedMail) =>
  [...textOf(mail).matchAll(new RegExp(`^${mailTexts.reference}: (\\S+)$`, "gm"))].map((match) => match[1]);

const isDigest = (mail: ReceivedMail) =>
  readMail(mail.raw).headers.includes(`\nSubject: ${mailTexts.digest.subject}:`);

export function mailDigestSuite(options: { databaseUrl?: () => string | undefined }): void {
  let peer: SmtpPeer;
  let temp: TempDatabase | undefined;

  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer.close();
  });
  afterEach(async () => {
    await temp?.remove();
    temp = undefined;
    await peer.start();
    peer.received.length = 0;
  });

  async function setup(dailyCap: number) {
    temp = await tempDatabase(options.databaseUrl?.());
    const database = temp.database;
    const clock = manualClock();
    const enquiries = createEnquiryRepository(database, { now: clock.now });
    const outbox = createOutboxRepository(database, { now: clock.now });
    const worker = (logger: WorkerLogger = quietLogger) =>
      createOutboxWorker({
        outbox,
        mailer: createMailer({ smtpUrl: peer.url, dataDir: temp?.dataDir ?? "" }),
        from,
        to,
        pollMs: 60_000,
        maxAttempts: 5,
        dailyCap,
        digest,
        backoff: { baseMs: 1000, maxMs: 8000 },
        logger,
        now: clock.now,
        random: () => 0.5,
      });
    let stored = 0;
    /** A new family each time: its own name, email and phone. */
    const store = async (input: Partial<NewEnquiry> = {}) => {
      stored += 1;
      return (
        await enquiries.store(
          sampleEnquiry({
            firstName: `Family${stored}`,
            email: `family${stored}@example.in`,
            phone: `+91 90000 ${String(10000 + stored)}`,
            ...input,
          }),
        )
      ).enquiry;
    };
    return { clock, outbox, worker, store };
  }

  describe("mail past the daily cap", () => {
    it("goes out in digests within the interval, each enquiry once, with what its single mail has", async () => {
      const { clock, outbox, worker: makeWorker, store } = await setup(2);
      const lines: string[] = [];
      const worker = makeWorker({
        info: () => {},
        warn: () => {},
        error: (_object, message) => lines.push(message),
      });
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await store()).id);
      const eve = await store({ firstName: "Eve\r\nBcc: victim@example.com", comments: "<b>hi</b>" });
      ids.push(eve.id);

      // The cap's two single mails, then a digest of three, at once: nothing waits for the next day.
      await worker.runOnce();
      await worker.runOnce();
      expect(peer.received.filter((mail) => !isDigest(mail))).toHaveLength(2);
      expect(peer.received.filter(isDigest)).toHaveLength(1);
      expect(worker.dailyCapStatus()).toMatchObject({ cap: 2, reached: true });
      expect(lines.filter((line) => /daily mail cap reached/.test(line))).toHaveLength(1);
      // One digest per interval: a second worker (another instance) sends none in the same one.
      expect(await makeWorker().runOnce()).toBe(0);
      expect(await worker.runOnce()).toBe(0);
      expect(peer.received).toHaveLength(3);
      expect(await outbox.counts("mail")).toMatchObject({ pending: 3, sent: 5 });

      // The next interval carries the rest.
      clock.advance(digest.intervalMs);
      await worker.runOnce();
      expect(await outbox.counts("mail")).toEqual({ pending: 0, sent: 8, dead: 0 });
      expect(peer.received).toHaveLength(4);
      const delivered = peer.received.flatMap(referencesIn);
      expect(delivered.toSorted()).toEqual(ids.toSorted());

      // A digest renders each enquiry as its single mail does, escaped, with no enquirer's Reply-To.
      const last = peer.received.at(-1);
      const { headers, parts } = readMail(last?.raw ?? "");
      expect(headers).not.toMatch(/^Reply-To:/im);
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(last?.to).toEqual([to]);
      const text = textOf(last);
      expect(text).toContain("First name: Eve[U+000D][U+000A]Bcc: victim@example.com\n");
      expect(text).toContain(`Email: ${eve.email}\n`);
      expect(text).toContain(`Phone: ${eve.phone}\n`);
      expect(text).toContain("utm_source: google\n");
      const html = parts.find((part) => part.contentType === "text/html")?.body ?? "";
      expect(html).toContain("&#60;b&#62;hi&#60;/b&#62;");
      expect(html).not.toContain("<b>hi</b>");
    });

    it("keeps the mailbox to the cap plus one digest per interval, while every enquiry of the day arrives", async () => {
      const { clock, outbox, worker: makeWorker, store } = await setup(2);
      const worker = makeWorker();
      // Three hours of a flood: ten new enquiries every five minutes, the worker passing after each.
      const hours = 3;
      for (let minute = 0; minute < hours * 60; minute += 5) {
        for (let i = 0; i < 10; i++) await store();
        await worker.runOnce();
        clock.advance(5 * MINUTE);
      }
      const intervals = (hours * 60 * MINUTE) / digest.intervalMs;
      expect(peer.received.length).toBeLessThanOrEqual(2 + intervals);
      expect(peer.received.filter(isDigest).length).toBe(intervals);
      // What the digests could not carry yet goes in the next ones the same day: none waits for midnight.
      const counts = await outbox.counts("mail");
      expect(counts.sent).toBe(2 + intervals * digest.maxEnquiries);
    });

    it("retries a digest the mail server did not accept, its rows pending until one is", async () => {
      const { clock, outbox, worker: makeWorker, store } = await setup(1);
      const worker = makeWorker();
      for (let i = 0; i < 3; i++) await store();
      await worker.runOnce();
      expect(peer.received).toHaveLength(1);

      await peer.stop();
      expect(await worker.runOnce()).toBe(2);
      expect(await outbox.counts("mail")).toEqual({ pending: 2, sent: 1, dead: 0 });

      await peer.start();
      clock.advance(digest.intervalMs);
      await worker.runOnce();
      expect(await outbox.counts("mail")).toEqual({ pending: 0, sent: 3, dead: 0 });
      expect(peer.received.filter(isDigest)).toHaveLength(1);
      expect(referencesIn(peer.received.at(-1) as ReceivedMail)).toHaveLength(2);
    });

    it("sends again what a worker that died while sending a digest had claimed", async () => {
      const { clock, outbox, worker: makeWorker, store } = await setup(1);
      const worker = makeWorker();
      await store();
      await worker.runOnce();
      const late = await store();
      // A worker took this interval's digest and claimed the mail, then died before marking it sent.
      const at = clock.now().getTime();
      expect(await outbox.takeDigest(new Date(at - (at % digest.intervalMs)).toISOString())).toBe(true);
      expect(await outbox.claim({ limit: 10, leaseMs: 5 * MINUTE })).toHaveLength(1);
      expect(await worker.runOnce()).toBe(0);

      clock.advance(digest.intervalMs);
      await worker.runOnce();
      expect(await outbox.counts("mail")).toEqual({ pending: 0, sent: 2, dead: 0 });
      expect(referencesIn(peer.received.at(-1) as ReceivedMail)).toEqual([late.id]);
    });
  });
}
