/** `/api/ready` reports the country figures to re-check and the changes due soon, without failing readiness. */
import { describe, expect, it } from "vitest";
import { allFigures } from "~/content/countries/staleness";
import { buildApp } from "../app.ts";
import { testConfig } from "../test-support/app-config.ts";
import type { ReadyBody } from "./health.ts";

async function readyOn(siteDate: string): Promise<ReadyBody> {
  const app = await buildApp(await testConfig({ staticDir: "no-site", siteDate }));
  try {
    const ready = await app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    return ready.json<ReadyBody>();
  } finally {
    await app.close();
  }
}

describe("the figures report of /api/ready", () => {
  it("warns, and stays ready, when figures were checked too long ago", async () => {
    const body = await readyOn("2040-01-01");
    expect(body.reports.figures).toEqual({
      day: "2040-01-01",
      toRecheck: allFigures("2040-01-01").length,
      changesInNext60Days: 0,
    });
    expect(body.warnings.some((warning) => warning.includes("npm run figures -- check"))).toBe(true);
  });

  it("counts a scheduled change due within 60 days", async () => {
    const due = allFigures("2026-11-27").filter(([, figure]) => figure.next?.effectiveFrom === "2027-01-01");
    const body = await readyOn("2026-11-27");
    expect(body.reports.figures).toMatchObject({ day: "2026-11-27", changesInNext60Days: due.length });
    expect(due.length).toBeGreaterThan(0);
  });
});
