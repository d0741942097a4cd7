import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyticsReportSuite } from "../test-support/analytics-report-suite.ts";
import { formatDuration, median, table } from "./report.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "analytics-report-"));

describe("on SQLite", () => {
  analyticsReportSuite({ databaseUrl: () => undefined, dataDir: () => dataDir });
});

describe("report helpers", () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])("median(%j) = %s", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it("formats durations", () => {
    expect(formatDuration(null)).toBe("-");
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(95)).toBe("1 min 35 s");
  });

  it("aligns text left and numbers right", () => {
    expect(
      table(
        ["path", "views"],
        [
          ["/", 12],
          ["/about", 3],
        ],
      ),
    ).toBe(["  path    views", "  ------  -----", "  /          12", "  /about      3"].join("\n"));
    expect(table(["a"], [])).toBe("  (none)");
  });
});
