/**
 * Exchange rates kept fresh by the server (docs/country-data.md, "Exchange rates"):
 *
 * - every RATES_REFRESH_HOURS (6; 0: never) fetches the European Central Bank's daily reference rates
 *   from RATES_URL, turns them into rupees per GBP, USD, CAD and EUR (./ecb.ts) and, when they are of a
 *   later day and no currency moved more than 20 %, keeps them as the last good rates in
 *   DATA_DIR/exchange-rates.json;
 * - on any failure (no answer, a timeout, not the ECB's XML, an absurd value) keeps the last good rates,
 *   logs why and warns in /api/ready until a refresh succeeds;
 * - serves the rates in use at `GET /api/exchange-rates` ({ date, source, inrPer }), cacheable for a few
 *   minutes: the calculator takes them when the family first uses it, if they are newer than the rates
 *   built into the page. Until a first refresh (or with the schedule off) they are the built-in ones.
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { exchangeRatesPath, readExchangeRates, type ExchangeRates } from "#contract/exchange-rates";
import { exchangeRates as builtIn } from "~/content/countries/exchange-rates";
import { indiaDay } from "../lib/office-hours.ts";
import type { ReadinessReport } from "../plugins/readiness.ts";
import { judgeRates, MAX_XML_BYTES, RatesError, ratesFromEcbXml } from "./ecb.ts";

const HOUR_MS = 60 * 60 * 1000;
/** One fetch of RATES_URL may take this long. */
export const DEFAULT_RATES_TIMEOUT_MS = 15_000;
/** With the schedule on, /api/ready warns when the rates in use are older than this (the ECB skips weekends and holidays). */
export const STALE_AFTER_DAYS = 7;
/** How long a browser or proxy may reuse an answer of GET /api/exchange-rates. */
export const RATES_MAX_AGE_SECONDS = 600;
export const ratesFileName = "exchange-rates.json";

export interface RefreshResult {
  outcome: "updated" | "unchanged" | "failed";
  /** Why the refresh failed (no personal data: an address, a status, a parse problem). */
  problem?: string;
  rates: ExchangeRates;
}

export interface ExchangeRatesService {
  /** The rates in use. */
  current(): ExchangeRates;
  /** Fetches RATES_URL now (a refresh in progress is shared). */
  refresh(): Promise<RefreshResult>;
}

declare module "fastify" {
  interface FastifyInstance {
    exchangeRates: ExchangeRatesService;
  }
}

export interface ExchangeRatesOptions {
  /** The clock (tests inject one). */
  now?: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface Stored {
  rates: ExchangeRates;
  /** When RATES_URL last answered with usable rates (new or not). */
  checkedAt: string;
}

async function readStored(file: string): Promise<Stored | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    const rates = readExchangeRates(parsed.rates);
    const checkedAt = typeof parsed.checkedAt === "string" ? parsed.checkedAt : undefined;
    if (!rates || !checkedAt || Number.isNaN(Date.parse(checkedAt))) return undefined;
    return { rates, checkedAt };
  } catch {
    return undefined;
  }
}

/** Written beside and renamed into place: a crash never leaves half a file. */
async function writeStored(file: string, stored: Stored): Promise<void> {
  const temporary = `${file}.tmp`;
  await writeFile(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o644 });
  await rename(temporary, file);
}

const newer = (a: ExchangeRates, b: ExchangeRates | undefined) => (b && b.date > a.date ? b : a);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * HOUR_MS));

/** What /api/ready says about the rates; each warning is complete. */
export const ratesWarnings = {
  failed: (problem: string, date: string) =>
    `exchange rates: the last refresh from RATES_URL failed (${problem}); the calculator keeps the rates of ${date}`,
  stale: (date: string, days: number) =>
    `exchange rates: the rates in use are of ${date}, ${days} days old (RATES_REFRESH_HOURS is on); see docs/country-data.md`,
};

