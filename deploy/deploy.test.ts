/**
 * The deployment files of docs/deploy.md, tried for real (`npm run test:deploy`, after `npm run build`):
 *
 * - the systemd unit passes `systemd-analyze verify` and is sandboxed as the guide says;
 * - the environment file is accepted by the server's configuration;
 * - Caddy, run from the shipped Caddyfile, in front of the built server started with the unit's command
 *   and the environment file: HTTPS with HSTS, HTTP and the bare domain redirected, forms accepted from
 *   the site's origin and refused from another, each client counted by its own address whatever
 *   X-Forwarded-For it sends.
 *
 * The shipped files are the single source: the test only swaps the domain for a local one, the ports for
 * free ones, the paths for temporary ones, and makes Caddy use its own certificate authority.
 * Needs the caddy and systemd packages (Debian: `apt-get install caddy systemd`; `.ci/run` installs them).
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveCommand, serverBundle } from "../scripts/server-command.ts";
import { loadConfig } from "../server/config.ts";
import { sqliteFileName } from "../server/db/database.ts";
import { enquiryPaths } from "../server/enquiries/routes.ts";
import { hstsValue } from "../server/plugins/helmet.ts";
import { sampleBody } from "../server/test-support/enquiry-fixtures.ts";
import { children, freePort, start, stop, waitFor } from "./test-processes.ts";

const root = join(import.meta.dirname, "..");
const shipped = (name: string) => readFileSync(join(import.meta.dirname, name), "utf8");

// The names the shipped files use, and what the test puts in their place.
const shippedDomain = "example.com";
const shippedRelease = "/opt/study-abroad-site/current";
const testDomain = "deploy-test.localhost";
const site = `www.${testDomain}`;

// ── Reading the shipped files ──────────────────────────────────────────────────────────────────

/** `Key=Value` lines of a systemd unit, by key (a key may be repeated). */
function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key = "", value = ""] = match;
    settings.set(key, [...(settings.get(key) ?? []), value]);
  }
  return settings;
}

/** The one value of a unit setting. */
function single(settings: Map<string, string[]>, key: string): string {
  const values = settings.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0] ?? "";
}

/** An environment file as systemd reads it (one KEY=value a line, # comments). */
function environmentFile(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) variables[match[1] ?? ""] = match[2] ?? "";
  }
  return variables;
}

const unitText = shipped("study-abroad-site.service");
const unit = unitSettings(unitText);
const shippedEnvironment = environmentFile(shipped("study-abroad-site.env"));
const caddyfile = shipped("Caddyfile");

// ── The systemd unit ───────────────────────────────────────────────────────────────────────────

