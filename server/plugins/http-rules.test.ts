/** HTTP-level rules, tried over real sockets the way a slow or broken client would send them. */
import net from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "#contract/api";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { loggerOptions } from "../logger.ts";
import { testConfig } from "../test-support/app-config.ts";
import { listen, request } from "../test-support/http.ts";

interface RawAnswer {
  /** Everything the server sent before it closed the socket. */
  text: string;
  /** How long the socket stayed open, in ms. */
  openMs: number;
  closedByServer: boolean;
}

/** Sends `raw` on a new socket; `halfClose` ends our side at once. Gives up (without a close) after `limitMs`. */
function raw(port: number, text: string, options: { halfClose?: boolean; limitMs?: number } = {}) {
  return new Promise<RawAnswer>((resolve) => {
    const started = Date.now();
    let received = "";
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(text);
      if (options.halfClose) socket.end();
    });
    const limit = setTimeout(() => {
      socket.destroy();
      resolve({ text: received, openMs: Date.now() - started, closedByServer: false });
    }, options.limitMs ?? 5000);
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(limit);
      resolve({ text: received, openMs: Date.now() - started, closedByServer: true });
    });
  });
}

const statusOf = (answer: RawAnswer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1]);
const bodyOf = (answer: RawAnswer) =>
  JSON.parse(answer.text.slice(answer.text.indexOf("\r\n\r\n") + 4)) as unknown;

async function start(overrides: Partial<Config> = {}, logs?: string[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs?.push(chunk.toString("utf8"));
      callback();
    },
  });
  const app = await buildApp(
    await testConfig({ staticDir: "no-site", analyticsEnabled: false, ...overrides }),
    {
      logger: logs ? { ...(loggerOptions({ logLevel: "info" }) as object), stream } : false,
    },
  );
  app.get("/api/test-only/items/:id", async () => ({}));
  app.delete("/api/test-only/items/:id", async () => ({}));
  return { app, port: await listen(app) };
}

describe("timeouts", () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await start({ requestTimeoutMs: 600, headersTimeoutMs: 600 }));
  });
  afterAll(async () => {
    await app.close();
  });

  it("cuts off a request whose body arrives too slowly", async () => {
    const answer = await raw(
      port,
      `POST ${enquiryPaths.contact} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    expect(answer.closedByServer).toBe(true);
    expect(answer.openMs).toBeLessThan(3000);
    expect(statusOf(answer)).toBe(408);
  });

  it("cuts off a request whose headers never end", async () => {
    const answer = await raw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1`);
    expect(answer.closedByServer).toBe(true);
    expect(answer.openMs).toBeLessThan(3000);
  });
});

describe("request bodies", () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await start());
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers a body shorter than its Content-Length with the usual error body", async () => {
    const answer = await raw(
      port,
      `POST ${enquiryPaths.contact} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      { halfClose: true },
    );
    expect(statusOf(answer)).toBe(400);
    expect(answer.text).toMatch(/^content-security-policy: default-src 'none'/im);
    expect(bodyOf(answer)).toEqual({ message: apiMessages.incompleteBody });
  });

  it.each(["gzip", "br", "deflate"])(
    "refuses a body sent with Content-Encoding: %s (415)",
    async (encoding) => {
      const before = await app.enquiries.count();
      const answer = await request(port, {
        method: "POST",
        path: enquiryPaths.contact,
        headers: { "content-type": "application/json", "content-encoding": encoding },
        body: "{}",
      });
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body)).toEqual({ message: apiMessages.compressedBody });
      expect(await app.enquiries.count()).toBe(before);
    },
  );
});

describe("request size", () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await start());
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers a request line and headers over Node's 16 KiB with 431 and the usual error body", async () => {
    for (const text of [
      `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`,
    ]) {
      const answer = await raw(port, text);
      expect(statusOf(answer)).toBe(431);
      expect(bodyOf(answer)).toEqual({ message: apiMessages.headersTooLarge });
    }
  });
});

describe("methods", () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await start());
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ["GET", enquiryPaths.contact, "POST"],
    ["PUT", enquiryPaths.service, "POST"],
    ["DELETE", "/api/ready", "GET, HEAD"],
    ["POST", "/api/test-only/items/42", "DELETE, GET, HEAD"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const answer = await request(port, { method, path });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(JSON.parse(answer.body)).toEqual({ message: apiMessages.methodNotAllowed(allow) });
  });

  it("still answers 404 for API paths that do not exist", async () => {
    expect((await request(port, { path: "/api/no-such-thing" })).status).toBe(404);
    expect((await request(port, { method: "POST", path: "/api/test-only/items/42/x" })).status).toBe(404);
  });
});

describe("X-Forwarded-For from a peer not in TRUST_PROXY", () => {
  const warning = /X-Forwarded-For arrived from a peer that is not in TRUST_PROXY/;

  it("is logged once, as a warning", async () => {
    const logs: string[] = [];
    const { app, port } = await start({}, logs);
    try {
      for (let i = 0; i < 3; i++) {
        await request(port, { path: "/api/health", headers: { "x-forwarded-for": "198.51.100.7" } });
      }
      expect(logs.filter((line) => warning.test(line))).toHaveLength(1);
      expect(logs.join("\n")).not.toContain("198.51.100.7");
    } finally {
      await app.close();
    }
  });

  it("is not logged when the peer is a trusted proxy", async () => {
    const logs: string[] = [];
    const { app, port } = await start({ trustProxy: ["127.0.0.1"] }, logs);
    try {
      await request(port, { path: "/api/health", headers: { "x-forwarded-for": "198.51.100.7" } });
      expect(logs.some((line) => warning.test(line))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
