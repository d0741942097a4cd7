/** The dashboard and privacy tools on the embedded SQLite database (the same suite runs on PostgreSQL). */
import { mkdtemp, readdir, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { mailFolderName } from "../mail/mailer.ts";
import { daysBetween, destinationOf, sourceOf } from "./dashboard-repository.ts";
import { insightsApiSuite } from "./insights-api-suite.ts";
import { phoneE164, phoneKey } from "../lib/phone.ts";
import { monthsBefore, removeMailFiles } from "./privacy-routes.ts";

describe("the dashboard and privacy API on SQLite", () => {
  insightsApiSuite({ databaseUrl: () => undefined });
});

describe("dashboard helpers", () => {
  it("lists the days of a range", () => {
    expect(daysBetween("2024-02-27", "2024-03-01")).toEqual([
      "2024-02-27",
      "2024-02-28",
      "2024-02-29",
      "2024-03-01",
    ]);
  });

  it("names an enquiry's source and destination", () => {
    expect(sourceOf(" Google ", false)).toBe("google");
    expect(sourceOf(null, true)).toBe("(referral)");
    expect(sourceOf("", false)).toBe("(direct)");
    expect(destinationOf("/study-in-uk")).toBe("uk");
    expect(destinationOf("/study-in-uk/")).toBe("uk");
    expect(destinationOf("/contact")).toBeNull();
    expect(destinationOf(null)).toBeNull();
  });
});

describe("privacy helpers", () => {
  it("narrows phone candidates on their last 10 digits", () => {
    expect(phoneKey("+91 98765-43210")).toBe("9876543210");
    expect(phoneKey("09876543210")).toBe("9876543210");
  });

  it("compares phones in E.164, +91 when typed without a country code", () => {
    for (const typed of ["+91 98480 22338", "098480-22338", "9848022338", "0091 98480 22338", "919848022338"])
      expect(phoneE164(typed), typed).toBe("+919848022338");
    expect(phoneE164("+1 (984) 802-2338")).toBe("+19848022338");
    expect(phoneE164("+44 7911 123456")).toBe("+447911123456");
  });

  it("counts retention months on the calendar", () => {
    expect(monthsBefore(new Date("2026-03-15T10:00:00Z"), 24).toISOString()).toBe("2024-03-15T10:00:00.000Z");
  });

  it("removes only the mail files of the erased enquiries", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "privacy-"));
    expect(await removeMailFiles(dataDir, ["a-1"])).toBe(0);
    const folder = join(dataDir, mailFolderName);
    await mkdir(folder);
    for (const name of [
      "20250101-contact-a-1.eml",
      "20250101-contact-b-a-1x.eml",
      "20250101-service-b-2.eml",
    ])
      await writeFile(join(folder, name), "mail");
    expect(await removeMailFiles(dataDir, ["a-1"])).toBe(1);
    expect((await readdir(folder)).sort()).toEqual([
      "20250101-contact-b-a-1x.eml",
      "20250101-service-b-2.eml",
    ]);
  });

  it("keeps closed enquiries 24 months unless STAFF_RETENTION_MONTHS says otherwise", () => {
    expect(loadConfig({}).staffRetentionMonths).toBe(24);
    expect(loadConfig({ STAFF_RETENTION_MONTHS: "12" }).staffRetentionMonths).toBe(12);
    expect(() => loadConfig({ STAFF_RETENTION_MONTHS: "0" })).toThrow(/STAFF_RETENTION_MONTHS/);
  });
});
