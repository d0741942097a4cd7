/**
 * Every chart of the staff dashboard adds up to its total (docs/staff-dashboard-and-privacy.md), with a
 * fixture holding every kind of enquiry: each form (contact, service, call-back request), a likely
 * duplicate, enquiries from many sources and pages (more than the charts show apart), from country pages,
 * other pages and no known page, in several statuses; and the website's page views.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryKinds } from "#contract/enquiry-fields";
import { dashboardLimits, otherPages, type Dashboard } from "#contract/staff-dashboard";
import { buildApp, type App } from "../app.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { eventRow } from "../test-support/analytics-store-suite.ts";
import { testConfig } from "../test-support/app-config.ts";
import { createStaffAccount } from "./staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
const host = "console.example.in";
const origin = `http://${host}`;

let app: App;
let cookie = "";
let phone = 9_100_000_000;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function person() {
  phone += 1;
  return { firstName: "Asha", lastName: "Rao", email: `a${phone}@example.in`, phone: String(phone) };
}

async function send(kind: keyof typeof enquiryPaths, body: Record<string, unknown>) {
  const response = await app.inject({
    method: "POST",
    url: enquiryPaths[kind],
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

const context = (page: string | undefined, source?: string, referrer?: string) => ({
  context: {
    ...(page ? { page } : {}),
    ...(referrer ? { referrer } : {}),
    ...(source ? { utm: { source } } : {}),
  },
});

beforeAll(async () => {
  app = await buildApp(
    await testConfig({ staticDir: noSite, consoleDir: noSite, rateLimitFormsPerMinute: 1000 }),
  );
  await createStaffAccount(app.staff.auth, {
    email: "owner@example.com",
    name: "Owner",
    role: "admin",
    office: "guntur",
    password,
  });
  const signIn = await app.inject({
    method: "POST",
    url: "/api/staff/session",
    headers: { host, origin, "sec-fetch-site": "same-origin" },
    payload: { email: "owner@example.com", password },
  });
  const session = signIn.cookies.find((c) => c.name === "staff.session_token");
  cookie = `${session?.name}=${session?.value}`;

  // Seven sources: the chart by source shows five and sums the rest as "Other".
  const sources = ["google", "facebook", "instagram", "newsletter", "whatsapp", "youtube", "bing"];
  for (const [index, source] of sources.entries()) {
    await send("contact", { ...person(), ...context(index % 2 ? "/study-in-uk" : "/contact", source) });
  }
  await send("contact", { ...person(), ...context("/study-in-germany", undefined, "https://news.example/") });
  await send("contact", { ...person(), ...context(undefined) });
  // More pages than the chart per page shows apart: the rest are one row.
  for (const page of ["/about", "/study-in-ireland", "/compare", "/privacy"]) {
    await send("contact", { ...person(), ...context(page) });
  }
  await send("service", { ...person(), ...context("/services", "google") });
  await send("service", { ...person(), comments: "Cost plan", ...context("/cost-calculator") });
  const repeated = person();
  await send("service", { ...repeated, ...context("/study-in-canada") });
  await send("service", { ...repeated, ...context("/study-in-canada") }); // a likely duplicate
  for (const slot of ["tomorrow-morning", "tomorrow-evening"] as const) {
    const { firstName, phone: number } = person();
    await send("callback", { name: firstName, phone: number, slot, language: "te", ...context("/contact") });
  }
  await send("callback", {
    name: "Ravi",
    phone: person().phone,
    slot: "tomorrow-afternoon",
    language: "en",
    ...context("/study-in-usa", "facebook"),
  });
  // A few enquiries further along the workflow, so the funnel has several steps.
  const some = await app.database.kysely.selectFrom("enquiries").select("id").limit(3).execute();
  await app.database.kysely
    .updateTable("enquiry_cases")
    .set({ status: "contacted", first_contacted_at: new Date().toISOString() })
    .where(
      "enquiry_id",
      "in",
      some.map((row) => row.id),
    )
    .execute();

  await app.analytics.repository.insert([
    eventRow({ session_id: "s_a", path: "/study-in-uk" }),
    eventRow({ session_id: "s_a", path: "/contact" }),
    eventRow({ session_id: "s_b", path: "/services" }),
    eventRow({ session_id: "s_b", type: "scroll_depth", percent: 50, path: "/services" }),
  ]);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe("the dashboard's charts", () => {
  it("each add up to their total, every kind of enquiry included", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/staff/dashboard",
      headers: { cookie, host, origin, "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    const { enquiries, traffic, conversion } = response.json<Dashboard>();
    expect(enquiries.total).toBe(await app.enquiries.count());
    expect(enquiries.total).toBe(20);

    // Enquiries per day by form: one series per form, call-back requests included.
    for (const row of enquiries.perDay) {
      expect(
        Object.keys(row)
          .filter((key) => key !== "day")
          .sort(),
      ).toEqual([...enquiryKinds].sort());
    }
    const byForm = enquiryKinds.map((kind) => sum(enquiries.perDay.map((row) => row[kind])));
    expect(byForm).toEqual([13, 4, 3, 0]);
    expect(sum(byForm)).toBe(enquiries.total);

    expect(enquiries.sources).toContain("Other");
    expect(sum(enquiries.perDayBySource.flatMap((row) => row.counts))).toBe(enquiries.total);
    expect(sum(enquiries.funnel.map((row) => row.count))).toBe(enquiries.total);
    expect(sum(enquiries.byDestination.map((row) => row.count))).toBe(enquiries.total);
    expect(conversion).toHaveLength(dashboardLimits.pages);
    expect(conversion.at(-1)?.page).toBe(otherPages);
    expect(sum(conversion.map((row) => row.enquiries))).toBe(enquiries.total);

    expect(traffic.pageViews).toBe(3);
    expect(sum(traffic.perDay.map((row) => row.pageViews))).toBe(traffic.pageViews);
  });
});
