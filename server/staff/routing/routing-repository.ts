/**
 * The writes of routing's screens (docs/staff-console.md, "Routing" and "Bulk actions"): the admins'
 * rules, the away flag, bulk actions on the inbox and the hand-off of a deactivated person's open
 * enquiries. Each change is written with its audit row in one transaction; bulk actions apply the same
 * access rules per enquiry as the single changes of case-repository.ts.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { CloseReason, EnquiryStatus, Office, StaffUser } from "#contract/staff";
import {
  describeRoutingMatch,
  type AwayState,
  type BulkAction,
  type BulkResult,
  type RoutingRule,
  type RoutingRuleInput,
} from "#contract/staff-routing";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema, EnquiryCaseTable } from "../../db/schema.ts";
import { writeTransaction } from "../../db/transaction.ts";
import { counsellorAssignment, visibleTo, writeAudit as audit } from "../case-repository.ts";

/** A person as the bulk assignment and the hand-off check them: active, of an office. */
export interface Assignee {
  id: string;
  office: Office;
}

export interface RoutingRepository {
  rules(): Promise<RoutingRule[]>;
  addRule(admin: StaffUser, input: RoutingRuleInput): Promise<RoutingRule>;
  /** undefined: no such rule. */
  changeRule(admin: StaffUser, id: string, input: RoutingRuleInput): Promise<RoutingRule | undefined>;
  deleteRule(admin: StaffUser, id: string): Promise<boolean>;
  /** Swaps the rule with its neighbour; false when there is no such rule. */
  moveRule(admin: StaffUser, id: string, direction: "up" | "down"): Promise<boolean>;
  away(id: string): Promise<AwayState>;
  /** Everyone's away flag and open (not closed) enquiries, for the People screen. */
  awayList(): Promise<{ id: string; away: boolean; openEnquiries: number }[]>;
  setAway(actor: StaffUser, id: string, away: boolean): Promise<void>;
  /** An active person (for rules, bulk assignment, hand-off); undefined when absent or deactivated. */
  activePerson(id: string): Promise<Assignee | undefined>;
  bulk(viewer: StaffUser, ids: string[], action: BulkAction, assignee: Assignee | null): Promise<BulkResult>;
  /**
   * Deactivates the person (their sessions end) and, when `handTo` is given (a colleague, or null for
   * nobody), moves their open enquiries: all in one transaction, with an audit row for each.
   */
  deactivate(admin: StaffUser, personId: string, handTo: Assignee | null | undefined): Promise<number>;
}

type Trx = Kysely<DatabaseSchema>;
type CaseRow = Selectable<EnquiryCaseTable>;

/** `counsellorAssignment` reads only the assignee's office. */
const asPerson = (assignee: Assignee): StaffUser => ({
  ...assignee,
  name: "",
  email: "",
  role: "counsellor",
});

