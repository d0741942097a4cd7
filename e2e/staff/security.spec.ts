/**
 * The staff console as an attacker meets it: a wrong password and an unknown account get the same
 * message, repeated failures of one account from one address are slowed; a counsellor cannot open another office's enquiry by URL or by
 * API (404); a cross-site POST is refused even with a valid session; the console is kept out of search
 * engines.
 */
import { request as playwrightRequest } from "@playwright/test";
import { accountAddressPolicy } from "../../server/staff/sign-in-throttle";
import { expect, test } from "../fixtures";
import { createUser, enquiryId, openInbox, password, sendEnquiry, signIn, signInApi } from "./staff-fixtures";

test.describe("sign-in failures", () => {
  // The failed sign-ins answer 401, then 429: Chromium logs both as failed resources.
  test.use({ allowedConsoleErrors: [/status of (401|429)/] });

  test("a wrong password gets a generic error, and repeated failures are slowed", async ({ page }) => {
    const account = await createUser("counsellor", "guntur");
    await page.goto("/staff/sign-in");

    /** Submits the form and returns the status the server answered. */
    async function attempt(email: string, pass: string): Promise<number> {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(pass);
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().endsWith("/api/staff/session")),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
      await expect(page.getByRole("alert")).toBeVisible();
      return response.status();
    }

    expect(await attempt(account.email, "wrong password 123")).toBe(401);
    const generic = await page.getByRole("alert").textContent();
    expect(await attempt("nobody-here@example.com", "wrong password 123")).toBe(401);
    await expect(page.getByRole("alert")).toHaveText(generic ?? "");

    // A few failures of one account from one address are free; the next makes the account wait from
    // this address, even with the right password (another address is not slowed: server/staff tests).
    for (let failure = 2; failure <= accountAddressPolicy.freeFailures + 1; failure++) {
      expect(await attempt(account.email, "wrong password 123")).toBe(401);
    }
    expect(await attempt(account.email, password)).toBe(429);
    await expect(page.getByRole("alert")).toContainText(/wait \d+ seconds/);
  });
});

test.describe("another office's enquiry", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("is not found for a counsellor, by URL and by API", async ({ page, request, baseURL }) => {
    const admin = await createUser("admin", "guntur");
    const hyderabad = await createUser("counsellor", "hyderabad", "Hema");
    const guntur = await createUser("counsellor", "guntur", "Gopi");
    const name = await sendEnquiry(request);

    const adminApi = await playwrightRequest.newContext({ baseURL });
    await signInApi(adminApi, admin, baseURL ?? "");
    const id = await enquiryId(adminApi, name);
    const people = (await (await adminApi.get("/api/staff/people")).json()) as {
      staff: { id: string; name: string }[];
    };
    const hema = people.staff.find((person) => person.name === hyderabad.name);
    const assigned = await adminApi.post(`/api/staff/enquiries/${id}/assignment`, {
      headers: { origin: baseURL ?? "" },
      data: { assigneeId: hema?.id },
    });
    expect(assigned.status()).toBe(200);
    await adminApi.dispose();

    await signIn(page, guntur);
    await openInbox(page);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    await page.goto(`/staff/enquiries/${id}`);
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    expect((await page.request.get(`/api/staff/enquiries/${id}`)).status()).toBe(404);
    // Nor can they log a call on it (docs/staff-console.md, "Call logging").
    const logged = await page.request.post(`/api/staff/enquiries/${id}/calls`, {
      headers: { origin: baseURL ?? "" },
      data: { channel: "call", outcome: "reached" },
    });
    expect(logged.status()).toBe(404);
  });
});

test("a cross-site POST to the staff API is refused", async ({ baseURL }) => {
  const admin = await createUser("admin", "hyderabad");
  const api = await playwrightRequest.newContext({ baseURL });
  await signInApi(api, admin, baseURL ?? "");
  const name = await sendEnquiry(api);
  const id = await enquiryId(api, name);
  const forged = await api.post(`/api/staff/enquiries/${id}/notes`, {
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    data: { body: "forged" },
  });
  expect(forged.status()).toBe(403);
  const signOut = await api.delete("/api/staff/session", {
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
  });
  expect(signOut.status()).toBe(403);
  await api.dispose();
});

