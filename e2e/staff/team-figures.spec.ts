/**
 * The dashboard's team tables (docs/staff-console.md, "Team figures"): an admin sees the figures per
 * counsellor and per office, with the right numbers for enquiries made here; a counsellor sees neither
 * table, and the API gives them no one's figures.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Dashboard } from "../../contract/staff-dashboard";
import type { Team } from "../../contract/staff";
import { expect, test } from "../fixtures";
import { createUser, enquiryId, sendEnquiry, signIn, signInApi } from "./staff-fixtures";

/** The cells of the row whose header is `name`, in a table named `caption`, by column header. */
async function rowOf(page: Page, caption: string, name: string): Promise<Record<string, string>> {
  const table = page.getByRole("table", { name: caption });
  const headers = (await table.getByRole("columnheader").allInnerTexts()).map((text) => text.trim());
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await expect(row).toHaveCount(1);
  const cells = [
    await row.getByRole("rowheader").innerText(),
    ...(await row.getByRole("cell").allInnerTexts()),
  ];
  return Object.fromEntries(headers.map((header, i) => [header, (cells[i] ?? "").trim()]));
}

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { headers: { origin: new URL(baseURL).origin }, data });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
}

test("an admin sees figures per counsellor and per office; a counsellor sees no one's", async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  // Two accounts made with the command-line tool, three enquiries and two sign-ins.
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  const [admin, counsellor] = await Promise.all([
    createUser("admin", "guntur", `Admin ${tag}`),
    createUser("counsellor", "vishakapatnam", `Vani ${tag}`),
  ]);
  await signInApi(request, admin, baseURL ?? "");
  const team = (await (await request.get("/api/staff/team")).json()) as Team;
  const vani = team.people.find((person) => person.email === counsellor.email);
  if (!vani) throw new Error("the counsellor is not listed");

  // Three enquiries given to the counsellor: one contacted then taken to counselling, one applied,
  // one left new.
  const names: string[] = [];
  for (let i = 0; i < 3; i++) names.push(await sendEnquiry(request, `Team${tag}${i}`));
  const ids = await Promise.all(names.map((name) => enquiryId(request, name)));
  for (const id of ids) {
    await post(request, baseURL ?? "", `/api/staff/enquiries/${id}/assignment`, {
      assigneeId: vani.id,
      office: "vishakapatnam",
    });
  }
  await post(request, baseURL ?? "", `/api/staff/enquiries/${ids[0]}/status`, { status: "counselling" });
  await post(request, baseURL ?? "", `/api/staff/enquiries/${ids[1]}/status`, { status: "applied" });

  await signIn(page, admin);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Team" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Figures per counsellor" })).toBeVisible();

  const mine = await rowOf(page, "Figures per counsellor", counsellor.name);
  expect(mine).toMatchObject({
    Enquiries: "3",
    // Contacted seconds after they came: 0 office minutes, within 30 (outside office hours too).
    "Median first response": "0 min",
    "Contacted ≤ 30 min": "2",
    "Share ≤ 30 min": "66.7 %",
    Calls: "0",
    Contacted: "2",
    Counselling: "2",
    Applied: "1",
    "Offer received": "0",
    Enrolled: "0",
    Closed: "0",
  });

  // The office's row shows what the API counts for it (other tests' enquiries may be there too).
  const api = (await (await request.get("/api/staff/dashboard")).json()) as Dashboard;
  const office = api.team?.offices.find((row) => row.office === "vishakapatnam");
  expect(office?.assigned).toBeGreaterThanOrEqual(3);
  const officeRow = await rowOf(page, "Figures per office", "Vishakapatnam");
  expect(officeRow.Enquiries).toBe(new Intl.NumberFormat("en-IN").format(office?.assigned ?? 0));
  expect(officeRow.Applied).toBe(new Intl.NumberFormat("en-IN").format(office?.reached.applied ?? 0));

  // The counsellor: no team section, and the API gives them no one's figures.
  const context = await playwright.request.newContext({ baseURL });
  await signInApi(context, counsellor, baseURL ?? "");
  const theirs = await context.get("/api/staff/dashboard");
  expect(theirs.status()).toBe(200);
  expect(((await theirs.json()) as Dashboard).team).toBeNull();
  expect(await theirs.text()).not.toContain(admin.name);
  await context.dispose();

  await page.context().clearCookies();
  await signIn(page, counsellor);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Enquiries" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Team" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Figures per counsellor" })).toHaveCount(0);
});
