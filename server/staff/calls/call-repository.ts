/**
 * Call logging and WhatsApp templates (docs/staff-console.md, "Call logging", "WhatsApp templates").
 * A call is logged on an enquiry the person may change (the same rule as every other change: `visibleTo`
 * in case-repository.ts), with its audit row, the case's count and latest outcome, and what the outcome
 * implies (a first "reached" marks the enquiry contacted; "call back later" sets the follow-up), all in
 * one transaction.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import {
  templateTopics,
  type CallLog,
  type TemplateInput,
  type WhatsAppTemplate,
} from "#contract/staff-calls";
import type { StaffUser } from "#contract/staff";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { writeTransaction } from "../../db/transaction.ts";
import { visibleTo, writeAudit } from "../case-repository.ts";
import { indiaDay, indiaDayStart } from "../../lib/office-hours.ts";
import type { CallLogDetails } from "./call-text.ts";

/** "hidden": no such enquiry for this person; a field's error for a request that cannot be done. */
export type CallLogResult = "logged" | "hidden" | { field: keyof CallLog; message: string };

export interface CallRepository {
  logCall(viewer: StaffUser, id: string, log: CallLog): Promise<CallLogResult>;
  templates(): Promise<WhatsAppTemplate[]>;
  createTemplate(admin: StaffUser, input: TemplateInput): Promise<WhatsAppTemplate>;
  /** Undefined when there is no such template. */
  updateTemplate(admin: StaffUser, id: string, input: TemplateInput): Promise<WhatsAppTemplate | undefined>;
  deleteTemplate(admin: StaffUser, id: string): Promise<boolean>;
}

/** The instant of a time of day in India (`HH:MM`, or the start of the day), as ISO UTC. */
export function istInstant(day: string, time: string | undefined): string {
  const [hours = 0, minutes = 0] = (time ?? "00:00").split(":").map(Number);
  return new Date(indiaDayStart(day).getTime() + (hours * 60 + minutes) * 60_000).toISOString();
}

type TemplateRow = DatabaseSchema["whatsapp_templates"];
const templateOf = (row: Omit<TemplateRow, "created_at" | "updated_by">): WhatsAppTemplate => ({
  id: row.id,
  name: row.name,
  language: row.language,
  topic: row.topic,
  body: row.body,
  updatedAt: row.updated_at,
});

export function createCallRepository(database: Database, options: { now?: () => Date } = {}): CallRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  /** The case row as the viewer may see it; on PostgreSQL locked until the transaction ends. */
  function visibleCase(trx: Kysely<DatabaseSchema>, viewer: StaffUser, id: string) {
    return trx
      .selectFrom("enquiry_cases as c")
      .select(["c.status", "c.first_contacted_at"])
      .where("c.enquiry_id", "=", id)
      .where(visibleTo(viewer))
      .$if(database.dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
  }

  return {
    logCall: (viewer, id, log) => {
      const moment = now();
      if (log.callBackOn && log.callBackOn < indiaDay(moment)) {
        return Promise.resolve({ field: "callBackOn", message: "Please choose a day from today on." });
      }
      return writeTransaction(database, async (trx): Promise<CallLogResult> => {
        const current = await visibleCase(trx, viewer, id);
        if (!current) return "hidden";
        const at = moment.toISOString();
        const callId = randomUUID();
        const callBack = log.callBackOn ? { on: log.callBackOn, time: log.callBackTime ?? null } : null;
        await trx
          .insertInto("enquiry_calls")
          .values({
            id: callId,
            enquiry_id: id,
            staff_id: viewer.id,
            channel: log.channel,
            outcome: log.outcome,
            call_back_at: callBack ? istInstant(callBack.on, log.callBackTime) : null,
            message: log.message ?? null,
            at,
          })
          .execute();
        // A family reached for the first time has been contacted: a new enquiry moves on.
        const reached = log.outcome === "reached";
        const contacted = reached && current.status === "new";
        await trx
          .updateTable("enquiry_cases")
          .set({
            call_attempts: sql<number>`call_attempts + 1`,
            last_call_outcome: log.outcome,
            last_call_at: at,
            ...(reached && !current.first_contacted_at ? { first_contacted_at: at } : {}),
            ...(contacted ? { status: "contacted" as const } : {}),
            ...(callBack ? { follow_up_on: callBack.on, follow_up_time: callBack.time } : {}),
            updated_at: at,
          })
          .where("enquiry_id", "=", id)
          .execute();
        const details: CallLogDetails = { callId, channel: log.channel, outcome: log.outcome, callBack };
        await writeAudit(trx, viewer, "call_logged", { ...details }, at, { enquiryId: id });
        if (contacted) {
          await writeAudit(
            trx,
            viewer,
            "status_changed",
            { from: "new", to: "contacted", reason: null, byCall: true },
            at,
            { enquiryId: id },
          );
        }
        if (callBack) {
          // The same entry the follow-up form writes, so the timeline reads the same.
          await writeAudit(trx, viewer, "follow_up_set", { on: callBack.on, at: callBack.time }, at, {
            enquiryId: id,
          });
        }
        return "logged";
      });
    },

    async templates() {
      const rows = await kysely
        .selectFrom("whatsapp_templates")
        .select(["id", "name", "language", "topic", "body", "updated_at"])
        .orderBy("language")
        .orderBy("name")
        .orderBy("id")
        .execute();
      // By language, then topic in the order of the work (first contact, follow-up, documents, other).
      const rank = (topic: TemplateRow["topic"]) => templateTopics.indexOf(topic);
      return rows
        .map(templateOf)
        .sort((a, b) => a.language.localeCompare(b.language) || rank(a.topic) - rank(b.topic));
    },

    createTemplate: (admin, input) =>
      writeTransaction(database, async (trx) => {
        const at = now().toISOString();
        const row = { id: randomUUID(), ...input, created_at: at, updated_at: at, updated_by: admin.id };
        await trx.insertInto("whatsapp_templates").values(row).execute();
        await writeAudit(trx, admin, "template_saved", { templateId: row.id, name: input.name }, at);
        return templateOf(row);
      }),

    updateTemplate: (admin, id, input) =>
      writeTransaction(database, async (trx) => {
        const at = now().toISOString();
        const updated = await trx
          .updateTable("whatsapp_templates")
          .set({ ...input, updated_at: at, updated_by: admin.id })
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return undefined;
        await writeAudit(trx, admin, "template_saved", { templateId: id, name: input.name }, at);
        return templateOf({ id, ...input, updated_at: at });
      }),

    deleteTemplate: (admin, id) =>
      writeTransaction(database, async (trx) => {
        const deleted = await trx.deleteFrom("whatsapp_templates").where("id", "=", id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return false;
        await writeAudit(trx, admin, "template_deleted", { templateId: id }, now().toISOString());
        return true;
      }),
  };
}
