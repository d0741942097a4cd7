/**
 * Figures to re-check (docs/country-data.md, "Staleness is a report"; docs/staff-console.md), in a real
 * browser against three servers of the file's own, each serving the site for a set day (SITE_DATE, which
 * a server takes outside production): a day when figures are due for re-checking, a day when a scheduled
 * change is near, and a day when nothing is due. The days come from the figures themselves, so the test
 * does not depend on today's date.
 * An admin finds the screen in the console's navigation and each figure's official source; a counsellor
 * has no link to it and is refused at its address.
 */
import type { Page } from "@playwright/test";
import {
  allFigures,
  changesDueWithin,
  staleFigures,
  WARN_AFTER_DAYS,
} from "../../app/content/countries/staleness";
import type { IsoDate } from "../../app/content/countries/types";
import { staffTexts } from "../../contract/staff";
import { expect, test, viewports } from "../fixtures";
import { startOwnServer, type OwnServer } from "../own-server";
import { createUser, password, type Account } from "./staff-fixtures";

// Servers of the file's own, on their own ports: the tests run one after the other, in one worker.
test.describe.configure({ mode: "serial" });

const dayMs = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10) as IsoDate;

const due = (day: IsoDate) => {
  const figures = allFigures(day);
  return {
    stale: staleFigures(figures, day, WARN_AFTER_DAYS).length,
    changes: changesDueWithin(figures, day, 60).length,
  };
};

/** The first day from `from` on (or, with `step` -1, back from it) that `fits`, within ten years. */
function firstDay(from: IsoDate, fits: (day: IsoDate) => boolean, step = 1): IsoDate {
  for (let day = from, tries = 0; tries < 3650; day = addDays(day, step), tries++) if (fits(day)) return day;
  throw new Error(`No such day within ten years of ${from}`);
}

/** The newest check of any figure: from then on, some days have something due and some have nothing. */
const newestCheck = allFigures("2026-11-27")
  .map(([, figure]) => {
    const { verifiedOn, unreadOn } = figure as { verifiedOn?: string; unreadOn?: string };
    return verifiedOn ?? unreadOn ?? "2026-11-27";
  })
  .sort()
  .at(-1) as IsoDate;
/** A day when every figure is past its re-check age. */
const staleDay = addDays(newestCheck, WARN_AFTER_DAYS + 30);
/**
 * A day when no figure is past its re-check age, no rule's end has passed unchecked and no change is near:
 * looked for back from the newest check, since a rule that lapses unchecked stays listed from its end on.
 */
const quietDay = firstDay(
  newestCheck,
  (day) => {
    const { stale, changes } = due(day);
    return stale === 0 && changes === 0;
  },
  -1,
);

/** A day when a scheduled change takes effect within the next 60 days. */
const changeDay = firstDay(newestCheck, (day) => due(day).changes > 0);

let stale: OwnServer;
let quiet: OwnServer;
let changing: OwnServer;

test.beforeAll(async () => {
  // NODE_ENV=test: a production server refuses SITE_DATE (server/config.ts).
  stale = await startOwnServer("figures-stale", 5, { NODE_ENV: "test", SITE_DATE: staleDay });
  quiet = await startOwnServer("figures-quiet", 6, { NODE_ENV: "test", SITE_DATE: quietDay });
  changing = await startOwnServer("figures-changing", 7, { NODE_ENV: "test", SITE_DATE: changeDay });
});

test.afterAll(async () => {
  await stale?.stop();
  await quiet?.stop();
  await changing?.stop();
});

async function signInAt(page: Page, server: OwnServer, account: Account): Promise<void> {
  await page.goto(`${server.origin}/staff/sign-in`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Console" });

for (const [name, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
  test(`an admin sees the figures to re-check, each with its official source (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAt(page, stale, await createUser("admin", "guntur", "Asha Admin", stale.dataDir));
    await nav(page).getByRole("link", { name: "Figures" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Figures to re-check" })).toBeVisible();
    await expect(page).toHaveURL(`${stale.origin}/staff/figures`);

    const table = page.getByRole("table", { name: "Figures to re-check" });
    const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
    await expect(rows).toHaveCount(due(staleDay).stale);
    // The UK's student visa fee, as the server's figures give it on that day.
    const [, visaFee] = allFigures(staleDay).find(([key]) => key === "uk.studyVisaFee") ?? [];
    if (!visaFee) throw new Error("The UK has no student visa fee");
    const row = rows.filter({ has: page.getByRole("rowheader", { name: visaFee.label, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").first()).toHaveText("United Kingdom");
    await expect(row).toContainText(visaFee.value.toLocaleString("en-IN"));
    const source = row.getByRole("link", {
      name: new RegExp(visaFee.sourceName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    });
    await expect(source).toHaveAttribute("href", visaFee.sourceUrl);
    await expect(source).toHaveAttribute("target", "_blank");
  });
}

test("an admin sees the scheduled changes due soon, with the value before and after", async ({ page }) => {
  await signInAt(page, changing, await createUser("admin", "guntur", "Asha Admin", changing.dataDir));
  await nav(page).getByRole("link", { name: "Figures" }).click();
  const table = page.getByRole("table", { name: "Scheduled changes" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveCount(due(changeDay).changes);
  const [, figure] =
    allFigures(changeDay).find(
      ([, candidate]) =>
        candidate.next &&
        candidate.next.effectiveFrom > changeDay &&
        candidate.next.effectiveFrom <= addDays(changeDay, 60),
    ) ?? [];
  if (!figure?.next) throw new Error(`No change due after ${changeDay}`);
  const row = rows.filter({ has: page.getByRole("rowheader", { name: figure.label, exact: true }) });
  await expect(row).toContainText(String(figure.next.value));
  await expect(row.getByRole("link")).toHaveAttribute("href", figure.sourceUrl);
  await expect(page.getByRole("table", { name: "Figures to re-check" })).toHaveCount(0);
});

test("when nothing is due, an admin is told so", async ({ page }) => {
  await signInAt(page, quiet, await createUser("admin", "guntur", "Asha Admin", quiet.dataDir));
  await nav(page).getByRole("link", { name: "Figures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Figures to re-check" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Nothing to re-check" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test.describe("a counsellor", () => {
  // The console's request for the list is refused (403), and the browser logs the refusal.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("has no link to the figures and is refused at their address", async ({ page }) => {
    await signInAt(page, stale, await createUser("counsellor", "guntur", "Gopi Guntur", stale.dataDir));
    await expect(nav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Figures" })).toHaveCount(0);
    await page.goto(`${stale.origin}/staff/figures`);
    await expect(page.getByRole("alert")).toHaveText(staffTexts.forbidden);
    await expect(page.getByRole("table")).toHaveCount(0);
    expect((await page.request.get(`${stale.origin}/api/staff/figures`)).status()).toBe(403);
  });
});
