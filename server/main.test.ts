// Starts the real server process and stops it the way a process manager does.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteFixture, type SiteFixture } from "./test-support/site-fixture.ts";

const BIG_FILE_BYTES = 24 * 1024 * 1024;

let site: SiteFixture;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  site = await createSiteFixture({ "big.bin": randomBytes(BIG_FILE_BYTES) });
  dataDir = await mkdtemp(path.join(tmpdir(), "server-main-"));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await site.remove();
  await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    // NODE_ENV=test: the IP databases are not loaded eagerly (seconds of CPU, unrelated to these tests).
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port: 0, output: () => output, exited };
}

async function waitForListening(started: Started): Promise<number> {
  // Generous: the whole test suite may be running on two cores at the same time.
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(started.output());
    if (match?.[1]) return Number(match[1]);
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server did not start:\n${started.output()}`);
}

describe("server/main.ts", () => {
  it("finishes an in-flight response after SIGTERM, then exits 0", { timeout: 90_000 }, async () => {
    const started = start({ STATIC_DIR: site.dir, LOG_LEVEL: "info" });
    const port = await waitForListening(started);

    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path: "/big.bin" }, resolve).on("error", reject);
    });
    expect(response.statusCode).toBe(200);
    response.pause();

    started.child.kill("SIGTERM");
    // The download is still in flight: the process must wait for it.
    const earlyExit = await Promise.race([
      started.exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 500)),
    ]);
    expect(earlyExit).toBe(false);

    let received = 0;
    response.on("data", (chunk: Buffer) => (received += chunk.length));
    const ended = new Promise((resolve) => response.on("end", resolve));
    response.resume();
    await ended;
    expect(received).toBe(BIG_FILE_BYTES);

    expect(await started.exited).toBe(0);
    expect(started.output()).toMatch(/Shutting down/);
  });

  it(
    "closes idle and stuck sockets on SIGTERM and exits 0 within its shutdown timeout",
    { timeout: 90_000 },
    async () => {
      const started = start({
        STATIC_DIR: site.dir,
        SHUTDOWN_TIMEOUT_MS: "1000",
        REQUEST_TIMEOUT_MS: "120000",
      });
      const port = await waitForListening(started);
      const connect = () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
          socket.on("error", () => {});
        });
      // A request whose body never arrives, and a keep-alive connection left idle after its answer.
      const stuck = await connect();
      stuck.write(
        "POST /api/contact-form HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      const idle = await connect();
      idle.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
      await new Promise((resolve) => idle.once("data", resolve));
      const closed = (socket: net.Socket) => new Promise((resolve) => socket.on("close", resolve));
      const bothClosed = Promise.all([closed(stuck), closed(idle)]);

      const signalled = Date.now();
      started.child.kill("SIGTERM");
      expect(await started.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(6000);
      await bothClosed;
    },
  );

  it("logs requests without query strings or client addresses", { timeout: 90_000 }, async () => {
    const started = start({ STATIC_DIR: site.dir, LOG_LEVEL: "info" });
    const port = await waitForListening(started);
    const response = await fetch(`http://127.0.0.1:${port}/about?email=someone%40example.com`);
    expect(response.status).toBe(200);
    started.child.kill("SIGTERM");
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('"path":"/about"');
    expect(started.output()).not.toMatch(/someone|remoteAddress|127\.0\.0\.1"/);
  });

  it("refuses to start with a bad environment, listing every problem", { timeout: 90_000 }, async () => {
    const started = start({ PORT: "eighty", LOG_LEVEL: "loud" });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/PORT: .*\n.*LOG_LEVEL|LOG_LEVEL: .*\n.*PORT/);
  });

  it("starts API-only without a build, with a clear warning", { timeout: 90_000 }, async () => {
    const started = start({ STATIC_DIR: path.join(dataDir, "no-build"), LOG_LEVEL: "info" });
    const port = await waitForListening(started);
    expect(started.output()).toMatch(/No prerendered site found/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    started.child.kill("SIGTERM");
    expect(await started.exited).toBe(0);
  });
});
