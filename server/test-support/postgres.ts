/**
 * A throwaway PostgreSQL cluster for integration tests, started from the server binaries of the Debian
 * `postgresql` package (or any `pg_ctl` on PATH). One cluster per test file: `startPostgres()` in
 * `beforeAll`, `cluster.destroy()` in `afterAll`. Without the binaries this throws (tests fail with the
 * message, they are never skipped): CI installs the package.
 */
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export interface PostgresCluster {
  /** postgres:// address of a fresh, empty database. */
  url: string;
  /** Creates another empty database in the cluster and returns its address. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown): the database becomes unavailable. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops the server and removes every file. */
  destroy(): Promise<void>;
}

/** The directory holding initdb, pg_ctl and postgres. */
export function findPostgresBinaries(where: { debianRoot?: string; path?: string } = {}): string {
  const debianRoot = where.debianRoot ?? "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name) && existsSync(join(debianRoot, name, "bin", "pg_ctl")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debianRoot, versions[0], "bin");
  }
  for (const dir of (where.path ?? process.env.PATH ?? "").split(":")) {
    if (dir && existsSync(join(dir, "pg_ctl")) && existsSync(join(dir, "initdb"))) return dir;
  }
  throw new Error(
    "PostgreSQL server binaries not found (no /usr/lib/postgresql/*/bin/pg_ctl and no pg_ctl on PATH). " +
      "Install them (Debian: apt-get install postgresql) to run the PostgreSQL integration tests.",
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = findPostgresBinaries();
  // initdb refuses to run as root: as root, run the server as the `postgres` system user.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? "postgres" : userInfo().username;
  const dir = mkdtempSync(join(tmpdir(), "enquiries-pg-"));
  const dataDir = join(dir, "data");
  if (asRoot) {
    const { stdout } = await run("id", ["-u", owner]);
    const { stdout: gid } = await run("id", ["-g", owner]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const exec = (program: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", owner, "--", join(bin, program), ...args]) : run(join(bin, program), args);

  const port = await freePort();
  await exec("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "--no-sync",
    "-E",
    "UTF8",
    "--no-locale",
  ]);
  const serverOptions = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    "-c max_connections=100",
    "-c shared_buffers=16MB",
  ].join(" ");
  const start = async () => {
    await exec("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      serverOptions,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-t",
      "30",
      "start",
    ]);
  };
  const stop = async () => {
    await exec("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"]);
  };
  await start();

  const base = `postgres://postgres@127.0.0.1:${port}`;
  const createDatabase = async (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    await client.connect();
    try {
      await client.query(`create database ${name}`);
    } finally {
      await client.end();
    }
    return `${base}/${name}`;
  };
  const url = await createDatabase("enquiries_test");
  let running = true;
  return {
    url,
    createDatabase,
    stop: async () => {
      await stop();
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    destroy: async () => {
      if (running) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
