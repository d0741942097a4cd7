import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serveCommand } from "./server-command";

describe("the production server command", () => {
  it("is the same in package.json's serve script as in scripts/server-command.ts", () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.serve).toBe(serveCommand);
    expect(manifest.scripts.start).toMatch(/&& npm run -s serve$/);
  });
});
