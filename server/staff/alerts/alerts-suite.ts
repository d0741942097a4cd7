/**
 * Alerts to staff (docs/staff-console.md, "Alerts"), run on SQLite (alerts.test.ts) and PostgreSQL
 * (alerts.postgres.test.ts): every assignment queues one mail whoever makes it (a trigger), the worker
 * sends each once through a real SMTP peer even with two instances, retries when the mail server is
 * down, honours each person's choices, escalates late enquiries in office time and sends the 9:00
 * digest once a day. The clock is injected: no test depends on today's date.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "#contract/staff";
import { createEnquiryRepository } from "../../enquiries/enquiry-repository.ts";
import {
  manualClock,
  sampleEnquiry,
  tempDatabase,
  type TempDatabase,
} from "../../test-support/enquiry-fixtures.ts";
import { readMail, startSmtpPeer, type ReceivedMail, type SmtpPeer } from "../../test-support/smtp.ts";
import { createMailer } from "../../mail/mailer.ts";
import type { WorkerLogger } from "../../mail/outbox-worker.ts";
import { createStaffAuth } from "../auth.ts";
import { createCaseRepository } from "../case-repository.ts";
import { createStaffAccount } from "../staff-accounts.ts";
import { createAlertRepository } from "./alert-repository.ts";
import { createAlertWorker } from "./alert-worker.ts";
import { createPushSender } from "./push.ts";

const from = "website@example.com";
const origin = "https://www.example.in";
const MINUTE = 60_000;
/** Monday 3 March 2025, 10:00 in India. */
const mondayTen = new Date("2025-03-03T04:30:00.000Z");

const textOf = (mail: ReceivedMail | undefined) =>
  readMail(mail?.raw ?? "").parts.find((part) => part.contentType === "text/plain")?.body ?? "";
const subjectOf = (mail: ReceivedMail | undefined) =>
  /^Subject: (.*)$/m.exec(readMail(mail?.raw ?? "").headers)?.[1] ?? "";

