/**
 * The privacy tools of the staff API, admins only (docs/staff-dashboard-and-privacy.md):
 * `POST /api/staff/privacy/search` takes a person's email or phone in the body and answers their
 * enquiries with why each matched; `/export` and `/erase` take the person again and the ids the admin
 * chose, and refuse (400, nothing done) when one of them is not the person's.
 * Also the retention job: every few hours, enquiries that nobody has worked on for STAFF_RETENTION_MONTHS
 * (closed, enrolled or never closed) are anonymised the same way as an erasure.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { staffApiBase } from "#contract/staff";
import {
  eraseSchema,
  personQuerySchema,
  personSelectionSchema,
  privacyPaths,
  selectionMismatchMessage,
  type EraseResult,
  type PersonSearch,
  type PersonSelection,
} from "#contract/staff-privacy";
import { digestFileName, mailFolderName } from "../mail/mailer.ts";
import { requireAdmin } from "./access.ts";
import { createPrivacyRepository, type PrivacyRepository } from "./privacy-repository.ts";

const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;
/** Enquiries anonymised per transaction by the retention job. */
const RETENTION_BATCH = 500;

/**
 * Deletes the staff mails written as files (no SMTP) about these enquiries: they hold the same data. A
 * digest that carried one of them (`digests`, their intervals) goes whole, with the other enquiries it
 * carried: those stay in the console, only their copy in the mail folder is gone.
 */
export async function removeMailFiles(
  dataDir: string,
  ids: readonly string[],
  digests: readonly string[] = [],
): Promise<number> {
  if (ids.length === 0) return 0;
  const folder = join(dataDir, mailFolderName);
  const names = await readdir(folder).catch(() => [] as string[]);
  const digestFiles = new Set(digests.map((slot) => `${digestFileName(slot)}.eml`));
  const doomed = names.filter(
    (name) =>
      ids.some((id) => name.endsWith(`-${id}.eml`) || name.endsWith(`-${id}.eml.partial`)) ||
      digestFiles.has(name) ||
      digestFiles.has(name.replace(/\.partial$/, "")),
  );
  await Promise.all(doomed.map((name) => rm(join(folder, name), { force: true })));
  return doomed.length;
}

/** Months before `now`, on the calendar (24 months before 31 March is 31 March two years earlier). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface RetentionRun {
  erased: number;
  mailCancelled: number;
}

/** Anonymises every enquiry untouched since the cutoff, whatever its status, in batches. */
export async function runRetention(
  privacy: PrivacyRepository,
  options: { months: number; dataDir: string; now?: Date; dryRun?: boolean },
): Promise<RetentionRun> {
  const cutoff = monthsBefore(options.now ?? new Date(), options.months);
  if (options.dryRun) return { erased: await privacy.countExpired(cutoff), mailCancelled: 0 };
  const run: RetentionRun = { erased: 0, mailCancelled: 0 };
  for (;;) {
    const ids = await privacy.expired(cutoff, RETENTION_BATCH);
    if (ids.length === 0) return run;
    const result = await privacy.erase(null, ids, "retention");
    await removeMailFiles(options.dataDir, result.erased, result.digests);
    run.erased += result.erased.length;
    run.mailCancelled += result.mailCancelled;
    if (result.erased.length === 0) return run;
  }
}

function scheduleRetention(app: FastifyInstance, privacy: PrivacyRepository, log: FastifyBaseLogger): void {
  const { staffRetentionMonths: months, dataDir } = app.config;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= runRetention(privacy, { months, dataDir })
      .then((result) => {
        if (result.erased > 0)
          log.info(
            { ...result, months },
            "Retention: enquiries untouched for the retention period anonymised",
          );
      })
      .catch((error: unknown) => log.warn({ err: error }, "Retention job failed (tried again later)"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(() => void run(), RETENTION_EVERY_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}

export default async function privacyRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const privacy = createPrivacyRepository(app.database);
  const { dataDir } = app.config;

  // Admins only, settled before the body is read.
  app.addHook("onRequest", async (request, reply) => {
    await requireAdmin(request, reply);
  });

  app.post(
    `${staffApiBase}${privacyPaths.search}`,
    { schema: { body: personQuerySchema } },
    async (request) => {
      const body: PersonSearch = { matches: await privacy.search(request.body) };
      return body;
    },
  );

  /**
   * The person and the ids the admin chose, if every id is one of the person's matches; else a 400 has
   * been sent and nothing is done. An id of someone else's enquiry is never exported or erased.
   */
  async function chosenMatches(reply: FastifyReply, selection: PersonSelection) {
    const { ids, ...query } = selection;
    const matches = new Set((await privacy.search(query)).map((match) => match.id));
    if (ids.some((id) => !matches.has(id))) {
      await reply.code(400).send({ message: selectionMismatchMessage });
      return undefined;
    }
    return { query, ids };
  }

  app.post(
    `${staffApiBase}${privacyPaths.export}`,
    { schema: { body: personSelectionSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const chosen = await chosenMatches(reply, request.body);
      if (!chosen) return reply;
      const data = await privacy.export(chosen.query, chosen.ids);
      await privacy.audit(admin, "person_exported", { enquiries: data.enquiries.length });
      return reply
        .header("content-disposition", 'attachment; filename="personal-data.json"')
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.post(
    `${staffApiBase}${privacyPaths.erase}`,
    { schema: { body: eraseSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const chosen = await chosenMatches(reply, request.body);
      if (!chosen) return reply;
      const result = await privacy.erase(admin, chosen.ids, "request");
      await removeMailFiles(dataDir, result.erased, result.digests);
      request.log.info(
        { staffUserId: admin.id, erased: result.erased.length },
        "Personal data erased on request",
      );
      const body: EraseResult = { erased: result.erased.length, mailCancelled: result.mailCancelled };
      return body;
    },
  );

  scheduleRetention(app, privacy, app.log);
}
