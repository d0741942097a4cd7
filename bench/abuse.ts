/**
 * `npm run bench:abuse` (docs/benchmarks.md, "Enquiry floods"; the rules in docs/enquiries.md, "Floods"):
 * the production server on loopback with its default flood limits, behind a "proxy" (TRUST_PROXY=127.0.0.1,
 * so X-Forwarded-For gives each request its client address), then for 60 s
 *   - a flood from 200 client addresses, each in a /24 of its own, as fast as 100 connections go, from a
 *     second process: half the requests with one email and phone (the same junk sender), half with a new
 *     email and phone each (junk that looks like new families), these never solving a challenge; and,
 *     beside it, `payers` loops that do what a real attacker would: a new email and phone each time from a
 *     fresh address, and on a 428 the challenge solved and the enquiry sent again (junk that pays);
 *   - beside it, a family every 10 s (BENCH_FAMILIES_PER_MINUTE), each with a new email and phone from an
 *     address of its own, sent as the form in a browser sends it: JSON with an Idempotency-Key, and on a
 *     428 the challenge solved (altcha-lib, as the widget does) and the same enquiry sent again.
 * The mail settings stand for a day whose cap the flood spends: MAIL_PER_DAY low (BENCH_MAIL_PER_DAY, 20)
 * and digests every minute (MAIL_DIGEST_MINUTES=1 for the default 15), so the run shows what happens past
 * the cap. It prints the flood's answers by status and how many of its enquiries were stored, the families
 * stored and mailed within the run (all of them, or it exits 1), the mails the office's mailbox received
 * (single and digests), and the p99 of the families' answers, and writes them into docs/benchmarks.md.
 * Options (environment): BENCH_ABUSE_FLOOD_SECONDS (60), BENCH_FAMILIES_PER_MINUTE (6), BENCH_PAYERS (4),
 * BENCH_MAIL_PER_DAY (20).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";
import { challengeHeader, challengeRequiredStatus, type EnquiryChallengeRequired } from "#contract/enquiry";
import { replaceSection } from "../scripts/markdown-section.ts";
import { openDatabase } from "../server/db/database.ts";
import { freePort, root, startServer, tempDataDir } from "./support/server.ts";

const floodSeconds = Number(process.env.BENCH_ABUSE_FLOOD_SECONDS ?? 60);
const familiesPerMinute = Number(process.env.BENCH_FAMILIES_PER_MINUTE ?? 6);
const floodAddresses = 200;
const floodConnections = 100;
/** The flood's loops that solve the challenges (each one at a time, as fast as it can). */
const payers = Number(process.env.BENCH_PAYERS ?? 4);
const mailPerDay = Number(process.env.BENCH_MAIL_PER_DAY ?? 20);
const digestMinutes = 1;

/** The flood's n-th client address: 100.64.n.9, a /24 each. */
const floodAddress = (n: number) => `100.64.${n % floodAddresses}.9`;
const junkSender = { email: "flood@example.net", phone: "+91 90000 12345" };

/** The flood itself, run as `bench/abuse.ts --flood URL` in its own process; prints autocannon's result. */
async function flood(url: string): Promise<void> {
  const paying = payingFlood(url);
  let sequence = 0;
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url,
    connections: floodConnections,
    duration: floodSeconds,
    requests: [
      {
        method: "POST",
        path: "/api/contact-form",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          sequence += 1;
          const sender =
            sequence % 2 === 0
              ? junkSender
              : { email: `sham${sequence}@example.net`, phone: `+91 8${String(sequence).padStart(9, "0")}` };
          return {
            ...request,
            headers: {
              ...request.headers,
              "idempotency-key": randomUUID(),
              "x-forwarded-for": floodAddress(sequence),
            },
            body: JSON.stringify({
              firstName: "Junk",
              lastName: `Flood${sequence % 13}`,
              ...sender,
              comments: `junk ${sequence}`,
              context: { page: "/contact" },
            }),
          };
        },
      },
    ],
  });
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) statuses[code] = count;
  const paid = await paying;
  process.stdout.write(
    JSON.stringify({ total: result.requests.total, statuses, errors: result.errors, paid }),
  );
}

