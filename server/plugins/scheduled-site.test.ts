/**
 * The site changes on the day a scheduled figure takes effect, without a build: the server answers from
 * the newest scheduled edition whose day has come in India (server/lib/scheduled-sites.ts), SITE_DATE
 * sets that day for tests, and a scheduled edition that cannot be served is reported and left out.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { editionOn } from "../lib/scheduled-sites.ts";
import type { ReadyBody } from "./health.ts";
import { testConfig } from "../test-support/app-config.ts";

const html = (text: string) =>
  `<!doctype html><html lang="en"><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`;

async function writeSite(dir: string, label: string, pages: string[]) {
  for (const page of pages) {
    const file = page === "/" ? "index.html" : `${page.slice(1)}/index.html`;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), html(`${label} ${page}`));
  }
  await writeFile(path.join(dir, "404.html"), html(`${label} not found`));
  await mkdir(path.join(dir, "assets"), { recursive: true });
  await writeFile(path.join(dir, "assets", `figures-${label}.js`), `export const label = "${label}";`);
}

let root: string;
let staticDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "scheduled-site-"));
  staticDir = path.join(root, "client");
  await writeSite(staticDir, "built", ["/", "/study-in-uk"]);
  await writeSite(path.join(root, "scheduled", "2027-01-01"), "new-year", ["/", "/study-in-uk"]);
  // A scheduled edition that lacks a page cannot be served on its day.
  await writeSite(path.join(root, "scheduled", "2027-06-01"), "broken", ["/"]);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the edition of a day", () => {
  const editions = [{ from: null }, { from: "2027-01-01" }, { from: "2027-09-01" }];

  it("is the newest whose first day has come, else the built site", () => {
    expect(editionOn(editions, "2026-12-31").from).toBeNull();
    expect(editionOn(editions, "2027-01-01").from).toBe("2027-01-01");
    expect(editionOn(editions, "2027-08-31").from).toBe("2027-01-01");
    expect(editionOn(editions, "2030-01-01").from).toBe("2027-09-01");
  });
});

describe("scheduled editions of the site", () => {
  it("serves the built site before the day, and the day's edition from it (SITE_DATE)", async () => {
    const before = await buildApp(await testConfig({ staticDir, siteDate: "2026-12-31" }));
    const after = await buildApp(await testConfig({ staticDir, siteDate: "2027-01-02" }));
    try {
      expect((await before.inject({ url: "/study-in-uk" })).body).toContain("built /study-in-uk");
      const page = await after.inject({ url: "/study-in-uk" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("new-year /study-in-uk");
      expect(page.headers["content-security-policy"]).toBeDefined();
      // The edition's own files, its own 404 page, and the API whatever the edition.
      expect((await after.inject({ url: "/assets/figures-new-year.js" })).statusCode).toBe(200);
      const missing = await after.inject({ url: "/no-such-page" });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("new-year not found");
      expect((await after.inject({ url: "/api/health" })).statusCode).toBe(200);
      expect((await after.inject({ url: "/STUDY-IN-UK/" })).headers.location).toBe("/study-in-uk");
    } finally {
      await before.close();
      await after.close();
    }
  });

  it("switches at midnight in India without a restart", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:59 on 31 December in India.
    vi.setSystemTime(new Date("2026-12-31T18:29:00Z"));
    const app = await buildApp(await testConfig({ staticDir }));
    try {
      expect((await app.inject({ url: "/" })).body).toContain("built /");
      vi.setSystemTime(new Date("2026-12-31T18:31:00Z"));
      expect((await app.inject({ url: "/" })).body).toContain("new-year /");
    } finally {
      await app.close();
    }
  });

  it("keeps the last good edition on a day whose edition cannot be served, and reports it", async () => {
    const app = await buildApp(await testConfig({ staticDir, siteDate: "2027-06-02" }));
    try {
      expect((await app.inject({ url: "/study-in-uk" })).body).toContain("new-year /study-in-uk");
      const ready = await app.inject({ url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      const body = ready.json<ReadyBody>();
      expect(body.reports.site).toMatchObject({ servedFrom: "2027-01-01", day: "2027-06-02" });
      expect(body.warnings.some((warning) => warning.includes("2027-06-01"))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