export function createRoutingRepository(
  database: Database,
  options: { now?: () => Date } = {},
): RoutingRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  async function rules(db: Trx = kysely): Promise<RoutingRule[]> {
    const rows = await db
      .selectFrom("routing_rules as r")
      .leftJoin("staff_users as u", "u.id", "r.assignee_id")
      .select([
        "r.id",
        "r.match_field",
        "r.match_value",
        "r.office",
        "r.assignee_id",
        "u.name as assignee_name",
        "u.deactivated_at",
        "u.away_since",
      ])
      .orderBy("r.position")
      .orderBy("r.id")
      .execute();
    return rows.map((row, index) => ({
      id: row.id,
      position: index + 1,
      matchField: row.match_field,
      matchValue: row.match_value,
      office: row.office,
      assignee: row.assignee_id
        ? {
            id: row.assignee_id,
            name: row.assignee_name ?? "",
            available: row.deactivated_at === null && row.away_since === null,
          }
        : null,
      description: describeRoutingMatch(row.match_field, row.match_value),
    }));
  }

  const ruleDetails = (id: string, input: RoutingRuleInput) => ({
    ruleId: id,
    matchField: input.matchField,
    matchValue: input.matchValue,
    office: input.office,
    assigneeId: input.assigneeId,
  });

  const ruleOf = async (id: string) => (await rules()).find((rule) => rule.id === id);

  async function changeAssignment(
    trx: Trx,
    viewer: StaffUser,
    id: string,
    assigneeId: string | null,
    office: Office | null,
    at: string,
    extra: Record<string, unknown> = {},
  ) {
    await trx
      .updateTable("enquiry_cases")
      .set({ assignee_id: assigneeId, office, updated_at: at })
      .where("enquiry_id", "=", id)
      .execute();
    await audit(trx, viewer, "assigned", { assigneeId, office, ...extra }, at, { enquiryId: id });
  }

  return {
    rules: () => rules(),

    async addRule(admin, input) {
      const id = randomUUID();
      const at = now().toISOString();
      await writeTransaction(database, async (trx) => {
        const last = await trx
          .selectFrom("routing_rules")
          .select((eb) => eb.fn.max("position").as("top"))
          .executeTakeFirst();
        await trx
          .insertInto("routing_rules")
          .values({
            id,
            position: Number(last?.top ?? 0) + 1,
            match_field: input.matchField,
            match_value: input.matchValue,
            office: input.office,
            assignee_id: input.assigneeId,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await audit(trx, admin, "routing_rule_added", ruleDetails(id, input), at);
      });
      const rule = await ruleOf(id);
      if (!rule) throw new Error("The new rule was not found.");
      return rule;
    },

    async changeRule(admin, id, input) {
      const at = now().toISOString();
      const done = await writeTransaction(database, async (trx) => {
        const result = await trx
          .updateTable("routing_rules")
          .set({
            match_field: input.matchField,
            match_value: input.matchValue,
            office: input.office,
            assignee_id: input.assigneeId,
            updated_at: at,
          })
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await audit(trx, admin, "routing_rule_changed", ruleDetails(id, input), at);
        return true;
      });
      return done ? ruleOf(id) : undefined;
    },

    deleteRule: (admin, id) =>
      writeTransaction(database, async (trx) => {
        const result = await trx.deleteFrom("routing_rules").where("id", "=", id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await audit(trx, admin, "routing_rule_deleted", { ruleId: id }, now().toISOString());
        return true;
      }),

    moveRule: (admin, id, direction) =>
      writeTransaction(database, async (trx) => {
        const ordered = await trx
          .selectFrom("routing_rules")
          .select(["id", "position"])
          .orderBy("position")
          .orderBy("id")
          .$if(database.dialect === "postgres", (query) => query.forUpdate())
          .execute();
        const index = ordered.findIndex((rule) => rule.id === id);
        if (index < 0) return false;
        const other = direction === "up" ? index - 1 : index + 1;
        if (other < 0 || other >= ordered.length) return true; // Already first (or last).
        const swapped = [...ordered];
        [swapped[index], swapped[other]] = [
          swapped[other] as (typeof ordered)[number],
          swapped[index] as (typeof ordered)[number],
        ];
        const at = now().toISOString();
        // Renumbered 1…n, so that positions stay distinct whatever they were.
        for (const [position, rule] of swapped.entries()) {
          await trx
            .updateTable("routing_rules")
            .set({ position: position + 1, updated_at: at })
            .where("id", "=", rule.id)
            .execute();
        }
        await audit(trx, admin, "routing_rule_moved", { ruleId: id, direction }, at);
        return true;
      }),

    async away(id) {
      const row = await kysely
        .selectFrom("staff_users")
        .select("away_since")
        .where("id", "=", id)
        .executeTakeFirst();
      return { away: Boolean(row?.away_since), since: row?.away_since ?? null };
    },

    async awayList() {
      const [people, open] = await Promise.all([
        kysely.selectFrom("staff_users").select(["id", "away_since"]).execute(),
        kysely
          .selectFrom("enquiry_cases")
          .select(["assignee_id", (eb) => eb.fn.countAll<number | string | bigint>().as("n")])
          .where("status", "!=", "closed")
          .where("erased_at", "is", null)
          .where("assignee_id", "is not", null)
          .groupBy("assignee_id")
          .execute(),
      ]);
      const counts = new Map(open.map((row) => [row.assignee_id, Number(row.n)]));
      return people.map((person) => ({
        id: person.id,
        away: person.away_since !== null,
        openEnquiries: counts.get(person.id) ?? 0,
      }));
    },

    setAway: (actor, id, away) =>
      writeTransaction(database, async (trx) => {
        const at = now().toISOString();
        const current = await trx
          .selectFrom("staff_users")
          .select("away_since")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!current || (current.away_since !== null) === away) return;
        await trx
          .updateTable("staff_users")
          .set({ away_since: away ? at : null })
          .where("id", "=", id)
          .execute();
        await audit(trx, actor, away ? "away_set" : "away_cleared", {}, at, { subjectUserId: id });
      }),

    async activePerson(id) {
      const row = await kysely
        .selectFrom("staff_users")
        .select(["id", "office"])
        .where("id", "=", id)
        .where("deactivated_at", "is", null)
        .executeTakeFirst();
      return row;
    },

    bulk: (viewer, ids, action, assignee) =>
      writeTransaction(database, async (trx) => {
        const wanted = [...new Set(ids)];
        const rows = await trx
          .selectFrom("enquiry_cases as c")
          .selectAll("c")
          .where("c.enquiry_id", "in", wanted)
          .where(visibleTo(viewer))
          .$if(database.dialect === "postgres", (query) => query.forUpdate())
          .execute();
        const byId = new Map(rows.map((row) => [row.enquiry_id, row]));
        const result: BulkResult = { changed: [], unchanged: [], refused: [] };
        const at = now().toISOString();
        for (const id of wanted) {
          const current = byId.get(id);
          // An enquiry this person may not see answers as one that does not exist.
          if (!current) {
            result.refused.push({ id, reason: "not_found" });
            continue;
          }
          const outcome = await applyOne(trx, viewer, current, action, assignee, at);
          if (outcome === "forbidden") result.refused.push({ id, reason: "forbidden" });
          else result[outcome].push(id);
        }
        return result;
      }),

    deactivate: (admin, personId, handTo) =>
      writeTransaction(database, async (trx) => {
        const at = now().toISOString();
        await trx
          .updateTable("staff_users")
          .set({ deactivated_at: at, updated_at: at })
          .where("id", "=", personId)
          .execute();
        await trx.deleteFrom("staff_sessions").where("user_id", "=", personId).execute();
        await audit(
          trx,
          admin,
          "deactivated",
          handTo === undefined ? {} : { handedTo: handTo?.id ?? null },
          at,
          {
            subjectUserId: personId,
          },
        );
        if (handTo === undefined) return 0;
        const open = await trx
          .selectFrom("enquiry_cases")
          .select(["enquiry_id", "office"])
          .where("assignee_id", "=", personId)
          .where("status", "!=", "closed")
          .where("erased_at", "is", null)
          .$if(database.dialect === "postgres", (query) => query.forUpdate())
          .execute();
        for (const row of open) {
          await changeAssignment(trx, admin, row.enquiry_id, handTo?.id ?? null, row.office, at, {
            handOffFrom: personId,
          });
        }
        return open.length;
      }),
  };

  /** One enquiry of a bulk action, by the rules of the single change (case-repository.ts). */
  async function applyOne(
    trx: Trx,
    viewer: StaffUser,
    current: CaseRow,
    action: BulkAction,
    assignee: Assignee | null,
    at: string,
  ): Promise<"changed" | "unchanged" | "forbidden"> {
    const id = current.enquiry_id;
    switch (action.type) {
      case "assign": {
        let office: Office | null = assignee?.office ?? current.office;
        if (viewer.role !== "admin") {
          const allowed = counsellorAssignment(
            viewer,
            current.office,
            assignee && asPerson(assignee),
            undefined,
          );
          if (!allowed) return "forbidden";
          office = allowed.office;
        }
        if (current.assignee_id === (assignee?.id ?? null) && current.office === office) return "unchanged";
        await changeAssignment(trx, viewer, id, assignee?.id ?? null, office, at, { bulk: true });
        return "changed";
      }
      case "office": {
        if (viewer.role !== "admin") {
          const allowed = counsellorAssignment(viewer, current.office, null, action.office);
          if (!allowed) return "forbidden";
        }
        if (current.office === action.office) return "unchanged";
        // The assignee stays only when they work in that office.
        let assigneeId = current.assignee_id;
        if (assigneeId) {
          const person = await trx
            .selectFrom("staff_users")
            .select("office")
            .where("id", "=", assigneeId)
            .executeTakeFirst();
          if (person?.office !== action.office) assigneeId = null;
        }
        await changeAssignment(trx, viewer, id, assigneeId, action.office, at, { bulk: true });
        return "changed";
      }
      case "status": {
        const status: EnquiryStatus = action.status;
        const reason: CloseReason | null = status === "closed" ? (action.closeReason ?? null) : null;
        if (current.status === status && current.close_reason === reason) return "unchanged";
        await trx
          .updateTable("enquiry_cases")
          .set({
            status,
            close_reason: reason,
            first_contacted_at: current.first_contacted_at ?? (status !== "new" ? at : null),
            updated_at: at,
          })
          .where("enquiry_id", "=", id)
          .execute();
        await audit(
          trx,
          viewer,
          "status_changed",
          { from: current.status, to: status, reason, bulk: true },
          at,
          {
            enquiryId: id,
          },
        );
        return "changed";
      }
    }
  }
}
