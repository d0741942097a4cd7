import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe } from "vitest";
import { analyticsStoreSuite } from "../test-support/analytics-store-suite.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "analytics-store-"));

describe("on SQLite", () => {
  analyticsStoreSuite({ databaseUrl: () => undefined, dataDir: () => dataDir });
});