describe("the systemd unit (deploy/study-abroad-site.service)", () => {
  it("passes systemd-analyze verify without a warning", () => {
    const dir = mkdtempSync(join(tmpdir(), "deploy-unit-"));
    try {
      // The unit names /usr/bin/node (NodeSource's Node); verify checks that it exists: use this Node.
      const path = join(dir, "study-abroad-site.service");
      writeFileSync(path, unitText.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`));
      const verify = spawnSync("systemd-analyze", ["verify", path], { encoding: "utf8" });
      expect(verify.error, "systemd-analyze (Debian: apt-get install systemd)").toBeUndefined();
      // Unknown keys and bad values are only warnings (exit 0): none may be printed.
      expect(`${verify.stdout}${verify.stderr}`.trim()).toBe("");
      expect(verify.status).toBe(0);

      const security = spawnSync("systemd-analyze", ["security", "--offline=yes", "--no-pager", path], {
        encoding: "utf8",
      });
      const exposure = /Overall exposure level for \S+: ([\d.]+)/.exec(security.stdout)?.[1];
      expect(exposure, security.stdout + security.stderr).toBeDefined();
      expect(Number(exposure)).toBeLessThan(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs the production command, restarts on failure, and is sandboxed to its data directory", () => {
    // The command of scripts/server-command.ts, with Node named by its path.
    expect(single(unit, "ExecStart")).toBe(serveCommand.replace(/^node /, "/usr/bin/node "));
    expect(single(unit, "WorkingDirectory")).toBe(shippedRelease);
    expect(single(unit, "EnvironmentFile")).toBe("/etc/study-abroad-site/env");
    expect(single(unit, "Restart")).toBe("on-failure");
    expect(single(unit, "User")).not.toBe("root");
    for (const [key, value] of Object.entries({
      ProtectSystem: "strict",
      ProtectHome: "yes",
      PrivateTmp: "yes",
      NoNewPrivileges: "yes",
      CapabilityBoundingSet: "",
      AmbientCapabilities: "",
    })) {
      expect(single(unit, key), key).toBe(value);
    }
    // The one writable path is the data directory of the environment file, the unit's state directory.
    const dataDir = shippedEnvironment.DATA_DIR;
    expect(single(unit, "ReadWritePaths")).toBe(dataDir);
    expect(`/var/lib/${single(unit, "StateDirectory")}`).toBe(dataDir);
    expect(single(unit, "StateDirectoryMode")).toBe("0700");
  });
});

// ── The environment file ───────────────────────────────────────────────────────────────────────

describe("the environment file (deploy/study-abroad-site.env)", () => {
  it("names only variables the server knows, and the server accepts it", () => {
    const documented = Object.keys(environmentFile(readFileSync(join(root, ".env.example"), "utf8")));
    expect(Object.keys(shippedEnvironment).filter((name) => !documented.includes(name))).toEqual([]);
    const config = loadConfig(shippedEnvironment);
    expect(config.nodeEnv).toBe("production");
    expect(config.host).toBe("127.0.0.1");
    expect(config.siteOrigin).toBe(`https://www.${shippedDomain}`);
    expect(config.trustProxy).toEqual(["127.0.0.1"]);
    // The build's output inside the release the unit runs.
    expect(config.staticDir).toBe(`${shippedRelease}/build/client`);
    expect(config.consoleDir).toBe(`${shippedRelease}/build/console`);
  });

  it("is what Caddy forwards to", () => {
    const upstreams = [...caddyfile.matchAll(/^\s*reverse_proxy\s+(\S+)/gm)].map((match) => match[1]);
    expect(upstreams).toEqual([`${shippedEnvironment.HOST}:${shippedEnvironment.PORT}`]);
  });
});

// ── Caddy in front of the built server ─────────────────────────────────────────────────────────

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const temporary: string[] = [];

function collect(resolve: (answer: Answer) => void, reject: (error: Error) => void) {
  return (response: http.IncomingMessage) => {
    let body = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (body += chunk));
    response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    response.on("error", reject);
  };
}

describe("Caddy (deploy/Caddyfile) in front of the built server", () => {
  let httpPort = 0;
  let httpsPort = 0;
  let dataDir = "";
  let authority = "";
  let siteOrigin = "";

  /** A request to Caddy's HTTPS port, checked against Caddy's certificate authority. */
  function secure(
    path: string,
    options: {
      host?: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      from?: string;
    },
  ): Promise<Answer> {
    const host = options.host ?? site;
    return new Promise((resolve, reject) => {
      const request = https.request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          servername: host,
          ca: authority,
          agent: false,
          localAddress: options.from,
          method: options.method ?? "GET",
          path,
          headers: { host: `${host}:${httpsPort}`, ...options.headers },
        },
        collect(resolve, reject),
      );
      request.on("error", reject);
      request.end(options.body);
    });
  }

  /** A JSON enquiry, as the site's contact form sends it, from the loopback address `from`. */
  function enquiry(email: string, from: string, headers: Record<string, string> = {}) {
    return secure(enquiryPaths.contact, {
      method: "POST",
      from,
      headers: { "content-type": "application/json", origin: siteOrigin, ...headers },
      body: JSON.stringify(sampleBody({ email, phone: `98765${String(Math.random()).slice(2, 7)}` })),
    });
  }

  /** Enquiries stored with this email, read from the server's database. */
  function stored(email: string): number {
    const database = new SqliteDatabase(join(dataDir, sqliteFileName), { readonly: true });
    try {
      const row = database.prepare("select count(*) as n from enquiries where email = ?").get(email) as {
        n: number;
      };
      return row.n;
    } finally {
      database.close();
    }
  }

  beforeAll(async () => {
    expect(existsSync(serverBundle), "run `npm run build` first").toBe(true);
    const caddyFound = spawnSync("caddy", ["version"], { encoding: "utf8" });
    expect(caddyFound.error, "caddy (Debian: apt-get install caddy)").toBeUndefined();

    const dir = mkdtempSync(join(tmpdir(), "deploy-caddy-"));
    temporary.push(dir);
    dataDir = join(dir, "data");
    const serverPort = await freePort();
    httpPort = await freePort();
    httpsPort = await freePort();
    siteOrigin = `https://${site}:${httpsPort}`;

    // The server: the unit's command, in the unit's working directory, with the environment file.
    const release = (value: string) => value.replaceAll(shippedRelease, root);
    const environment: Record<string, string> = {};
    for (const [name, value] of Object.entries(shippedEnvironment)) {
      environment[name] = release(value).replaceAll(shippedDomain, testDomain);
    }
    Object.assign(environment, {
      DATA_DIR: dataDir,
      PORT: String(serverPort),
      // The guide fills the secrets in; so does the test.
      STAFF_AUTH_SECRET: randomBytes(32).toString("hex"),
      IP_HASH_SECRET: randomBytes(32).toString("hex"),
      // Caddy's HTTPS port is part of the origin here.
      SITE_ORIGIN: siteOrigin,
      // Small enough to see whose bucket a request counts in.
      RATE_LIMIT_FORMS_PER_MINUTE: "2",
      // No test asks the European Central Bank (docs/country-data.md, "Exchange rates").
      RATES_REFRESH_HOURS: "0",
    });
    const [, ...serverArgs] = single(unit, "ExecStart").split(" ");
    const server = start(process.execPath, serverArgs, {
      cwd: release(single(unit, "WorkingDirectory")),
      env: { PATH: process.env.PATH, ...environment },
    });

    // Caddy: the shipped Caddyfile with the test's domain, ports and certificate authority.
    const globalOptions = [
      `http_port ${httpPort}`,
      `https_port ${httpsPort}`,
      "local_certs",
      "skip_install_trust",
      "admin off",
    ];
    expect(caddyfile).toMatch(/^\{$/m);
    const testCaddyfile = caddyfile
      .replaceAll(shippedDomain, testDomain)
      .replaceAll(`${shippedEnvironment.HOST}:${shippedEnvironment.PORT}`, `127.0.0.1:${serverPort}`)
      .replace(/^\{$/m, `{\n${globalOptions.map((option) => `\t${option}`).join("\n")}`);
    const caddyDir = join(dir, "caddy");
    mkdirSync(caddyDir);
    writeFileSync(join(caddyDir, "Caddyfile"), testCaddyfile);
    const caddy = start("caddy", ["run", "--config", join(caddyDir, "Caddyfile"), "--adapter", "caddyfile"], {
      cwd: caddyDir,
      env: {
        PATH: process.env.PATH,
        HOME: caddyDir,
        XDG_DATA_HOME: join(caddyDir, "data"),
        XDG_CONFIG_HOME: join(caddyDir, "config"),
      },
    });

    await waitFor(
      "the server did not become ready",
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get({ host: "127.0.0.1", port: serverPort, path: "/api/ready", agent: false }, (response) => {
              response.resume();
              if (response.statusCode === 200) resolve();
              else reject(new Error(`status ${response.statusCode}`));
            })
            .on("error", reject);
        }),
      [server],
    );
    const rootCertificate = join(caddyDir, "data", "caddy", "pki", "authorities", "local", "root.crt");
    await waitFor(
      "Caddy did not serve HTTPS",
      async () => {
        authority = readFileSync(rootCertificate, "utf8");
        const home = await secure("/", {});
        if (home.status !== 200) throw new Error(`status ${home.status}`);
      },
      [caddy, server],
    );
  }, 40_000);

  afterAll(async () => {
    await Promise.all(children.map(stop));
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });

  it("serves the site over HTTPS with HSTS, and redirects HTTP and the bare domain", async () => {
    const home = await secure("/", {});
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    // Set by the server, which believes Caddy's X-Forwarded-Proto (TRUST_PROXY).
    expect(home.headers["strict-transport-security"]).toBe(hstsValue);

    const plain = await new Promise<Answer>((resolve, reject) => {
      http
        .get(
          { host: "127.0.0.1", port: httpPort, path: "/about?x=1", headers: { host: site }, agent: false },
          collect(resolve, reject),
        )
        .on("error", reject);
    });
    expect(plain.status).toBe(308);
    // To HTTPS on the same name (Caddy leaves out a port that is not 443 in some versions).
    const target = new URL(plain.headers.location ?? "");
    expect([target.protocol, target.hostname, `${target.pathname}${target.search}`]).toEqual([
      "https:",
      site,
      "/about?x=1",
    ]);

    const bare = await secure("/about?x=1", { host: testDomain });
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe(`https://${site}/about?x=1`);
  });

  it("stores a form post from the site's origin (201) and refuses one from another origin (403)", async () => {
    const email = `${randomUUID()}@example.in`;
    const accepted = await enquiry(email, "127.0.0.5");
    expect(accepted.status, accepted.body).toBe(201);
    expect(stored(email)).toBe(1);

    const foreign = `${randomUUID()}@example.in`;
    const refused = await enquiry(foreign, "127.0.0.6", { origin: "https://attacker.example" });
    expect(refused.status, refused.body).toBe(403);
    expect(stored(foreign)).toBe(0);
  });

  it("counts each client by its own address, never by the X-Forwarded-For it sends", async () => {
    // RATE_LIMIT_FORMS_PER_MINUTE is 2. A client that makes up a new X-Forwarded-For for each post still
    // has one budget: Caddy replaces the header with the address it sees.
    const spoofer = "127.0.0.2";
    for (const spoofed of ["203.0.113.1", "203.0.113.2"]) {
      const answer = await enquiry(`${randomUUID()}@example.in`, spoofer, { "x-forwarded-for": spoofed });
      expect(answer.status, answer.body).toBe(201);
    }
    const third = await enquiry(`${randomUUID()}@example.in`, spoofer, { "x-forwarded-for": "203.0.113.3" });
    expect(third.status, third.body).toBe(429);

    // Another client still has its own budget: the server does not see every visitor as Caddy's address.
    const other = await enquiry(`${randomUUID()}@example.in`, "127.0.0.3");
    expect(other.status, other.body).toBe(201);
  });
});
