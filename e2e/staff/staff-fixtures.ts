/**
 * Helpers of the staff console's e2e tests: staff accounts made with the real command
 * (`npm run staff -- create-user`) on the e2e server's database, public enquiries sent through the
 * public API, and signing in through the console's form.
 */
import { execFile } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Office, StaffRole } from "../../contract/staff";
import { expect } from "../fixtures";

const run = promisify(execFile);

export const password = "e2e staff password 1";

export interface Account {
  email: string;
  name: string;
}

/**
 * Creates an account with the command-line tool, on the database the e2e server uses (`dataDir`: the
 * second server's, e2e/staff/site-origin-server.ts).
 */
export async function createUser(
  role: StaffRole,
  office: Office,
  name = `${role} ${office}`,
  dataDir = ".e2e-data",
): Promise<Account> {
  const email = `${role}-${office}-${randomUUID().slice(0, 8)}@example.com`;
  await run(
    "npm",
    [
      "run",
      "-s",
      "staff",
      "--",
      "create-user",
      "--email",
      email,
      "--role",
      role,
      "--office",
      office,
      "--name",
      name,
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: password },
    },
  );
  return { email, name };
}

/**
 * Sends an enquiry through the public form API, with any `fields` added to (or replacing) the usual ones;
 * returns the person's full name.
 */
export async function sendEnquiry(
  request: APIRequestContext,
  firstName = `Visitor${randomUUID().slice(0, 6)}`,
  fields: Record<string, unknown> = {},
) {
  const response = await request.post("/api/contact-form", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      firstName,
      lastName: "Reddy",
      email: `${firstName.toLowerCase()}@example.in`,
      phone: `+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`,
      context: { page: "/study-in-uk", utm: { source: "newsletter" } },
      ...fields,
    },
  });
  // A likely duplicate (the same details again within minutes) is answered 201 too (docs/enquiries.md).
  expect(response.status()).toBe(201);
  return `${firstName} Reddy`;
}

export async function signIn(page: Page, account: Account, pass = password): Promise<void> {
  await page.goto("/staff/sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(pass);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** From My day, the first screen after signing in, to the inbox through the console's navigation. */
export async function openInbox(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Inbox", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

/** Signs in through the API (for tests that act as a second person); the context keeps the cookie. */
export async function signInApi(
  request: APIRequestContext,
  account: Account,
  baseURL: string,
): Promise<void> {
  const response = await request.post("/api/staff/session", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: account.email, password },
  });
  expect(response.status()).toBe(200);
}

/** The id of the newest enquiry with this name, as a signed-in request sees it. */
export async function enquiryId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(
    `/api/staff/enquiries?q=${encodeURIComponent(name.split(" ")[0] ?? name)}`,
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No enquiry of ${name}`);
  return item.id;
}
