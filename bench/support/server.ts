/**
 * Starts the production server (build/server/main.mjs) as its own process on a free loopback port, for
 * the benchmarks: the same code `npm start` runs. The server bundle is built first when it is missing;
 * the site's build is not needed (the API does not use it). `root` picks another checkout of the
 * repository (bench:api's A/B mode runs two commits' servers side by side), run with the Node flags of its
 * own `npm run serve`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { serverBundle, serverNodeFlags } from "../../scripts/server-command.ts";
import { onEveryCpu } from "./cpus.ts";

export const root = join(import.meta.dirname, "..", "..");

/**
 * The command that runs the production server: Node on the server bundle, built when missing; from
 * `checkout` (a repository root) when given, else from this one.
 */
export function serverCommand(checkout?: string): [string, string[]] {
  const bundle = checkout ? join(checkout, relative(root, serverBundle)) : serverBundle;
  const flags = checkout ? serveFlagsOf(checkout) : serverNodeFlags;
  if (!existsSync(bundle)) {
    const built = spawnSync("npm", ["run", "-s", "build:server"], {
      cwd: checkout ?? root,
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error("npm run build:server failed");
  }
  return [process.execPath, [...flags, bundle]];
}

/**
 * The Node flags of a checkout's `npm run serve` (`node <flags> build/server/main.mjs`): another commit
 * runs as it was shipped, with its own flags, not with this checkout's.
 */
function serveFlagsOf(checkout: string): string[] {
  const manifest = JSON.parse(readFileSync(join(checkout, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const [command, ...words] = (manifest.scripts?.serve ?? "").trim().split(/\s+/);
  if (command !== "node") throw new Error(`${checkout}: package.json's serve script does not run node`);
  return words.filter((word) => word.startsWith("--"));
}

export async function freePort(): Promise<number> {
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

export function tempDataDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `${name}-`));
}

export interface RunningServer {
  process: ChildProcess;
  pid: number;
  url: string;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** SIGTERM and wait for the exit (graceful close). */
  stop(): Promise<void>;
  /** SIGKILL (kill -9) and wait for the exit. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** The repository root whose server bundle runs (another checkout); this one when not given. */
  root?: string;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    // The API needs no build; the site is served when one exists.
    STATIC_DIR: join(options.root ?? root, "build", "client"),
    LOG_LEVEL: "info",
    RATE_LIMIT_FORMS_PER_MINUTE: "100000",
    RATE_LIMIT_EVENTS_PER_MINUTE: "1000000",
    // The runs post tens of thousands of enquiries from loopback: the daily
    // caps and the flood limits would stop them (bench/abuse.ts sets its own).
    ENQUIRIES_PER_DAY: "100000000",
    MAIL_PER_DAY: "100000000",
    ENQUIRIES_PER_SENDER_PER_DAY: "100000000",
    ENQUIRIES_PER_NETWORK_PER_DAY: "100000000",
    ENQUIRY_CHALLENGE_PER_HOUR: "100000000",
    // A scheduled backup (a process of its own, a minute after start) would share the cores with the runs.
    BACKUP_EVERY_HOURS: "0",
    // Nobody asks the European Central Bank from a test or a benchmark (docs/country-data.md).
    RATES_REFRESH_HOURS: "0",
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.env?.DATABASE_URL) env.DATABASE_URL = options.env.DATABASE_URL;
  const [command, args] = onEveryCpu(...serverCommand(options.root));
  const child = spawn(command, args, {
    cwd: options.root ?? root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  let expectedExit = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      if (!expectedExit) console.error(`\nThe server exited unexpectedly (${signal ?? code}):\n${stderr}`);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${stderr}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server was not ready within 30 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const pid = child.pid ?? 0;
  return {
    process: child,
    pid,
    url,
    rssMb: () => {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      return Math.round(kb / 102.4) / 10;
    },
    stop: async () => {
      expectedExit = true;
      child.kill("SIGTERM");
      await exited;
    },
    kill: async () => {
      expectedExit = true;
      child.kill("SIGKILL");
      await exited;
    },
  };
}
