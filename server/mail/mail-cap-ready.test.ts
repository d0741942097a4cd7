/**
 * Past the daily cap of single mails (MAIL_PER_DAY), through the running app: the rest of the enquiries go
 * out as a digest at once, not the next day, and /api/ready warns that mail is going out as digests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import type { ReadyBody } from "../plugins/health.ts";
import { testConfig } from "../test-support/app-config.ts";
import { sampleBody, waitFor } from "../test-support/enquiry-fixtures.ts";

let app: App;

beforeAll(async () => {
  app = await buildApp(
    await testConfig({
      staticDir: "no-site",
      analyticsEnabled: false,
      mailPerDay: 1,
      rateLimitFormsPerMinute: 100,
      outboxPollMs: 100,
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe("past the daily cap of single mails", () => {
  it("mails the rest of the day's enquiries in a digest at once and says so in /api/ready", async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await app.inject({
        method: "POST",
        url: enquiryPaths.contact,
        payload: sampleBody({ email: `family${i}@example.in`, phone: `+91 90000 1000${i}` }),
      });
      expect(answer.statusCode).toBe(201);
    }
    await waitFor(async () => (await app.outbox.counts("mail")).sent === 3, 10_000);
    const ready = await app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    const body = ready.json<ReadyBody>();
    expect(body.reports.mail).toMatchObject({ pending: 0, sentToday: 1, dailyCap: 1, capReached: true });
    expect(body.warnings.join(" ")).toMatch(/mail is going out as digests/);
  });
});