export function alertsSuite(options: { databaseUrl?: () => string | undefined }): void {
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

  async function setup(start = mondayTen) {
    temp = await tempDatabase(options.databaseUrl?.());
    const { database, dataDir } = temp;
    const clock = manualClock(start);
    const auth = createStaffAuth(database, { secret: "s".repeat(32) });
    const person = (email: string, name: string, role: "admin" | "counsellor", office: StaffUser["office"]) =>
      createStaffAccount(auth, { email, name, role, office, password: "correct horse battery" });
    const admin = await person("admin@example.com", "Asha Admin", "admin", "guntur");
    const hydAdmin = await person("hyd-admin@example.com", "Hari Admin", "admin", "hyderabad");
    const gopi = await person("gopi@example.com", "Gopi Guntur", "counsellor", "guntur");
    const ravi = await person("ravi@example.com", "Ravi Guntur", "counsellor", "guntur");
    const enquiries = createEnquiryRepository(database, { now: clock.now });
    const cases = createCaseRepository(database, { now: clock.now });
    const alerts = createAlertRepository(database, { now: clock.now });
    const logged: string[] = [];
    const logger: WorkerLogger = {
      info: (object, message) => logged.push(`${message} ${JSON.stringify(object)}`),
      warn: (object, message) => logged.push(`${message} ${JSON.stringify(object)}`),
      error: (object, message) => logged.push(`${message} ${JSON.stringify(object)}`),
    };
    const pushed: { endpoint: string; payload: string }[] = [];
    const push = createPushSender({
      alerts,
      keys: { publicKey: "public", privateKey: "private" },
      subject: origin,
      send: async (subscription, payload) => {
        if (subscription.endpoint.includes("gone"))
          throw Object.assign(new Error("gone"), { statusCode: 410 });
        pushed.push({ endpoint: subscription.endpoint, payload: String(payload) });
        return { statusCode: 201, body: "", headers: {} };
      },
    });
    const worker = () =>
      createAlertWorker({
        alerts,
        mailer: createMailer({ smtpUrl: peer.url, dataDir }),
        push,
        mail: { from, origin },
        pollMs: 60_000,
        escalateAfterMinutes: 30,
        maxAttempts: 3,
        retryForMs: 10 * MINUTE,
        backoff: { baseMs: 1000, maxMs: 8000 },
        logger,
        now: clock.now,
        random: () => 0.5,
      });
    let stored = 0;
    const store = async (office: StaffUser["office"] | null = "guntur") => {
      stored += 1;
      const { enquiry } = await enquiries.store(
        sampleEnquiry({
          firstName: `Family${stored}`,
          email: `family${stored}@example.in`,
          phone: `+91 90000 ${String(10000 + stored)}`,
        }),
      );
      if (office)
        await database.kysely.updateTable("enquiries").set({ office }).where("id", "=", enquiry.id).execute();
      return enquiry;
    };
    return { database, clock, cases, alerts, worker, store, admin, hydAdmin, gopi, ravi, logged, pushed };
  }

  describe("assignment mail", () => {
    it("queues one alert per assignment, whoever assigns, and none for a change to nobody or the same person", async () => {
      const { database, cases, alerts, store, admin, gopi, ravi } = await setup();
      const first = await store();
      await cases.assign(admin, first.id, gopi, undefined);
      await cases.assign(admin, first.id, gopi, "guntur");
      await cases.assign(admin, first.id, null, undefined);
      await cases.assign(admin, first.id, ravi, undefined);
      // Routing, bulk actions and hand-offs write the column directly: the trigger sees them too.
      const second = await store();
      await database.kysely
        .updateTable("enquiry_cases")
        .set({ assignee_id: gopi.id, updated_at: new Date().toISOString() })
        .where("enquiry_id", "=", second.id)
        .execute();
      const rows = await database.kysely
        .selectFrom("staff_alerts")
        .select(["staff_id", "enquiry_id", "kind"])
        .orderBy("created_at")
        .execute();
      expect(rows.map((row) => [row.kind, row.staff_id, row.enquiry_id])).toEqual(
        expect.arrayContaining([
          ["assigned", gopi.id, first.id],
          ["assigned", ravi.id, first.id],
          ["assigned", gopi.id, second.id],
        ]),
      );
      expect(rows).toHaveLength(3);
      expect(await alerts.counts()).toMatchObject({ pending: 3 });
    });

    it("mails the counsellor once, with a link to the enquiry and no contact details, even with two workers", async () => {
      const { cases, alerts, worker, store, admin, gopi, logged } = await setup();
      const enquiry = await store();
      await cases.assign(admin, enquiry.id, gopi, undefined);
      const [a, b] = [worker(), worker()];
      await Promise.all([a.runOnce({ scan: false }), b.runOnce({ scan: false })]);
      await Promise.all([a.runOnce({ scan: false }), b.runOnce({ scan: false })]);
      expect(peer.received).toHaveLength(1);
      const mail = peer.received[0];
      expect(mail?.to).toEqual(["gopi@example.com"]);
      expect(subjectOf(mail)).toContain(enquiry.firstName);
      expect(subjectOf(mail)).toContain("Guntur");
      const text = textOf(mail);
      expect(text).toContain(`${origin}/staff/enquiries/${enquiry.id}`);
      expect(text).not.toContain(enquiry.phone);
      expect(text).not.toContain(enquiry.email ?? "@@");
      expect(await alerts.counts()).toMatchObject({ pending: 0, sent: 1 });
      // Kept while it is new for its person; once seen and old, deleted.
      expect(await alerts.prune(new Date("2030-01-01T00:00:00.000Z"))).toBe(0);
      await alerts.markSeen(gopi.id, enquiry.id);
      expect(await alerts.prune(mondayTen)).toBe(0);
      expect(await alerts.prune(new Date("2030-01-01T00:00:00.000Z"))).toBe(1);
      // The log names no one.
      expect(logged.join("\n")).not.toMatch(/gopi|Family|example\.in/i);
      await a.stop();
      await b.stop();
    });

    it("retries with backoff while the mail server is down, and sends when it is back", async () => {
      const { clock, cases, alerts, worker, store, admin, gopi } = await setup();
      const enquiry = await store();
      await cases.assign(admin, enquiry.id, gopi, undefined);
      await peer.stop();
      const w = worker();
      await w.runOnce({ scan: false });
      expect(await alerts.counts()).toMatchObject({ pending: 1, sent: 0 });
      await peer.start();
      // Not before its retry time.
      expect(await w.runOnce({ scan: false })).toBe(0);
      clock.advance(1000);
      await w.runOnce({ scan: false });
      expect(peer.received).toHaveLength(1);
      expect(await alerts.counts()).toMatchObject({ pending: 0, sent: 1 });
      await w.stop();
    });

    it("honours the person's choice, and skips an enquiry that moved on to someone else", async () => {
      const { cases, alerts, worker, store, admin, gopi, ravi } = await setup();
      await alerts.setPreferences(gopi.id, {
        assignmentMail: false,
        browser: true,
        escalationMail: true,
        digestMail: true,
      });
      const first = await store();
      await cases.assign(admin, first.id, gopi, undefined);
      const second = await store();
      await cases.assign(admin, second.id, ravi, undefined);
      await cases.assign(admin, second.id, admin, undefined);
      const w = worker();
      await w.runOnce({ scan: false });
      expect(peer.received.map((mail) => mail.to)).toEqual([["admin@example.com"]]);
      expect(await alerts.counts()).toMatchObject({ sent: 1, skipped: 2 });
      await w.stop();
    });

    it("notifies the person's browsers once and forgets a subscription the push service says is gone", async () => {
      const { cases, alerts, worker, store, admin, gopi, pushed, database } = await setup();
      await alerts.addPushSubscription(gopi.id, {
        endpoint: "https://push.example/one",
        p256dh: "k",
        auth: "a",
      });
      await alerts.addPushSubscription(gopi.id, {
        endpoint: "https://push.example/gone",
        p256dh: "k",
        auth: "a",
      });
      const enquiry = await store();
      await cases.assign(admin, enquiry.id, gopi, undefined);
      const w = worker();
      await w.runOnce({ scan: false });
      expect(pushed).toHaveLength(1);
      expect(JSON.parse(pushed[0]?.payload ?? "{}")).toEqual({
        type: "assigned",
        enquiryId: enquiry.id,
        firstName: enquiry.firstName,
      });
      const left = await database.kysely.selectFrom("staff_push_subscriptions").select("endpoint").execute();
      expect(left.map((row) => row.endpoint)).toEqual(["https://push.example/one"]);
      await w.stop();
    });

    it("counts assignments not opened yet, per person", async () => {
      const { database, cases, alerts, store, admin, gopi, ravi } = await setup();
      const first = await store();
      const second = await store();
      await cases.assign(admin, first.id, gopi, undefined);
      await cases.assign(admin, second.id, gopi, undefined);
      expect((await alerts.count(gopi.id)).newForMe).toBe(2);
      expect((await alerts.count(ravi.id)).newForMe).toBe(0);
      await alerts.markSeen(gopi.id, first.id);
      const count = await alerts.count(gopi.id);
      expect(count.newForMe).toBe(1);
      expect(count.latest).toMatchObject({ id: second.id, firstName: second.firstName });
      // Reassigned to someone else: no longer Gopi's news.
      await cases.assign(admin, second.id, ravi, undefined);
      expect((await alerts.count(gopi.id)).newForMe).toBe(0);
      expect((await alerts.count(ravi.id)).newForMe).toBe(1);
      // Taken from Gopi: his row leaves his slice of the index for good (it no longer grows with old rows).
      const unseen = await database.kysely
        .selectFrom("staff_alerts")
        .select("staff_id")
        .where("seen_at", "is", null)
        .execute();
      expect(unseen.map((row) => row.staff_id)).toEqual([ravi.id]);
    });
  });

  describe("escalation", () => {
    it("tells the office's admins once when nobody contacted a new enquiry within 30 office minutes", async () => {
      const { clock, alerts, cases, worker, store, admin } = await setup();
      const late = await store("guntur");
      const contacted = await store("guntur");
      await cases.changeStatus(admin, contacted.id, { status: "contacted" });
      const w = worker();
      clock.advance(29 * MINUTE);
      await w.runOnce({ scan: true });
      expect(peer.received).toHaveLength(0);
      clock.advance(2 * MINUTE);
      await w.runOnce({ scan: true });
      await w.runOnce({ scan: true });
      await worker().runOnce({ scan: true });
      expect(peer.received.map((mail) => mail.to)).toEqual([["admin@example.com"]]);
      expect(textOf(peer.received[0])).toContain(`/staff/enquiries/${late.id}`);
      const detail = await cases.detail(admin, late.id);
      expect(detail?.timeline.filter((entry) => entry.action === "escalated")).toHaveLength(1);
      expect(await alerts.counts()).toMatchObject({ sent: 1 });
      await w.stop();
    });

    it("counts office time only: a Saturday evening enquiry is late on Monday at 9:30, and one with no office goes to every admin", async () => {
      // Saturday 8 March 2025, 17:50 in India.
      const { clock, worker, store } = await setup(new Date("2025-03-08T12:20:00.000Z"));
      await store(null);
      const w = worker();
      // Sunday noon: 10 office minutes have passed.
      clock.advance(new Date("2025-03-09T06:30:00.000Z").getTime() - clock.now().getTime());
      await w.runOnce({ scan: true });
      expect(peer.received).toHaveLength(0);
      // Monday 9:19: 29 minutes.
      clock.advance(new Date("2025-03-10T03:49:00.000Z").getTime() - clock.now().getTime());
      await w.runOnce({ scan: true });
      expect(peer.received).toHaveLength(0);
      clock.advance(2 * MINUTE);
      await w.runOnce({ scan: true });
      expect(peer.received.flatMap((mail) => mail.to).toSorted()).toEqual([
        "admin@example.com",
        "hyd-admin@example.com",
      ]);
      await w.stop();
    });
  });

  describe("the 9:00 digest", () => {
    it("mails each person their day once at 9:00 India time, and nothing to who has nothing", async () => {
      // Monday 8:59 in India.
      const { clock, database, cases, alerts, worker, store, admin, gopi } = await setup(
        new Date("2025-03-03T03:29:00.000Z"),
      );
      const today = await store();
      const overdue = await store();
      await cases.assign(admin, today.id, gopi, undefined);
      await cases.assign(admin, overdue.id, gopi, undefined);
      await cases.changeStatus(admin, today.id, { status: "contacted" });
      await cases.changeStatus(admin, overdue.id, { status: "contacted" });
      await database.kysely
        .updateTable("enquiry_cases")
        .set({ follow_up_on: "2025-03-03", follow_up_time: "15:30" })
        .where("enquiry_id", "=", today.id)
        .execute();
      await database.kysely
        .updateTable("enquiry_cases")
        .set({ follow_up_on: "2025-03-01" })
        .where("enquiry_id", "=", overdue.id)
        .execute();
      const w = worker();
      await w.runOnce({ scan: true });
      // The assignment mails only.
      const assignmentMails = peer.received.length;
      expect(assignmentMails).toBe(2);
      clock.advance(MINUTE);
      await w.runOnce({ scan: true });
      await w.runOnce({ scan: true });
      await worker().runOnce({ scan: true });
      const digests = peer.received.slice(assignmentMails);
      expect(digests.map((mail) => mail.to)).toEqual([["gopi@example.com"]]);
      const text = textOf(digests[0]);
      expect(text).toContain("15:30");
      expect(text).toContain(today.firstName);
      expect(text).toContain("2025-03-01");
      expect(text).toContain(overdue.firstName);
      expect(text).toContain(`${origin}/staff/enquiries/${today.id}`);
      // Everyone else had nothing: their digests were skipped, and none is queued twice.
      expect(await alerts.queueDigests()).toBe(0);
      clock.advance(60 * MINUTE);
      await w.runOnce({ scan: true });
      expect(peer.received).toHaveLength(assignmentMails + 1);
      await w.stop();
    });

    it("sends none on Sunday, and none to who turned it off", async () => {
      // Sunday 9 March 2025, 9:30 in India.
      const { alerts, worker, store, cases, admin, gopi, clock } = await setup(
        new Date("2025-03-09T04:00:00.000Z"),
      );
      const enquiry = await store();
      await cases.assign(admin, enquiry.id, gopi, undefined);
      await alerts.setPreferences(gopi.id, {
        assignmentMail: false,
        browser: false,
        escalationMail: false,
        digestMail: false,
      });
      const w = worker();
      await w.runOnce({ scan: true });
      expect(peer.received).toHaveLength(0);
      // Monday 9:00.
      clock.advance(24 * 60 * MINUTE - 30 * MINUTE);
      await w.runOnce({ scan: true });
      expect(peer.received.flatMap((mail) => mail.to)).not.toContain("gopi@example.com");
      await w.stop();
    });
  });
}
