import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { loadKeptSecret } from "../lib/kept-secret.ts";
import { analyticsSqliteFileName, openAnalyticsDatabase, openDatabase, sqliteFileName } from "./database.ts";

const temporary: string[] = [];
afterEach(async () => {
  for (const dir of temporary.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function freshParent(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "database-test-"));
  temporary.push(dir);
  return dir;
}

const root = path.resolve(import.meta.dirname, "../..");

interface Starter {
  ready: Promise<void>;
  go(): void;
  done: Promise<{ code: number | null; output: string }>;
}

/** A separate process that opens the database in `dataDir` like a starting server, when told to go. */
function starter(dataDir: string): Starter {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test-support/open-database-process.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  let signalReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  child.stdout.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes("ready")) signalReady();
    else output += text;
  });
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => {
      signalReady();
      resolve({ code, output });
    }),
  );
  return { ready, go: () => child.stdin.write("go\n"), done };
}

describe("SQLite migrations", () => {
  it("succeed in every one of several processes started together on a fresh data directory", async () => {
    const parent = await freshParent();
    for (let round = 0; round < 4; round++) {
      const dataDir = path.join(parent, `data-${round}`);
      const starters = Array.from({ length: 4 }, () => starter(dataDir));
      await Promise.all(starters.map((one) => one.ready));
      for (const one of starters) one.go();
      const results = await Promise.all(starters.map((one) => one.done));
      expect(results).toEqual(results.map(() => ({ code: 0, output: "" })));
    }
  }, 120_000);
});

describe("file permissions of the data directory", () => {
  it("creates DATA_DIR readable by the owner only, and the database files too", async () => {
    const dataDir = path.join(await freshParent(), "data");
    const database = await openDatabase({ dataDir });
    const store = await openAnalyticsDatabase({ dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      for (const fileName of [sqliteFileName, analyticsSqliteFileName]) {
        const file = path.join(dataDir, fileName);
        for (const name of [file, `${file}-wal`, `${file}-shm`]) {
          expect(existsSync(name), name).toBe(true);
          expect(statSync(name).mode & 0o777, name).toBe(0o600);
        }
      }
    } finally {
      await store.close();
      await database.close();
    }
  });

  it("makes an existing DATA_DIR of mode 0755, and the database files in it, private", async () => {
    const dataDir = path.join(await freshParent(), "data");
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, analyticsSqliteFileName), "", { mode: 0o644 });
    const database = await openDatabase({ dataDir });
    const store = await openAnalyticsDatabase({ dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      for (const fileName of [sqliteFileName, analyticsSqliteFileName])
        expect(statSync(path.join(dataDir, fileName)).mode & 0o777, fileName).toBe(0o600);
    } finally {
      await store.close();
      await database.close();
    }
  });

  it("makes an existing DATA_DIR private where only its kept secrets live (PostgreSQL)", async () => {
    const dataDir = path.join(await freshParent(), "data");
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, "secret"), `${"s".repeat(40)}\n`, { mode: 0o600 });
    expect(await loadKeptSecret(undefined, dataDir, "secret")).toBe("s".repeat(40));
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it("writes a LIMIT parameter as a cast on both SQLite databases, so their statements stay prepared", async () => {
    const dataDir = path.join(await freshParent(), "data");
    const database = await openDatabase({ dataDir });
    const analytics = await openAnalyticsDatabase({ dataDir });
    try {
      const query = database.kysely.selectFrom("enquiries").select("id").limit(5).compile();
      expect(query.sql).toMatch(/limit cast\(\? as integer\)$/);
      const events = analytics.kysely.selectFrom("analytics_events").select("id").limit(5).compile();
      expect(events.sql).toMatch(/limit cast\(\? as integer\)$/);
    } finally {
      await analytics.close();
      await database.close();
    }
  });

  it("keeps the main database's savepoint journals in memory, the analytics store's temporary tables in files", async () => {
    const dataDir = path.join(await freshParent(), "data");
    const database = await openDatabase({ dataDir });
    const analytics = await openAnalyticsDatabase({ dataDir });
    const tempStore = async <Schema>({ kysely }: { kysely: Kysely<Schema> }) =>
      (await sql<{ temp_store: number }>`pragma temp_store`.execute(kysely)).rows[0]?.temp_store;
    try {
      expect(await tempStore(database)).toBe(2); // MEMORY
      expect(await tempStore(analytics)).toBe(0); // the default: files
    } finally {
      await analytics.close();
      await database.close();
    }
  });

  it("makes database files that an older version left readable by others private", async () => {
    const dataDir = path.join(await freshParent(), "data");
    await (await openDatabase({ dataDir })).close();
    const file = path.join(dataDir, sqliteFileName);
    chmodSync(file, 0o644);
    const database = await openDatabase({ dataDir });
    try {
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
  });
});
