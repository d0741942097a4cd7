import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main, parseArguments, parsePeriod, UsageError } from "./analytics-cli.ts";

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
