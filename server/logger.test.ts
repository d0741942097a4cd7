import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "./app.ts";
import { loggerOptions } from "./logger.ts";
import { testConfig } from "./test-support/app-config.ts";

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app with the production logger settings, writing its lines into `lines`. */
async function appLoggingInto(lines: Record<string, unknown>[]): Promise<App> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const options = loggerOptions({ logLevel: "info" });
  const built = await buildApp(await testConfig(), {
    logger: typeof options === "object" ? { ...options, stream } : options,
  });
  built.get("/api/test/crash", async () => {
    throw new Error("a defect");
  });
  await built.ready();
  return built;
}

const requestLines = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => "req" in line || "res" in line);

describe("the request log", () => {
  it("logs a request once, when it is answered: method, path without query, status and time", async () => {
    const lines: Record<string, unknown>[] = [];
    app = await appLoggingInto(lines);
    const response = await app.inject({ method: "GET", url: "/api/health?email=someone%40example.com" });
    expect(response.statusCode).toBe(200);
    const logged = requestLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      req: { method: "GET", path: "/api/health" },
      res: { statusCode: 200 },
      msg: "request completed",
    });
    expect(logged[0]?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toMatch(/someone|incoming request/);
  });

  it("logs a failed request as an error, once", async () => {
    const lines: Record<string, unknown>[] = [];
    app = await appLoggingInto(lines);
    const response = await app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    const answered = requestLines(lines).filter(
      (line) => line.msg === "request completed" || line.msg === "request errored",
    );
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({
      req: { method: "GET", path: "/api/test/crash" },
      res: { statusCode: 500 },
    });
  });
});
