/**
 * Readiness checks behind `GET /api/ready`. Plugins that the enquiry API needs (the database, for
 * one) add theirs:
 *
 *   app.readiness.add("database", async () => { await db.selectNoFrom(sql`1`.as("one")).execute(); });
 *
 * A check passes by resolving and fails by throwing (or by taking longer than its timeout).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type ReadinessCheck = () => Promise<unknown>;

export interface CheckResult {
  name: string;
  ok: boolean;
}

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  run(timeoutMs?: number): Promise<CheckResult[]>;
}

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const defaultReadinessTimeoutMs = 2000;

function withTimeout(check: ReadinessCheck, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

async function readinessPlugin(app: FastifyInstance): Promise<void> {
  const checks = new Map<string, ReadinessCheck>();
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });

  app.decorate<Readiness>("readiness", {
    add(name, check) {
      if (checks.has(name)) throw new Error(`Readiness check "${name}" is already registered`);
      checks.set(name, check);
    },
    async run(timeoutMs = defaultReadinessTimeoutMs) {
      const results = await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await withTimeout(check, timeoutMs);
            return { name, ok: true };
          } catch (error) {
            app.log.warn({ check: name, err: error }, "Readiness check failed");
            return { name, ok: false };
          }
        }),
      );
      return closing ? [...results, { name: "server", ok: false }] : results;
    },
  });
}

export default fp(readinessPlugin, { name: "readiness" });
