import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openAnalyticsDatabase, openDatabase } from "../db/database.ts";
import { eventRow } from "../test-support/analytics-store-suite.ts";
import { main, parseArguments, parsePeriod, UsageError } from "./analytics-cli.ts";
import { createEventsRepository } from "./events-repository.ts";

const now = new Date("2026-03-10T12:00:00Z");

describe("npm run analytics arguments", () => {
  it.each([
    ["7d", "2026-03-03T12:00:00.000Z"],
    ["24h", "2026-03-09T12:00:00.000Z"],
    ["2w", "2026-02-24T12:00:00.000Z"],
    ["2026-03-01", "2026-03-01T00:00:00.000Z"],
    ["2026-03-01T09:30:00Z", "2026-03-01T09:30:00.000Z"],
  ])("--since %s", (value, expected) => {
    expect(parsePeriod(value, now)?.toISOString()).toBe(expected);
  });

  it.each(["yesterday", "7", "7y", "2026-13-45", ""])("rejects --since %j", (value) => {
    expect(parsePeriod(value, now)).toBeUndefined();
  });

  it("parses report with its options, defaulting to the last 7 days", () => {
    expect(parseArguments(["report"], now)).toEqual({
      name: "report",
      since: new Date("2026-03-03T12:00:00Z"),
      json: false,
    });
    expect(parseArguments(["report", "--since", "24h", "--json"], now)).toMatchObject({ json: true });
    expect(parseArguments(["report", "--since=2026-03-01"], now)).toMatchObject({
      since: new Date("2026-03-01T00:00:00Z"),
    });
    expect(parseArguments(["purge"])).toEqual({ name: "purge" });
    expect(parseArguments([])).toEqual({ name: "help" });
  });

  it("refuses unknown commands and options", () => {
    expect(() => parseArguments(["export"])).toThrow(UsageError);
    expect(() => parseArguments(["report", "--csv"])).toThrow(UsageError);
    expect(() => parseArguments(["report", "--since"])).toThrow(UsageError);
  });
});

describe("npm run analytics -- report", () => {
  it("prints a JSON report of an empty database", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "analytics-cli-"));
    const printed: string[] = [];
    const code = await main(["report", "--json"], { DATA_DIR: dataDir }, (text) => printed.push(text));
    expect(code).toBe(0);
    expect(JSON.parse(printed.join(""))).toMatchObject({
      sessions: 0,
      pageViews: [],
      medianSessionSeconds: null,
    });
  });
});

describe("npm run analytics output", () => {
  /** Control characters a terminal acts on, other than the line breaks of the output itself. */
  const controls = (text: string) =>
    [...text].filter((c) => c !== "\n" && (c < " " || (c >= "\u007f" && c <= "\u009f")));

  it("escapes control characters that visitors sent, in the tables and in JSON", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "analytics-cli-"));
    const database = await openDatabase({ dataDir });
    const store = await openAnalyticsDatabase({ dataDir });
    const title = "\u001b]0;owned\u0007";
    const link = "\u001b]8;;https://evil.example\u001b\\Apply\u001b]8;;\u001b\\";
    try {
      await createEventsRepository(store, database).insert([
        eventRow({ type: "page_view", path: `/x${title}`, utm_source: `g\u009b2J` }),
        eventRow({ type: "button_click", label: link, target: "/contact\r\u001b[2K" }),
      ]);
    } finally {
      await store.close();
      await database.close();
    }
    for (const args of [["report"], ["report", "--json"]]) {
      const printed: string[] = [];
      expect(await main(args, { DATA_DIR: dataDir }, (text) => printed.push(text))).toBe(0);
      const output = printed.join("\n");
      expect(controls(output)).toEqual([]);
      expect(output).toContain("Apply");
    }
  });
});
