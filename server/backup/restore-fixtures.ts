/**
 * What the backup tests (SQLite and PostgreSQL) do through the real app: sign a staff admin in, send
 * enquiries, read an enquiry as the console does, read the audit log.
 */
import { expect } from "vitest";
import { staffApiBase, type EnquiryDetail } from "#contract/staff";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { sampleBody } from "../test-support/enquiry-fixtures.ts";
import { createStaffAccount } from "../staff/staff-accounts.ts";

const password = "correct horse battery";
const host = "console.example.in";
export const headers = { host, origin: `http://${host}`, "sec-fetch-site": "same-origin" };

/** The app on `config`, with an admin signed in (the account is created when the database has none). */
export async function appWithStaff(config: Config): Promise<{ app: App; cookie: string }> {
  const app = await buildApp(config);
  await app.ready();
  const signIn = () =>
    app.inject({
      method: "POST",
      url: `${staffApiBase}/session`,
      headers,
      payload: { email: "admin@example.com", password },
    });
  let response = await signIn();
  if (response.statusCode !== 200) {
    await createStaffAccount(app.staff.auth, {
      email: "admin@example.com",
      name: "Asha Admin",
      role: "admin",
      office: "guntur",
      password,
    });
    response = await signIn();
  }
  const cookie = response.cookies.find((c) => c.name === "staff.session_token");
  if (!cookie) throw new Error("no session cookie");
  return { app, cookie: `${cookie.name}=${cookie.value}` };
}

let counter = 0;
/** Sends one enquiry; resolves to its email (unique) when it was acknowledged with 2xx, else undefined. */
export async function sendEnquiry(app: App): Promise<string | undefined> {
  counter += 1;
  const email = `backup${counter}@example.in`;
  const response = await app.inject({
    method: "POST",
    url: enquiryPaths.contact,
    remoteAddress: `10.0.${Math.floor(counter / 200)}.${counter % 200}`,
    payload: sampleBody({ firstName: `Person${counter}`, email }),
  });
  return response.statusCode >= 200 && response.statusCode < 300 ? email : undefined;
}

export async function idOf(app: App, email: string): Promise<string> {
  const row = await app.database.kysely
    .selectFrom("enquiries")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function detail(app: App, cookie: string, id: string): Promise<EnquiryDetail> {
  const response = await app.inject({
    method: "GET",
    url: `${staffApiBase}/enquiries/${id}`,
    headers: { ...headers, cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<EnquiryDetail>();
}

export async function auditLog(app: App) {
  return app.database.kysely.selectFrom("staff_audit_log").selectAll().orderBy("id").execute();
}

/** Staff work on an enquiry as the console does (a note, a status change: both in the audit log). */
export async function workOn(app: App, cookie: string, email: string): Promise<EnquiryDetail> {
  const id = await idOf(app, email);
  const note = await app.inject({
    method: "POST",
    url: `${staffApiBase}/enquiries/${id}/notes`,
    headers: { ...headers, cookie },
    payload: { body: `Called ${email}: wants a September intake` },
  });
  expect(note.statusCode).toBe(200);
  const status = await app.inject({
    method: "POST",
    url: `${staffApiBase}/enquiries/${id}/status`,
    headers: { ...headers, cookie },
    payload: { status: "contacted" },
  });
  expect(status.statusCode).toBe(200);
  return detail(app, cookie, id);
}
