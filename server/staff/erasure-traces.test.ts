/**
 * An erasure on SQLite leaves nothing of the person in DATA_DIR (docs/staff-dashboard-and-privacy.md):
 * the database files, their write-ahead logs, the analytics store and the staff mail written as files
 * are searched byte by byte for their email, phone, name, message, referrer, the staff's note and the
 * WhatsApp message sent to them.
 */
import { randomInt, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EraseResult, PersonSearch } from "#contract/staff-privacy";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { mailFolderName } from "../mail/mailer.ts";
import { testConfig } from "../test-support/app-config.ts";
import { waitFor } from "../test-support/enquiry-fixtures.ts";
import { createStaffAccount } from "./staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");
const host = "console.example.in";
const headers = { host, origin: `http://${host}`, "sec-fetch-site": "same-origin" };
const password = "correct horse battery";

/** Every file under `dir`, with its path. */
async function filesUnder(dir: string): Promise<{ path: string; bytes: Buffer }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, bytes: await readFile(path) };
      }),
  );
}

/** An app on a fresh SQLite database with an admin signed in; `staff` sends as that admin. */
async function startWithAdmin(overrides: Partial<Config> = {}) {
  const app = await buildApp(await testConfig({ staticDir: noSite, consoleDir: noSite, ...overrides }));
  await createStaffAccount(app.staff.auth, {
    email: "admin@example.com",
    name: "Asha Admin",
    role: "admin",
    office: "guntur",
    password,
  });
  const response = await app.inject({
    method: "POST",
    url: "/api/staff/session",
    headers,
    payload: { email: "admin@example.com", password },
  });
  const session = response.cookies.find((c) => c.name === "staff.session_token");
  if (!session) throw new Error("no session cookie");
  const cookie = `${session.name}=${session.value}`;
  const staff = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { ...headers, cookie }, ...(payload ? { payload } : {}) });
  return { app, staff };
}

describe("erasure on SQLite", () => {
  let app: App;
  let staff: Awaited<ReturnType<typeof startWithAdmin>>["staff"];

  beforeAll(async () => {
    ({ app, staff } = await startWithAdmin());
  });

  afterAll(async () => {
    await app?.close();
  });

  it("leaves no copy of the person's data in the database files, their logs, the analytics store or mail files", async () => {
    const tag = randomUUID().replace(/-/g, "").slice(0, 10);
    const digits = `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
    const person = {
      firstName: `Zarina${tag}`,
      lastName: `Quddus${tag}`,
      email: `Zarina.${tag}@Example.in`,
      phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
      comments: `Please call after six, ${tag}`,
    };
    const referrer = `https://search.example/?q=zarina.${tag}`;
    const note = `Spoke to her father about ${tag}`;
    const stored = await app.inject({
      method: "POST",
      url: enquiryPaths.service,
      payload: { ...person, context: { page: "/services", referrer, utm: { term: `term${tag}` } } },
    });
    expect(stored.statusCode).toBe(201);
    // The staff mail is written as a file (no SMTP): it holds the same data.
    const mailFolder = join(app.config.dataDir, mailFolderName);
    await waitFor(async () => (await readdir(mailFolder).catch(() => [])).length > 0);

    const search = (
      await staff("POST", "/api/staff/privacy/search", { email: person.email })
    ).json<PersonSearch>();
    const ids = search.matches.map((match) => match.id);
    expect(ids).toHaveLength(1);
    const id = ids[0] ?? "";
    expect((await staff("POST", `/api/staff/enquiries/${id}/notes`, { body: note })).statusCode).toBe(200);
    // A WhatsApp message sent to them names them; the call's outcome names nobody and stays.
    const message = `Hello ${person.firstName}, about ${tag}`;
    const logged = await staff("POST", `/api/staff/enquiries/${id}/calls`, {
      channel: "whatsapp",
      outcome: "sent",
      message,
    });
    expect(logged.statusCode).toBe(200);
    // Everything is in the files before the erasure (this test would find it).
    const before = Buffer.concat((await filesUnder(app.config.dataDir)).map((file) => file.bytes));
    expect(before.includes(tag)).toBe(true);

    const erased = await staff("POST", "/api/staff/privacy/erase", { email: person.email, ids });
    expect(erased.json<EraseResult>()).toMatchObject({ erased: 1 });

    const calls = await app.database.kysely
      .selectFrom("enquiry_calls")
      .select(["message", "outcome"])
      .where("enquiry_id", "=", id)
      .execute();
    expect(calls).toEqual([{ message: null, outcome: "sent" }]);

    const needles = [
      message,
      tag,
      person.email,
      person.email.toLowerCase(),
      person.phone,
      digits,
      person.firstName.toLowerCase(),
      note,
    ];
    const files = await filesUnder(app.config.dataDir);
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/enquiries\.sqlite$/),
        expect.stringMatching(/analytics\.sqlite$/),
      ]),
    );
    const found = files.flatMap((file) =>
      needles.filter((needle) => file.bytes.includes(needle)).map((needle) => `${needle} in ${file.path}`),
    );
    expect(found).toEqual([]);

    // The inbox search's index keeps trigrams, not whole words: none of the person's may be left in it
    // (FTS5 would otherwise keep a deleted row's entries until a later merge). Its data holds hex ids
    // of nobody too, so the letters of the name are looked for.
    const blocks = await sql<{ block: Uint8Array | null }>`select block from enquiry_search_data`.execute(
      app.database.kysely,
    );
    const index = Buffer.concat(blocks.rows.flatMap((row) => (row.block ? [Buffer.from(row.block)] : [])));
    const trigrams = ["zar", "ari", "rin", "ina", "qud", "udd", "ddu", "dus"];
    expect(trigrams.filter((trigram) => index.includes(trigram))).toEqual([]);
  });
});

describe("erasure of a person whose enquiry went out in a digest", () => {
  let app: App | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it("deletes the digest's mail file too", async () => {
    // One single mail a day: the second enquiry goes out in the interval's digest.
    const started = await startWithAdmin({ mailPerDay: 1 });
    app = started.app;
    const tag = randomUUID().replace(/-/g, "").slice(0, 10);
    const send = (firstName: string, email: string) =>
      started.app.inject({
        method: "POST",
        url: enquiryPaths.service,
        payload: { firstName, lastName: "Rao", email, phone: "+91 98480 11111", comments: `MS ${email}` },
      });
    expect((await send("First", "first@example.in")).statusCode).toBe(201);
    expect((await send(`Digest${tag}`, `digest.${tag}@example.in`)).statusCode).toBe(201);
    const mailFolder = join(started.app.config.dataDir, mailFolderName);
    const names = async () => readdir(mailFolder).catch(() => [] as string[]);
    await waitFor(async () => (await names()).some((name) => name.endsWith("-digest.eml")));

    const search = (
      await started.staff("POST", "/api/staff/privacy/search", { email: `digest.${tag}@example.in` })
    ).json<PersonSearch>();
    const ids = search.matches.map((match) => match.id);
    const erased = await started.staff("POST", "/api/staff/privacy/erase", {
      email: `digest.${tag}@example.in`,
      ids,
    });
    expect(erased.json<EraseResult>()).toMatchObject({ erased: 1 });
    expect((await names()).filter((name) => name.endsWith("-digest.eml"))).toEqual([]);
    // The first enquiry's own mail stays.
    expect((await names()).filter((name) => name.endsWith(".eml"))).toHaveLength(1);
  });
});