test("saved views and My day are each person's own, and cross-site writes are refused", async ({
  baseURL,
}) => {
  const gunturAccount = await createUser("counsellor", "guntur");
  const hyderabadAccount = await createUser("counsellor", "hyderabad");
  const guntur = await playwrightRequest.newContext({ baseURL });
  const hyderabad = await playwrightRequest.newContext({ baseURL });
  await signInApi(guntur, gunturAccount, baseURL ?? "");
  await signInApi(hyderabad, hyderabadAccount, baseURL ?? "");
  const origin = { origin: new URL(baseURL ?? "").origin };

  const saved = await guntur.post("/api/staff/saved-views", {
    headers: origin,
    data: { name: "Mine", filters: { status: "new" } },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  expect(
    ((await (await hyderabad.get("/api/staff/saved-views")).json()) as { views: unknown[] }).views,
  ).toEqual([]);
  expect((await hyderabad.delete(`/api/staff/saved-views/${id}`, { headers: origin })).status()).toBe(404);
  const forged = await guntur.post("/api/staff/saved-views", {
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    data: { name: "Forged", filters: {} },
  });
  expect(forged.status()).toBe(403);

  // An enquiry Guntur's counsellor took is in their My day, never in Hyderabad's.
  const name = await sendEnquiry(guntur);
  const enquiry = await enquiryId(guntur, name);
  const me = (await (await guntur.get("/api/staff/me")).json()) as { user: { id: string } };
  const taken = await guntur.post(`/api/staff/enquiries/${enquiry}/assignment`, {
    headers: origin,
    data: { assigneeId: me.user.id },
  });
  expect(taken.status()).toBe(200);
  const ids = async (context: typeof guntur) => {
    const day = (await (await context.get("/api/staff/my-day")).json()) as {
      newForMe: { items: { id: string }[] };
    };
    return day.newForMe.items.map((item) => item.id);
  };
  expect(await ids(guntur)).toContain(enquiry);
  expect(await ids(hyderabad)).not.toContain(enquiry);
  expect((await hyderabad.get(`/api/staff/enquiries/${enquiry}`)).status()).toBe(404);
  await guntur.dispose();
  await hyderabad.dispose();
});

test("the console is kept out of search engines", async ({ request }) => {
  const shell = await request.get("/staff");
  expect(shell.headers()["x-robots-tag"]).toContain("noindex");
  expect(await shell.text()).toContain('<meta name="robots" content="noindex');
  expect(shell.headers()["content-security-policy"]).toContain("script-src 'self'");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /staff");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/staff");
});

test("alert settings are each person's own: nobody reads or changes another's", async ({ baseURL }) => {
  const first = await createUser("counsellor", "guntur");
  const second = await createUser("counsellor", "vijayawada");
  const firstApi = await playwrightRequest.newContext({ baseURL });
  const secondApi = await playwrightRequest.newContext({ baseURL });
  const stranger = await playwrightRequest.newContext({ baseURL });
  await signInApi(firstApi, first, baseURL ?? "");
  await signInApi(secondApi, second, baseURL ?? "");
  const origin = new URL(baseURL ?? "").origin;
  const off = { assignmentMail: false, browser: false, escalationMail: false, digestMail: false };
  expect(
    (await firstApi.put("/api/staff/alerts/preferences", { headers: { origin }, data: off })).status(),
  ).toBe(200);
  // The second person sees their own (all on), and cannot name the first one.
  expect(await (await secondApi.get("/api/staff/alerts/preferences")).json()).toMatchObject({
    assignmentMail: true,
  });
  const me = (await (await firstApi.get("/api/staff/me")).json()) as { user: { id: string } };
  const naming = await secondApi.put("/api/staff/alerts/preferences", {
    headers: { origin },
    data: { ...off, assignmentMail: true, staffId: me.user.id },
  });
  expect(naming.status()).toBe(400);
  expect(await (await firstApi.get("/api/staff/alerts/preferences")).json()).toEqual(off);
  // Another site, or no session at all: refused.
  const forged = await firstApi.put("/api/staff/alerts/preferences", {
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    data: { ...off, digestMail: true },
  });
  expect(forged.status()).toBe(403);
  expect((await stranger.get("/api/staff/alerts/preferences")).status()).toBe(401);
  expect((await stranger.get("/api/staff/alerts/count")).status()).toBe(401);
  for (const context of [firstApi, secondApi, stranger]) await context.dispose();
});