async function exchangeRatesPlugin(app: FastifyInstance, options: ExchangeRatesOptions): Promise<void> {
  const { config } = app;
  const clock = options.now ?? (() => new Date());
  const fetcher = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_RATES_TIMEOUT_MS;
  const everyHours = config.ratesRefreshHours;
  const file = join(config.dataDir, ratesFileName);
  // The day in India, or the day the site is served for (SITE_DATE, tests only).
  const today = () => config.siteDate ?? indiaDay(clock());

  const stored = await readStored(file);
  let current = newer(builtIn, stored?.rates);
  let checkedAt = stored?.checkedAt;
  let problem: string | undefined;
  let running: Promise<RefreshResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  const fetchRates = async (): Promise<ExchangeRates> => {
    const response = await fetcher(config.ratesUrl, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/xml, text/xml" },
    });
    if (!response.ok) throw new RatesError(`RATES_URL answered ${response.status}`);
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > MAX_XML_BYTES) throw new RatesError("the reference-rate file is larger than expected");
    return ratesFromEcbXml(await response.text());
  };

  const refreshOnce = async (): Promise<RefreshResult> => {
    try {
      const next = await fetchRates();
      const verdict = judgeRates(current, next, today());
      if (!verdict.accept && verdict.reason === "refused") throw new RatesError(verdict.problem);
      if (verdict.accept) current = next;
      checkedAt = clock().toISOString();
      problem = undefined;
      await writeStored(file, { rates: current, checkedAt });
      if (verdict.accept)
        app.log.info({ date: current.date, inrPer: current.inrPer }, "Exchange rates refreshed");
      return { outcome: verdict.accept ? "updated" : "unchanged", rates: current };
    } catch (error) {
      problem =
        error instanceof RatesError
          ? error.message
          : error instanceof Error && error.name === "TimeoutError"
            ? `no answer within ${timeoutMs} ms`
            : `could not fetch RATES_URL (${error instanceof Error ? error.message : String(error)})`;
      app.log.warn(
        { problem, keptDate: current.date },
        "Exchange rates not refreshed; the last good ones are kept",
      );
      return { outcome: "failed", problem, rates: current };
    }
  };

  const refresh = () => {
    running ??= refreshOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  app.decorate<ExchangeRatesService>("exchangeRates", { current: () => current, refresh });

  app.get(exchangeRatesPath, async (_request, reply) => {
    // The one cacheable answer under /api/ (the rest is `no-store`, server/app.ts): public figures.
    return reply.header("cache-control", `public, max-age=${RATES_MAX_AGE_SECONDS}`).send(current);
  });

  app.readiness.report("exchangeRates", async (): Promise<ReadinessReport> => {
    const warnings: string[] = [];
    if (problem) warnings.push(ratesWarnings.failed(problem, current.date));
    const age = daysBetween(current.date, today());
    if (everyHours > 0 && age > STALE_AFTER_DAYS) warnings.push(ratesWarnings.stale(current.date, age));
    return {
      ...(warnings.length > 0 ? { warning: warnings.join("; ") } : {}),
      details: {
        date: current.date,
        source: current.source,
        checkedAt: checkedAt ?? null,
        everyHours,
        lastRefreshFailed: problem !== undefined,
      },
    };
  });

  const schedule = (delayMs: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      void refresh().then(() => schedule(everyHours * HOUR_MS));
    }, delayMs).unref();
  };

  app.addHook("onReady", async () => {
    if (everyHours <= 0) return;
    // Due when the last good answer is one interval old (at once when there is none).
    const intervalMs = everyHours * HOUR_MS;
    const since = checkedAt ? clock().getTime() - Date.parse(checkedAt) : intervalMs;
    schedule(Math.min(intervalMs, Math.max(0, intervalMs - since)));
  });

  app.addHook("onClose", async () => {
    closing = true;
    clearTimeout(timer);
  });
}

export default fp(exchangeRatesPlugin, { name: "exchange-rates", dependencies: ["readiness"] });
