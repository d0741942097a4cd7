/**
 * The dashboard and the privacy tools in the browser: charts drawn under the console's CSP, each with
 * its table; an admin exports and erases a person, who is then gone from the inbox, the detail, the
 * search and the CSV export; counsellors have no privacy tools; axe at 360 and 1440 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, viewports } from "../fixtures";
import { createUser, enquiryId, sendEnquiry, signIn, signInApi } from "./staff-fixtures";
import { enquiryKinds } from "#contract/enquiry-fields";
import { formName } from "../../console/format";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** A visit with two page views, a scroll and a click, through the public events API. */
async function sendVisit(request: APIRequestContext) {
  const session = `e2e_${randomUUID().replaceAll("-", "")}`;
  const ts = Date.now();
  const response = await request.post("/api/events", {
    data: {
      events: [
        {
          type: "page_view",
          session,
          path: "/study-in-uk",
          ts,
          utm: { source: "newsletter", campaign: "autumn" },
        },
        { type: "page_view", session, path: "/contact", ts },
        { type: "scroll_depth", session, path: "/study-in-uk", ts, percent: 50 },
        {
          type: "button_click",
          session,
          path: "/contact",
          ts,
          label: "Call us",
          target: "tel:+919848022338",
        },
      ],
    },
  });
  expect(response.status()).toBe(204);
}

/** Events are written in batches: waits until the dashboard's API counts the visit's page views. */
async function waitForTraffic(request: APIRequestContext) {
  await expect
    .poll(async () => {
      const response = await request.get("/api/staff/dashboard");
      return ((await response.json()) as { traffic?: { pageViews: number } }).traffic?.pageViews ?? 0;
    })
    .toBeGreaterThan(0);
}

/** Content-Security-Policy reports in the browser's console. */
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test("the dashboard draws its charts under the CSP, each with a table", async ({ page, request }) => {
  const csp = cspViolations(page);
  const account = await createUser("admin", "guntur");
  await sendEnquiry(request);
  await sendVisit(request);
  await signIn(page, account);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  await waitForTraffic(page.request);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const perDay = page.getByRole("figure", { name: "Enquiries per day by form" });
  await expect(perDay.getByRole("img")).toBeVisible();
  await expect(perDay.locator("canvas")).toHaveCount(1);
  await perDay.getByText("Table: Enquiries per day by form").click();
  const table = perDay.getByRole("table", { name: "Enquiries per day by form" });
  // A series for every form, call-back requests included: the chart adds up to the enquiries' total.
  for (const kind of enquiryKinds) {
    await expect(table.getByRole("columnheader", { name: formName[kind] })).toBeVisible();
  }
  await expect(table.getByRole("row")).toHaveCount(31);

  const pages = page.getByRole("figure", { name: "Top pages" });
  await expect(pages.locator("canvas")).toHaveCount(1);
  await pages.getByText("Table: Top pages").click();
  await expect(pages.getByRole("rowheader", { name: "/study-in-uk" })).toBeVisible();
  for (const title of [
    "Enquiries per day by source",
    "Funnel: enquiries of the range by status today",
    "Enquiries by destination of interest",
    "Enquiries per page (conversion)",
    "Sessions and page views per day",
    "Top UTM sources",
    "Top UTM campaigns",
    "Scroll depth reached",
    "Top clicked calls to action",
  ]) {
    await expect(page.getByRole("figure", { name: title }).getByRole("img")).toBeVisible();
  }

  // The range picker: the last 90 days, then a range typed in.
  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(page.getByText(/\(90 days, India time\)/)).toBeVisible();
  expect(csp).toEqual([]);
});

test("an admin exports a person's data and erases it: gone from list, detail, search and export", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createUser("admin", "hyderabad");
  const first = `Erase${randomUUID().slice(0, 6)}`;
  const name = await sendEnquiry(request, first);
  const email = `${first.toLowerCase()}@example.in`;
  await signInApi(request, account, baseURL ?? "");
  const id = await enquiryId(request, name);

  await signIn(page, account);
  await page.getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: "Enquiries found: 1" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name })).toBeVisible();

  // Nothing is chosen until the admin ticks the person's enquiries.
  await expect(page.getByRole("button", { name: "Download 0 enquiries as JSON" })).toBeDisabled();
  await page.getByRole("checkbox", { name: new RegExp(`^${name},`) }).check();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download 1 enquiry as JSON" }).click();
  const download = await downloading;
  const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
    enquiries: { id: string; email: string }[];
  };
  expect(exported.enquiries).toEqual([expect.objectContaining({ id, email })]);

  const erase = page.getByRole("button", { name: "Erase 1 enquiry" });
  await expect(erase).toBeDisabled();
  await page.getByRole("checkbox", { name: /they asked to be erased/ }).check();
  await erase.click();
  await expect(page.getByRole("status").filter({ hasText: "Erased 1 enquiry" })).toBeVisible();

  // The inbox's search, the detail by URL, the API and the CSV export no longer know the person.
  await page.goto(`/staff/?q=${first}`);
  await expect(page.getByText("No enquiries match this view.")).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  expect((await request.get(`/api/staff/enquiries/${id}`)).status()).toBe(404);
  const search = await request.get(`/api/staff/enquiries?q=${first}`);
  expect(((await search.json()) as { items: unknown[] }).items).toEqual([]);
  const csv = await request.get("/api/staff/enquiries/export.csv");
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).not.toContain(id);
  expect(text).not.toContain(first);
  const again = await request.post("/api/staff/privacy/search", {
    headers: { origin: new URL(baseURL ?? "").origin },
    data: { email },
  });
  expect(((await again.json()) as { matches: unknown[] }).matches).toEqual([]);
});

test("a counsellor has no privacy tools, in the console or the API", async ({ page, request, baseURL }) => {
  const account = await createUser("counsellor", "guntur");
  await signIn(page, account);
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Privacy" })).toHaveCount(0);
  await page.goto("/staff/privacy");
  await expect(page.getByText("You do not have access to this.")).toBeVisible();
  await signInApi(request, account, baseURL ?? "");
  for (const path of ["search", "export"]) {
    const response = await request.post(`/api/staff/privacy/${path}`, {
      headers: { origin: new URL(baseURL ?? "").origin },
      data: { email: "someone@example.in" },
    });
    expect(response.status()).toBe(403);
  }
});

for (const [size, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test(`the dashboard and privacy screens have no axe violations (${size})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const account = await createUser("admin", "vijayawada");
    const first = `Axe${randomUUID().slice(0, 6)}`;
    await sendEnquiry(request, first);
    await sendVisit(request);
    await signIn(page, account);
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    await waitForTraffic(page.request);
    await page.goto("/staff/dashboard");
    await expect(page.getByRole("figure", { name: "Top pages" }).locator("canvas")).toHaveCount(1);
    await page.getByText("Table: Enquiries per day by form").click();
    expect(await violations(page)).toEqual([]);

    await page.goto("/staff/privacy");
    await page.getByLabel("Email").fill(`${first.toLowerCase()}@example.in`);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("heading", { name: "Enquiries found: 1" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
