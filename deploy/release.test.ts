/**
 * The release archive of `npm run release` (scripts/release.ts, docs/deploy.md "A release"), tried as a
 * server would use it, on the machine's Node and on Node 24, the production Node (docs/decisions/
 * 0401-node-versions.md). For each: the release is made with that Node from the existing build, unpacked
 * into an empty folder outside the repository, and started with that `node` alone (no npm, no NODE_PATH,
 * no node_modules above it), with the shipped environment file. Then, over HTTP: a contact, a service and
 * a call-back enquiry are stored, a post from another site is refused, a staff account made with the
 * bundled staff command signs in and sees the enquiries, and the bundled backup command backs up.
 *
 * Node 24 comes from the npm registry (the `node` package, a platform binary), installed once into a
 * cache outside the repository (`NODE_CACHE`, default ~/.cache/study-abroad-site) and reused, and so is
 * better-sqlite3 compiled for it by the release script: the release is made with Node 24.18 (newer
 * headers make better-sqlite3 12 abort, docs/decisions/0401-node-versions.md) and run on the newest 24.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryFormKind } from "#contract/enquiry-fields";
import type { InboxPage } from "#contract/staff";
import { sqliteFileName } from "../server/db/database.ts";
import { enquiryPaths } from "../server/enquiries/routes.ts";
import { sampleBody } from "../server/test-support/enquiry-fixtures.ts";
import { children, freePort, start, stop, waitFor, type Started } from "./test-processes.ts";

const root = join(import.meta.dirname, "..");
const shippedRelease = "/opt/study-abroad-site/current";
const temporary: string[] = [];

// Kept between runs, outside the repository: Node versions from the npm registry, and better-sqlite3
// compiled for them by the release script (compiled/).
const cacheRoot = process.env.NODE_CACHE || join(homedir(), ".cache", "study-abroad-site");

/** The binary of the `node` npm package at `version` (a major or an exact version), installed on first use. */
function nodeFromRegistry(version: string): string {
  const cache = join(cacheRoot, `node-${version}`);
  const binary = join(cache, "node_modules", "node", "bin", "node");
  if (existsSync(binary)) return binary;
  // Installed beside the cache, then renamed into place: a stopped run leaves no half-installed Node.
  const partial = `${cache}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const installed = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      partial,
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      `node@${version}`,
    ],
    { cwd: partial, encoding: "utf8" },
  );
  if (installed.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm install node@${version} failed:\n${installed.stderr}`);
  }
  rmSync(cache, { recursive: true, force: true });
  renameSync(partial, cache);
  return binary;
}

/** The first `KEY=value` lines of an environment file as systemd reads them. */
function environmentFile(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) variables[match[1] ?? ""] = match[2] ?? "";
  }
  return variables;
}

