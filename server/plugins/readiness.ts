/**
 * Readiness behind `GET /api/ready`. Plugins add two kinds of entries:
 *
 *   app.readiness.add("database", async () => { await db.ping(); });          // a check: must pass
 *   app.readiness.report("mail", async () => ({ warning, details }));         // a report: shown, never fails
 *
 * A check passes by resolving and fails by throwing (or by taking longer than its timeout); any failing
 * check makes the answer 503, and a load balancer stops sending traffic. A report tells an operator
 * about a condition the server keeps working through (dead mail, a daily cap reached): its details are
 * in the 200 body, and its warning, when it has one, in `warnings`.
 *
 * One run serves every caller for `cacheMs` (READY_CACHE_MS) and concurrent callers share a run in
 * progress, so polling cannot make the checks (the database check takes SQLite's write lock) run more
 * than about once a second, however many clients ask.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type ReadinessCheck = () => Promise<unknown>;

export type ReportDetails = Record<string, string | number | boolean | null>;

export interface ReadinessReport {
  /** Set when an operator should act; the server stays ready. */
  warning?: string | undefined;
  details: ReportDetails;
}

export interface CheckResult {
  name: string;
  ok: boolean;
}

export interface ReadinessResult {
  checks: CheckResult[];
  reports: Record<string, ReportDetails>;
  warnings: string[];
}

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  report(name: string, report: () => Promise<ReadinessReport>): void;
  /** The latest result, at most `cacheMs` old. */
  run(): Promise<ReadinessResult>;
}

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface ReadinessOptions {
  /** How long one result is reused. */
  cacheMs: number;
  /** How long one check may take before it counts as failed. */
  timeoutMs?: number;
}

export const defaultReadinessTimeoutMs = 2000;

function withTimeout<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
  });
  return Promise.race([work(), timeout]).finally(() => clearTimeout(timer));
}

async function readinessPlugin(app: FastifyInstance, options: ReadinessOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? defaultReadinessTimeoutMs;
  const checks = new Map<string, ReadinessCheck>();
  const reports = new Map<string, () => Promise<ReadinessReport>>();
  let closing = false;
  let latest: { at: number; result: ReadinessResult } | undefined;
  let running: Promise<ReadinessResult> | undefined;
  app.addHook("preClose", async () => {
    closing = true;
  });

  const claim = (name: string) => {
    if (checks.has(name) || reports.has(name))
      throw new Error(`Readiness entry "${name}" is already registered`);
  };

  async function runAll(): Promise<ReadinessResult> {
    const [checkResults, reportResults] = await Promise.all([
      Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await withTimeout(check, timeoutMs);
            return { name, ok: true };
          } catch (error) {
            app.log.warn({ check: name, err: error }, "Readiness check failed");
            return { name, ok: false };
          }
        }),
      ),
      Promise.all(
        [...reports].map(async ([name, report]) => {
          try {
            return [name, await withTimeout(report, timeoutMs)] as const;
          } catch (error) {
            app.log.warn({ report: name, err: error }, "Readiness report failed");
            return [name, { warning: `${name}: could not be read`, details: {} }] as const;
          }
        }),
      ),
    ]);
    return {
      checks: checkResults,
      reports: Object.fromEntries(reportResults.map(([name, report]) => [name, report.details])),
      warnings: reportResults.flatMap(([, report]) => (report.warning ? [report.warning] : [])),
    };
  }

  app.decorate<Readiness>("readiness", {
    add(name, check) {
      claim(name);
      checks.set(name, check);
    },
    report(name, report) {
      claim(name);
      reports.set(name, report);
    },
    async run() {
      const fresh = latest && Date.now() - latest.at < options.cacheMs ? latest.result : undefined;
      let result = fresh;
      if (!result) {
        running ??= runAll()
          .then((computed) => {
            latest = { at: Date.now(), result: computed };
            return computed;
          })
          .finally(() => {
            running = undefined;
          });
        result = await running;
      }
      return closing ? { ...result, checks: [...result.checks, { name: "server", ok: false }] } : result;
    },
  });
}

export default fp(readinessPlugin, { name: "readiness" });
