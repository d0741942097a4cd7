/**
 * The flood limits of the form routes (docs/enquiries.md, "Floods"), tried from outside as an attacker
 * would: many client addresses (X-Forwarded-For from a trusted proxy), one email and phone or many, with
 * and without solved challenges. Run once per database: server/enquiries/floods.test.ts (SQLite) and
 * server/enquiries/floods.postgres.test.ts.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterEach, describe, expect, it } from "vitest";
import {
  challengeHeader,
  challengeRequiredStatus,
  enquiryResponses,
  type EnquiryChallengeRequired,
  type EnquiryFormKind,
} from "#contract/enquiry";
import { enquiryTexts } from "#contract/texts/index";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { escapeHtml } from "../lib/html-page.ts";
import { enquiryPaths, officeContacts } from "../enquiries/routes.ts";
import { testConfig } from "./app-config.ts";
import { sampleBody, waitFor } from "./enquiry-fixtures.ts";

export interface FloodSuiteOptions {
  /** A fresh database for one app: undefined for SQLite under the app's DATA_DIR, else a postgres:// URL. */
  databaseUrl: (name: string) => Promise<string | undefined>;
}

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };

/** The n-th of many client addresses, each in its own /24. */
const floodAddress = (n: number) => `10.${Math.floor(n / 250) + 1}.${n % 250}.7`;

/** A family nobody has seen: a new email and phone. */
const family = (n: number) =>
  sampleBody({
    firstName: `Family${n}`,
    email: `family${n}@example.in`,
    phone: `98480${String(n).padStart(5, "0")}`,
    comments: "MS in Canada",
  });