/** What the flood's paying loops did: enquiries sent, challenges solved, and the final answers by status. */
interface Paid {
  sent: number;
  solved: number;
  statuses: Record<string, number>;
}

/**
 * The junk that pays: `payers` loops, each sending a new email and phone from one of the flood's addresses
 * and, on a 428, solving the challenge (altcha-lib, as the widget does) and sending it again, until the
 * flood's time is up.
 */
async function payingFlood(url: string): Promise<Paid> {
  const paid: Paid = { sent: 0, solved: 0, statuses: {} };
  const until = Date.now() + floodSeconds * 1000;
  let sequence = 0;
  const loop = async (payer: number) => {
    while (Date.now() < until) {
      sequence += 1;
      const n = sequence;
      const body = JSON.stringify({
        firstName: "Paid",
        lastName: `Flood${n % 13}`,
        email: `paid${payer}.${n}@example.net`,
        phone: `+91 6${String(n).padStart(9, "0")}`,
        comments: `paid junk ${n}`,
        context: { page: "/contact" },
      });
      const headers = {
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
        // A fresh address each time, in 250 networks: the per-address rate limit never stops the payers,
        // only the challenges they pay for.
        "x-forwarded-for": `100.65.${n % 250}.${(Math.floor(n / 250) % 250) + 1}`,
      };
      const post = (extra: Record<string, string> = {}) =>
        fetch(`${url}/api/contact-form`, { method: "POST", headers: { ...headers, ...extra }, body });
      paid.sent += 1;
      let response = await post();
      if (response.status === challengeRequiredStatus) {
        const { challenge } = (await response.json()) as EnquiryChallengeRequired;
        const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
        if (solution) {
          paid.solved += 1;
          const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
          response = await post({ [challengeHeader]: payload });
        }
      }
      await response.body?.cancel();
      paid.statuses[response.status] = (paid.statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: payers }, (_, payer) => loop(payer)));
  return paid;
}

interface FloodResult {
  total: number;
  statuses: Record<string, number>;
  errors: number;
  paid: Paid;
}

interface FamilyResult {
  email: string;
  status: number;
  /** The server's answer times, one per request (two when a challenge was asked for). */
  answersMs: number[];
  /** From the first request to the last answer, solving included: what the family waits. */
  totalMs: number;
  challenged: boolean;
}

