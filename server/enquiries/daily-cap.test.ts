/** The site-wide daily cap on enquiries, through the API: refused openly, logged once, shown in /api/ready. */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryResponses } from "#contract/enquiry";
import { buildApp, type App } from "../app.ts";
import { loggerOptions } from "../logger.ts";
import type { ReadyBody } from "../plugins/health.ts";
import { testConfig } from "../test-support/app-config.ts";
import { sampleBody } from "../test-support/enquiry-fixtures.ts";
import { enquiryPaths } from "./routes.ts";

let app: App;
const logs: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString("utf8"));
      callback();
    },
  });
  app = await buildApp(
    await testConfig({
      staticDir: "no-site",
      analyticsEnabled: false,
      enquiriesPerDay: 2,
      rateLimitFormsPerMinute: 100,
    }),
    { logger: { ...(loggerOptions({ logLevel: "info" }) as object), stream } },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const post = (payload: string, type = "application/json") =>
  app.inject({ method: "POST", url: enquiryPaths.contact, headers: { "content-type": type }, payload });

describe("past the daily cap of enquiries", () => {
  it("answers 503 saying so (never a silent success), logs it once and reports it in /api/ready", async () => {
    expect((await post(JSON.stringify(sampleBody()))).statusCode).toBe(201);
    expect((await post(JSON.stringify(sampleBody()))).statusCode).toBe(201);

    const refused = await post(JSON.stringify(sampleBody()));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: enquiryResponses.dailyCapReached });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(86_400);

    const noScript = await post(
      "firstName=Ravi&lastName=K&email=r%40example.in&phone=9876543210",
      "application/x-www-form-urlencoded",
    );
    expect(noScript.statusCode).toBe(503);
    expect(noScript.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(noScript.body).toContain("unusual number of enquiries");
    expect(await app.enquiries.count()).toBe(2);

    expect(logs.filter((line) => line.includes("Daily enquiry cap reached"))).toHaveLength(1);
    const ready = await app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    const body = ready.json<ReadyBody>();
    expect(body.reports.enquiries).toEqual({ today: 2, dailyCap: 2, capReached: true });
    expect(body.warnings.join(" ")).toMatch(/daily cap of 2 is reached/);
  });
});
