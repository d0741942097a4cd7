import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serveCommand, serverNodeFlags } from "./server-command";

describe("the production server command", () => {
  it("is the same in package.json's serve script as in scripts/server-command.ts", () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.serve).toBe(serveCommand);
    expect(manifest.scripts.start).toMatch(/&& npm run -s serve$/);
  });

  it("has flags the running Node accepts (an unknown V8 flag stops Node before it starts)", () => {
    const run = spawnSync(process.execPath, [...serverNodeFlags, "-e", "process.stdout.write('started')"], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("started");
  });
});