/** Runs `node` with `args` in `cwd`, with `env` alone; fails with its output unless it exits 0. */
function runNode(node: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync(node, args, { cwd, env, encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(`${args.join(" ")} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return `${result.stdout}${result.stderr}`;
}

afterAll(async () => {
  await Promise.all(children.map(stop));
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const targets = [
  { label: "the machine's Node", builder: () => process.execPath, node: () => process.execPath },
  // Made with Node 24.18 (see scripts/release.ts: newer headers make better-sqlite3 12 abort), run on the
  // newest Node 24 as production does.
  { label: "Node 24", builder: () => nodeFromRegistry("24.18.1"), node: () => nodeFromRegistry("24") },
];

describe.each(targets)(
  "the release archive, started with $label alone",
  ({ builder: findBuilder, node: findNode }) => {
    let node = "";
    let release = "";
    let scripts: Record<string, string> = {};
    let environment: NodeJS.ProcessEnv = {};
    let origin = "";
    let server: Started | undefined;

    /** The release's npm script `name` as the arguments of `node` (the script is a plain node command). */
    function command(name: string): string[] {
      const [program, ...args] = (scripts[name] ?? "").split(" ");
      expect(program, `${name}: ${scripts[name]}`).toBe("node");
      return args;
    }

    function post(kind: EnquiryFormKind, body: unknown, from = origin) {
      return fetch(`${origin}${enquiryPaths[kind]}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: from, "sec-fetch-site": "same-origin" },
        body: JSON.stringify(body),
      });
    }

    /** Enquiries stored under this name, read from the release's database. */
    function stored(firstName: string): number {
      const database = new SqliteDatabase(join(environment.DATA_DIR ?? "", sqliteFileName), {
        readonly: true,
      });
      try {
        const row = database
          .prepare("select count(*) as n from enquiries where first_name = ?")
          .get(firstName) as { n: number };
        return row.n;
      } finally {
        database.close();
      }
    }

    beforeAll(async () => {
      const builder = findBuilder();
      node = findNode();
      const dir = mkdtempSync(join(tmpdir(), "deploy-release-"));
      temporary.push(dir);

      // Made from the existing build (better-sqlite3 is compiled for Node 24 once, then cached).
      const out = join(dir, "archive");
      runNode(builder, ["--import", "tsx", "scripts/release.ts", "--out", out], root, {
        ...process.env,
        RELEASE_CACHE_DIR: join(cacheRoot, "compiled"),
      });
      const [archive, ...others] = readdirSync(out);
      expect(others).toEqual([]);
      expect(archive).toMatch(/^study-abroad-site-[\d.]+-[0-9a-f]+-\w+-\w+-node\d+\.tar\.gz$/);

      // Unpacked into an empty folder outside the repository, with no node_modules above it.
      const unpacked = join(dir, "releases");
      mkdirSync(unpacked);
      expect(spawnSync("tar", ["-C", unpacked, "-xzf", join(out, archive ?? "")]).status).toBe(0);
      const [name] = readdirSync(unpacked);
      release = join(unpacked, name ?? "");
      expect(relative(root, release).startsWith("..")).toBe(true);
      for (let above = dirname(release); above !== dirname(above); above = dirname(above)) {
        expect(existsSync(join(above, "node_modules")), `${above}/node_modules`).toBe(false);
      }
      ({ scripts } = JSON.parse(readFileSync(join(release, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      });

      // The shipped environment file with the release's paths, a free port and secrets filled in.
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      environment = { PATH: process.env.PATH };
      const shipped = environmentFile(readFileSync(join(release, "deploy", "study-abroad-site.env"), "utf8"));
      for (const [key, value] of Object.entries(shipped))
        environment[key] = value.replaceAll(shippedRelease, release);
      Object.assign(environment, {
        DATA_DIR: join(dir, "data"),
        BACKUP_DIR: join(dir, "backups"),
        PORT: String(port),
        SITE_ORIGIN: origin,
        STAFF_AUTH_SECRET: randomBytes(32).toString("hex"),
        IP_HASH_SECRET: randomBytes(32).toString("hex"),
        // No test asks the European Central Bank (docs/country-data.md, "Exchange rates").
        RATES_REFRESH_HOURS: "0",
      });
      expect(environment.NODE_PATH).toBeUndefined();

      server = start(node, command("serve"), { cwd: release, env: environment });
      await waitFor(
        "the release did not become ready",
        async () => {
          const ready = await fetch(`${origin}/api/ready`);
          if (ready.status !== 200) throw new Error(`status ${ready.status}`);
        },
        [server],
      );
    }, 300_000);

    afterAll(async () => {
      if (server) await stop(server.child);
    });

    it("was made for this Node's native modules, as release.json says", () => {
      const about = JSON.parse(readFileSync(join(release, "release.json"), "utf8")) as {
        nodeModuleVersion: string;
      };
      const abi = spawnSync(node, ["-p", "process.versions.modules"], { encoding: "utf8" }).stdout.trim();
      expect(about.nodeModuleVersion).toBe(abi);
    });

    it("stores a contact, a service and a call-back enquiry, and refuses one from another site", async () => {
      const contact = `Contact${randomUUID().slice(0, 8)}`;
      const service = `Service${randomUUID().slice(0, 8)}`;
      const callback = `Callback${randomUUID().slice(0, 8)}`;
      const answers = [
        await post("contact", sampleBody({ firstName: contact })),
        await post("service", sampleBody({ firstName: service, comments: "MS in Germany" })),
        await post("callback", {
          name: callback,
          phone: "9876543210",
          slot: "tomorrow-evening",
          language: "te",
        }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect([contact, service, callback].map(stored)).toEqual([1, 1, 1]);

      const foreign = `Foreign${randomUUID().slice(0, 8)}`;
      const refused = await post("contact", sampleBody({ firstName: foreign }), "https://attacker.example");
      expect(refused.status).toBe(403);
      expect(stored(foreign)).toBe(0);
    });

    it("creates a staff account with the bundled staff command, which signs in and sees the enquiries", async () => {
      const email = `admin-${randomUUID().slice(0, 8)}@example.in`;
      const password = randomBytes(12).toString("hex");
      runNode(
        node,
        [...command("staff"), "create-user", "--email", email, "--role", "admin", "--office", "guntur"],
        release,
        {
          ...environment,
          STAFF_PASSWORD: password,
        },
      );
      const name = `Listed${randomUUID().slice(0, 8)}`;
      expect((await post("contact", sampleBody({ firstName: name }))).status).toBe(201);

      const signIn = await fetch(`${origin}/api/staff/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin" },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0] ?? "")
        .find((pair) => pair.includes("session_token"));
      expect(cookie).toBeDefined();

      const inbox = await fetch(`${origin}/api/staff/enquiries`, {
        headers: { cookie: cookie ?? "", origin, "sec-fetch-site": "same-origin" },
      });
      expect(inbox.status).toBe(200);
      const page = (await inbox.json()) as InboxPage;
      expect(page.items.map((item) => item.name)).toContain(`${name} Prasanna`);
    });

    it("backs up its databases with the bundled backup command while it runs", () => {
      const output = runNode(node, command("backup"), release, environment);
      expect(output).toMatch(/Backed up enquiries/);
      const files = readdirSync(environment.BACKUP_DIR ?? "");
      expect(files.some((file) => /^enquiries-.*\.sqlite\.gz$/.test(file))).toBe(true);
    });
  },
);

describe("npm run release on Node 24.19 or newer", () => {
  it("refuses to compile better-sqlite3 12 with headers whose ObjectWrap makes it abort", () => {
    const node = nodeFromRegistry("24");
    const dir = mkdtempSync(join(tmpdir(), "deploy-release-refused-"));
    temporary.push(dir);
    const result = spawnSync(node, ["--import", "tsx", "scripts/release.ts", "--out", join(dir, "archive")], {
      cwd: root,
      encoding: "utf8",
      timeout: 120_000,
      // An empty cache: the release script has to compile, and must refuse before it does.
      env: { ...process.env, RELEASE_CACHE_DIR: join(dir, "cache") },
    });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain("docs/decisions/0401-node-versions.md");
    expect(existsSync(join(dir, "archive"))).toBe(false);
  }, 120_000);
});