/** What a browser with JavaScript does with a 428: solve the challenge and send its widget's payload. */
async function solve(challenge: EnquiryChallengeRequired["challenge"]): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error("The challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export function enquiryFloodSuite(options: FloodSuiteOptions): void {
  const apps: App[] = [];
  let databases = 0;

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function start(overrides: Partial<Config>): Promise<App> {
    databases += 1;
    const app = await buildApp(
      await testConfig({
        staticDir: join(import.meta.dirname, "no-site"),
        databaseUrl: await options.databaseUrl(`floods_${databases}`),
        trustProxy: ["127.0.0.1"],
        rateLimitFormsPerMinute: 100_000,
        outboxPollMs: 50,
        enquiryDuplicateMinutes: 10,
        ...overrides,
      }),
      { logger: false },
    );
    apps.push(app);
    await app.ready();
    return app;
  }

  const post = (
    app: App,
    body: unknown,
    from: string,
    {
      kind = "contact",
      headers = {},
      key = randomUUID(),
    }: {
      kind?: EnquiryFormKind;
      headers?: Record<string, string>;
      key?: string;
    } = {},
  ) =>
    app.inject({
      method: "POST",
      url: enquiryPaths[kind],
      headers: { ...json, "idempotency-key": key, "x-forwarded-for": from, ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });

  /** What the form with JavaScript does: send; on a 428, solve its challenge and send the same again. */
  async function postAsBrowser(app: App, body: unknown, from: string) {
    const key = randomUUID();
    const first = await post(app, body, from, { key });
    if (first.statusCode !== challengeRequiredStatus) return first;
    const { challenge } = first.json<EnquiryChallengeRequired>();
    return post(app, body, from, { key, headers: { [challengeHeader]: await solve(challenge) } });
  }

  /** The stored enquiry of this email, and whether its staff mail was queued (and then sent). */
  async function mailOf(app: App, email: string) {
    const row = await app.database.kysely
      .selectFrom("enquiries")
      .select(["id", "duplicate_of"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!row) return undefined;
    return { duplicateOf: row.duplicate_of, mail: (await app.enquiries.findById(row.id))?.mailStatus };
  }

  const stored = async (app: App) => app.enquiries.count();

  describe("a flood from many addresses with one email and phone", () => {
    it("stores the sender's daily share, refuses the rest with 429, and every new family is stored and mailed", async () => {
      const app = await start({
        enquiriesPerSenderPerDay: 5,
        enquiriesPerNetworkPerDay: 3,
        enquiriesPerDay: 8,
      });
      const junk = (n: number) =>
        sampleBody({
          firstName: `Junk${n % 7}`,
          email: "flood@example.net",
          phone: "9000012345",
          comments: n % 2 ? "same words" : `words ${n}`,
        });
      const answers = await Promise.all(
        Array.from({ length: 246 }, (_, n) => post(app, junk(n), floodAddress(n % 123))),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      // Refused: 429, or 503 "try again" when the burst outlasts a write's deadline (nothing stored then).
      const refusals = answers.filter((answer) => answer.statusCode !== 201);
      expect(refusals.every((answer) => [429, 503].includes(answer.statusCode))).toBe(true);
      expect(refusals.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(0);
      const refused = answers.find((answer) => answer.statusCode === 429);
      expect(refused?.json()).toEqual({
        message: enquiryResponses.senderLimitReached(...officeContacts(enquiryTexts.en)),
      });
      expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
      expect(await stored(app)).toBe(5);

      // The families of the day, from addresses of their own and from the flood's: none is refused (past
      // the site's cap of 8 new enquiries, their browsers solve a challenge first).
      for (let n = 0; n < 6; n++) {
        const answer = await postAsBrowser(app, family(n), n % 2 ? floodAddress(n) : `192.0.2.${n + 1}`);
        expect(answer.statusCode, answer.body).toBe(201);
        expect(answer.json()).toEqual({ message: enquiryResponses.accepted(`Family${n}`) });
      }
      await waitFor(async () => {
        const mails = await Promise.all(
          Array.from({ length: 6 }, (_, n) => mailOf(app, `family${n}@example.in`)),
        );
        return mails.every((mail) => mail?.mail === "sent" && mail.duplicateOf === null);
      }, 10_000);
      const ready = await app.inject({ url: "/api/ready" });
      expect(ready.json<{ reports: { enquiries: { today: number } } }>().reports.enquiries.today).toBe(11);
    }, 30_000);

    it("counts the sender's likely duplicates toward its share, and not toward the site's", async () => {
      const app = await start({ enquiriesPerSenderPerDay: 4, enquiriesPerDay: 2 });
      const copy = sampleBody({ firstName: "Copy", email: "copy@example.net", phone: "9000054321" });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) => post(app, copy, floodAddress(n))),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
      expect(await stored(app)).toBe(4);
      const ready = await app.inject({ url: "/api/ready" });
      expect(ready.json<{ reports: { enquiries: { today: number } } }>().reports.enquiries.today).toBe(1);
      // The site-wide cap of 2 is not reached by one sender's copies: a family needs no challenge.
      expect((await post(app, family(1), "192.0.2.1")).statusCode).toBe(201);
    });
  });

  describe("a sender is its email or its whole phone number", () => {
    it("counts the same number however typed, and never another country's number with the same digits", async () => {
      const app = await start({ enquiriesPerSenderPerDay: 2 });
      const indian = (n: number, phone: string) =>
        sampleBody({ firstName: "Ravi", email: `ravi${n}@example.in`, phone, comments: `message ${n}` });
      expect((await post(app, indian(1, "+91 98480 22338"), "198.51.100.1")).statusCode).toBe(201);
      expect((await post(app, indian(2, "098480 22338"), "198.51.100.2")).statusCode).toBe(201);
      // The same number a third time, typed another way: the sender's share is used up.
      expect((await post(app, indian(3, "9848022338"), "198.51.100.3")).statusCode).toBe(429);
      // A family in the USA whose number has the same last 10 digits is someone else.
      const american = sampleBody({ firstName: "Amy", email: "amy@example.com", phone: "+1 (984) 802-2338" });
      expect((await post(app, american, "203.0.113.9")).statusCode).toBe(201);
      expect(await stored(app)).toBe(3);
    });

    it("is no likely duplicate of an enquiry from another country's number with the same digits", async () => {
      const app = await start({});
      const details = { firstName: "Ravi", email: "ravi@example.in", comments: "MS in Canada" };
      await post(app, sampleBody({ ...details, phone: "+91 98480 22338" }), "198.51.100.1");
      await post(app, sampleBody({ ...details, phone: "+1 984 802 2338" }), "198.51.100.2");
      await post(app, sampleBody({ ...details, phone: "09848022338" }), "198.51.100.3");
      const rows = await app.database.kysely
        .selectFrom("enquiries")
        .select(["phone", "duplicate_of"])
        .orderBy("created_at")
        .execute();
      expect(rows.map((row) => row.duplicate_of === null)).toEqual([true, true, false]);
    });
  });

  describe("the order of the limits", () => {
    it("refuses a sender past its share (429) before asking its network or the site for a challenge", async () => {
      const app = await start({
        enquiriesPerSenderPerDay: 2,
        enquiriesPerNetworkPerDay: 2,
        enquiriesPerDay: 2,
      });
      const sender = (n: number) => ({ ...family(0), comments: `message ${n}` });
      expect((await post(app, sender(1), "198.51.100.1")).statusCode).toBe(201);
      expect((await post(app, sender(2), "198.51.100.2")).statusCode).toBe(201);
      // The sender, its network and the site are all at their limits: the sender's limit answers.
      const third = await post(app, sender(3), "198.51.100.3");
      expect(third.statusCode).toBe(429);
      expect(await stored(app)).toBe(2);
    });

    it("asks a network past its limit for a challenge, while other networks' families need none", async () => {
      const app = await start({ enquiriesPerNetworkPerDay: 3 });
      for (let n = 0; n < 3; n++)
        expect((await post(app, family(n), `198.51.100.${n + 1}`)).statusCode).toBe(201);
      const fourth = await post(app, family(3), "198.51.100.200");
      expect(fourth.statusCode).toBe(challengeRequiredStatus);
      expect(await stored(app)).toBe(3);
      // Refused requests do not count: the network's next family is asked again, others pass freely.
      expect((await post(app, family(4), "198.51.101.1")).statusCode).toBe(201);
      expect((await post(app, family(5), "2001:db8:1:2::1")).statusCode).toBe(201);
      // The family on the busy network solves the challenge and is stored and mailed.
      const { challenge } = fourth.json<EnquiryChallengeRequired>();
      const solved = await post(app, family(3), "198.51.100.200", {
        headers: { [challengeHeader]: await solve(challenge) },
      });
      expect(solved.statusCode).toBe(201);
      expect((await mailOf(app, "family3@example.in"))?.mail).toBeDefined();
    }, 20_000);

    it("past the site's daily cap refuses senders seen today (503) and lets new families in with a challenge", async () => {
      const app = await start({ enquiriesPerDay: 3 });
      for (let n = 0; n < 3; n++)
        expect((await post(app, family(n), `203.0.113.${n + 1}`)).statusCode).toBe(201);
      const seen = await post(app, { ...family(0), comments: "One more question" }, "203.0.114.1");
      expect(seen.statusCode).toBe(503);
      expect(seen.json()).toEqual({ message: enquiryResponses.dailyCapReached });

      const newFamily = await post(app, family(7), "203.0.115.1");
      expect(newFamily.statusCode).toBe(challengeRequiredStatus);
      const body = newFamily.json<EnquiryChallengeRequired>();
      expect(body.message).toBe(enquiryResponses.challengeRequired(...officeContacts(enquiryTexts.en)));
      const answer = await post(app, family(7), "203.0.115.1", {
        headers: { [challengeHeader]: await solve(body.challenge) },
      });
      expect(answer.statusCode).toBe(201);
      await waitFor(async () => (await mailOf(app, "family7@example.in"))?.mail === "sent", 10_000);
    }, 20_000);
  });

  describe("the challenge, when one is required", () => {
    it("accepts a valid solution once, and refuses a missing, forged, unsigned or replayed one with 428", async () => {
      const app = await start({ enquiryChallengePerHour: 0 });
      const missing = await post(app, family(1), "192.0.2.10");
      expect(missing.statusCode).toBe(challengeRequiredStatus);
      const { challenge } = missing.json<EnquiryChallengeRequired>();
      const payload = await solve(challenge);
      const decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
        challenge: { parameters: Record<string, unknown>; signature: string };
        solution: { counter: number; derivedKey: string };
      };
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
      const forged = [
        "not base64 at all",
        encode({
          ...decoded,
          solution: {
            ...decoded.solution,
            derivedKey: decoded.solution.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0")),
          },
        }),
        encode({ ...decoded, challenge: { ...decoded.challenge, signature: "0".repeat(64) } }),
        encode({
          ...decoded,
          challenge: {
            parameters: { ...decoded.challenge.parameters, cost: 1 },
            signature: decoded.challenge.signature,
          },
        }),
        encode({ challenge: { parameters: decoded.challenge.parameters }, solution: decoded.solution }),
        "x".repeat(10_000),
      ];
      for (const bad of forged) {
        const answer = await post(app, family(1), "192.0.2.10", { headers: { [challengeHeader]: bad } });
        expect(answer.statusCode, bad.slice(0, 300)).toBe(challengeRequiredStatus);
      }
      expect(await stored(app)).toBe(0);

      const key = randomUUID();
      const accepted = await post(app, family(1), "192.0.2.10", {
        key,
        headers: { [challengeHeader]: payload },
      });
      expect(accepted.statusCode).toBe(201);
      // A retry of that very request (same key) gets its answer again; another enquiry cannot reuse it.
      const retried = await post(app, family(1), "192.0.2.10", {
        key,
        headers: { [challengeHeader]: payload },
      });
      expect([retried.statusCode, retried.body]).toEqual([201, accepted.body]);
      const replayed = await post(app, family(2), "192.0.2.11", { headers: { [challengeHeader]: payload } });
      expect(replayed.statusCode).toBe(challengeRequiredStatus);
      expect(await stored(app)).toBe(1);
    }, 20_000);

    it("tells a form posted without JavaScript how to call or WhatsApp the office, in the page's language", async () => {
      const app = await start({ enquiryChallengePerHour: 0 });
      const body = "firstName=Ravi&lastName=K&email=ravi%40example.in&phone=9876543210&page=%2Fcontact";
      const english = await post(app, body, "192.0.2.20", { headers: form });
      expect(english.statusCode).toBe(challengeRequiredStatus);
      expect(english.headers["content-type"]).toBe("text/html; charset=utf-8");
      const en = enquiryTexts.en.enquiryResponses;
      expect(english.body).toContain(escapeHtml(en.challengeNoScript(...officeContacts(enquiryTexts.en))));
      expect(english.body).toContain('href="/contact"');

      const telugu = await post(app, `${body}&pageLanguage=te`, "192.0.2.20", { headers: form });
      expect(telugu.statusCode).toBe(challengeRequiredStatus);
      const te = enquiryTexts.te.enquiryResponses;
      expect(telugu.body).toContain(escapeHtml(te.challengeNoScript(...officeContacts(enquiryTexts.te))));
      expect(await stored(app)).toBe(0);
    });
  });
}