async function sendFamily(url: string, n: number): Promise<FamilyResult> {
  const email = `family${n}.${Date.now()}@example.in`;
  const body = JSON.stringify({
    firstName: `Family${n}`,
    lastName: "Reddy",
    email,
    phone: `+91 7${String(Date.now() % 1_000_000_000).padStart(9, "0")}`,
    comments: "MS in Germany, next September",
    language: "en",
    pageLanguage: "en",
    context: { page: "/contact" },
  });
  const key = randomUUID();
  const from = `192.0.2.${(n % 250) + 1}`;
  const answersMs: number[] = [];
  const started = performance.now();
  const send = async (solution?: string) => {
    const at = performance.now();
    const response = await fetch(`${url}/api/contact-form`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        "x-forwarded-for": from,
        ...(solution ? { [challengeHeader]: solution } : {}),
      },
      body,
    });
    const json: unknown = await response.json();
    answersMs.push(performance.now() - at);
    return { status: response.status, json };
  };
  let answer = await send();
  const challenged = answer.status === challengeRequiredStatus;
  if (challenged) {
    const { challenge } = answer.json as EnquiryChallengeRequired;
    const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
    if (solution) {
      answer = await send(Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
    }
  }
  return { email, status: answer.status, answersMs, totalMs: performance.now() - started, challenged };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const dataDir = tempDataDir("bench-abuse");
  const server = await startServer({
    port: await freePort(),
    dataDir,
    env: {
      TRUST_PROXY: "127.0.0.1",
      // The defaults of server/config.ts (bench/support/server.ts lifts them for the other benches).
      RATE_LIMIT_FORMS_PER_MINUTE: "10",
      ENQUIRIES_PER_DAY: "1000",
      // A day whose cap the flood spends, and digests every minute instead of every 15: see the top.
      MAIL_PER_DAY: String(mailPerDay),
      MAIL_DIGEST_MINUTES: String(digestMinutes),
      ENQUIRIES_PER_SENDER_PER_DAY: "5",
      ENQUIRIES_PER_NETWORK_PER_DAY: "20",
      ENQUIRY_CHALLENGE_PER_HOUR: "30",
      LOG_LEVEL: "warn",
    },
  });
  try {
    console.log(
      `bench:abuse: ${floodSeconds} s of flood from ${floodAddresses} addresses over ${floodConnections} connections, ${payers} paying loops, ${familiesPerMinute} families a minute beside it`,
    );
    const floodRun = new Promise<FloodResult>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", join(import.meta.dirname, "abuse.ts"), "--flood", server.url],
        {
          cwd: root,
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      child.once("exit", (code) => {
        try {
          if (code !== 0) throw new Error(`the flood process exited with ${code}`);
          resolve(JSON.parse(output) as FloodResult);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    // The first family comes once the flood is under way, the next every 60 / rate seconds.
    const families: Promise<FamilyResult>[] = [];
    const gapMs = 60_000 / familiesPerMinute;
    for (let at = Math.min(10_000, gapMs / 2), n = 0; at < floodSeconds * 1000; at += gapMs, n++) {
      const index = n;
      families.push(
        new Promise((resolve) => setTimeout(resolve, at)).then(() => sendFamily(server.url, index)),
      );
    }
    const [floodResult, familyResults] = await Promise.all([floodRun, Promise.all(families)]);

    // The families' staff mail: the outbox writes each one as an .eml file (no SMTP here).
    const database = await openDatabase({ dataDir });
    const mailStatus = async () =>
      database.kysely
        .selectFrom("enquiries")
        .leftJoin("outbox", (join) =>
          join.onRef("outbox.enquiry_id", "=", "enquiries.id").on("outbox.kind", "=", "mail"),
        )
        .select(["enquiries.email", "outbox.status"])
        .where(
          "enquiries.email",
          "in",
          familyResults.map((family) => family.email),
        )
        .execute();
    // Mailed within the run: by the next digest after the flood, at the latest (plus 30 s to write it).
    const deadline = Date.now() + digestMinutes * 60_000 + 30_000;
    let rows = await mailStatus();
    while (
      rows.filter((row) => row.status === "sent").length < familyResults.length &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await mailStatus();
    }
    const total = Number(
      (
        await database.kysely
          .selectFrom("enquiries")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );
    await database.close();
    // What the office's mailbox received: the outbox writes each mail as an .eml file (no SMTP here).
    const files = (await readdir(join(dataDir, "outbox-mail")).catch(() => [] as string[])).filter((name) =>
      name.endsWith(".eml"),
    );
    const digests = files.filter((name) => name.endsWith("-digest.eml")).length;
    const singles = files.length - digests;

    const familiesStored = rows.length;
    const familiesMailed = rows.filter((row) => row.status === "sent").length;
    const floodStored = total - familiesStored;
    const answers = familyResults.flatMap((family) => family.answersMs);
    const p99Answer = percentile(answers, 99);
    const p99Total = percentile(
      familyResults.map((family) => family.totalMs),
      99,
    );
    const challenged = familyResults.filter((family) => family.challenged).length;
    const statuses = Object.entries(floodResult.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, count]) => `${count.toLocaleString("en")} × ${code}`)
      .join(", ");
    const paidStatuses = Object.entries(floodResult.paid.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, count]) => `${count.toLocaleString("en")} × ${code}`)
      .join(", ");
    const allThrough = familiesStored === familyResults.length && familiesMailed === familyResults.length;
    const lines = [
      `Flood: ${floodResult.total.toLocaleString("en")} requests that never solve a challenge (${statuses}; ${floodResult.errors} errors)`,
      `Paying flood: ${floodResult.paid.sent.toLocaleString("en")} new senders, ${floodResult.paid.solved.toLocaleString("en")} challenges solved (${paidStatuses}); flood stored in all: ${floodStored}`,
      `Families: ${familyResults.length} sent, ${familiesStored} stored, ${familiesMailed} mailed within the run (${challenged} solved a challenge first)`,
      `Office's mailbox: ${files.length} mails (${singles} single, cap ${mailPerDay}; ${digests} digests, at most one a minute here)`,
      `Families' answers: p99 ${ms(p99Answer)} per request; p99 ${ms(p99Total)} from first request to last answer, solving included`,
    ];
    for (const line of lines) console.log(line);
    console.log(
      allThrough ? "✓ every family stored and mailed" : "✗ a family was refused, lost or not mailed",
    );

    const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
    const body = [
      '`npm run bench:abuse` (about 2½ minutes; the rules in docs/enquiries.md, "Floods"): the production',
      "server with the flood limits at their defaults (10 enquiries a minute per address, 5 a day per email or",
      "phone, 20 new ones a day per network, a challenge past 30 new ones an hour, 1,000 a day) behind a",
      "trusted proxy on loopback (`TRUST_PROXY`, so `X-Forwarded-For` gives each request its address). For",
      `${floodSeconds} s a second process floods \`POST /api/contact-form\` from ${floodAddresses} addresses, each in a /24 of its`,
      `own, over ${floodConnections} connections: half the requests with one email and phone, half with a new email and`,
      `phone each, never solving a challenge; beside them ${payers} loops pay as a real attacker would: a new`,
      "email and phone each time from a fresh address (so the per-address rate limit never stops them), and",
      "on a 428 the challenge solved and the enquiry sent again. Beside the flood,",
      `${familiesPerMinute} families a minute (\`BENCH_FAMILIES_PER_MINUTE\`), each with a new email and phone`,
      "from an address of its own, sent as the form sends it: on a 428 it solves the challenge (altcha-lib,",
      "as the widget does) and sends the same enquiry again. The mail stands for a day whose cap the flood",
      `spends: \`MAIL_PER_DAY=${mailPerDay}\`, and a digest every ${digestMinutes === 1 ? "minute" : `${digestMinutes} minutes`} (\`MAIL_DIGEST_MINUTES\`; 15 by default), so`,
      "the run sees several. It exits 1 unless every",
      "family is stored and its staff mail written within the run (by the next digest after the flood).",
      "",
      "Changed since the earlier figures: the flood now also pays the challenge with fresh emails, the run",
      "spends the mail cap and counts the mails the office receives, and families past the cap are checked",
      "to be mailed within the run (in a digest), where before the mail past `MAIL_PER_DAY` waited for",
      "midnight UTC.",
      "",
      `Last run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${cpus().length} × ${cpu}, Node ${process.versions.node};`,
      `load average at the end ${loadavg()[0]?.toFixed(1)}.`,
      "",
      ...lines.map((line) => `- ${line}`),
      "",
      allThrough ? "Every family stored and mailed." : "A family was refused, lost or not mailed.",
    ].join("\n");
    const file = join(root, "docs", "benchmarks.md");
    await writeFile(file, replaceSection(await readFile(file, "utf8"), "Enquiry floods", body));
    console.log('bench:abuse: results in docs/benchmarks.md ("Enquiry floods").');
    if (!allThrough) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const floodUrl = process.argv.includes("--flood")
  ? process.argv[process.argv.indexOf("--flood") + 1]
  : undefined;
if (floodUrl) await flood(floodUrl);
else await main();
