/**
 * Routing of a new enquiry (docs/staff-console.md, "Routing"), run in the transaction that stores it,
 * right after the insert (whose trigger created the case row):
 *
 * 1. a likely duplicate goes to the counsellor of its first enquiry while they are available;
 * 2. else the first of the admins' rules that matches sends it to the rule's office (to the rule's
 *    counsellor when available, else round robin there);
 * 3. else the default rule: an enquiry naming a nearest office goes to that office, round robin;
 * 4. else it stays unrouted.
 *
 * Round robin: the office's available counsellors (active, not away) in a fixed order (their id); the
 * next after the one who got the office's last enquiry (`routing_cursors`). The cursor row is read and
 * written in the storing transaction (on PostgreSQL locked FOR UPDATE; SQLite writes one transaction at a
 * time), so enquiries arriving together take turns. An office with nobody available gets the enquiry
 * without an assignee.
 *
 * The case row gets the office and assignee, and the audit log an "assigned" row without an actor whose
 * details say how it was routed (the timeline: "Routed to Guntur, assigned to Priya (rule: …)").
 */
import type { Kysely } from "kysely";
import type { EnquiryKind, EnquiryLanguage } from "#contract/enquiry-fields";
import type { Office } from "#contract/staff";
import type { RoutedDetails, RoutingMatchField } from "#contract/staff-routing";
import type { Dialect } from "../../db/database.ts";
import { writeCaseRows } from "../../db/case-rows.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { queryTemplate } from "../../db/query-template.ts";
import { auditId } from "../case-repository.ts";

/** What routing reads of a new enquiry. */
export interface RoutableEnquiry {
  id: string;
  kind: EnquiryKind;
  /** The family's nearest office, when they chose one. */
  office: Office | null;
  language: EnquiryLanguage | null;
  page: string | null;
  duplicateOf: string | null;
}

export interface RouteOutcome {
  office: Office;
  assigneeId: string | null;
  details: RoutedDetails;
}

/**
 * Routes an enquiry inside the transaction that stores it; undefined when nothing routes it. `mayRoute`,
 * when given, answers from reads alone whether routing could do anything for the enquiry: when it says
 * no, the router is not run (nor its savepoint opened).
 */
export type EnquiryRouter = ((
  trx: Kysely<DatabaseSchema>,
  enquiry: RoutableEnquiry,
  at: string,
) => Promise<RouteOutcome | undefined>) & {
  mayRoute?: (trx: Kysely<DatabaseSchema>, enquiry: RoutableEnquiry) => Promise<boolean>;
};

/** Whether a rule matches the enquiry; `destination` matches the page in either edition (/te/…). */
export function ruleMatches(
  rule: { match_field: RoutingMatchField; match_value: string },
  enquiry: RoutableEnquiry,
): boolean {
  switch (rule.match_field) {
    case "office":
      return enquiry.office === rule.match_value;
    case "language":
      return enquiry.language === rule.match_value;
    case "kind":
      return enquiry.kind === rule.match_value;
    case "destination": {
      const page = `/study-in-${rule.match_value}`;
      return enquiry.page === page || enquiry.page === `/te${page}`;
    }
  }
}

/**
 * The next of `candidates` (ids in their round-robin order) after `last`: the first id greater than
 * it, else the first (a counsellor who left the list does not stop the turn).
 */
export function nextInTurn(candidates: readonly string[], last: string | null): string | undefined {
  if (last === null) return candidates[0];
  return candidates.find((id) => id > last) ?? candidates[0];
}

/**
 * The admins' rules in their order: read by every new enquiry's write, so built and compiled once
 * (server/db/query-template.ts).
 */
const routingRules = queryTemplate([], (db) =>
  db
    .selectFrom("routing_rules")
    .select(["id", "match_field", "match_value", "office", "assignee_id"])
    .orderBy("position")
    .orderBy("id"),
);

/** People who may get new enquiries: active, not away (and of `office` when given). */
function available(trx: Kysely<DatabaseSchema>) {
  return trx
    .selectFrom("staff_users")
    .select(["id", "office"])
    .where("deactivated_at", "is", null)
    .where("away_since", "is", null);
}

export function createEnquiryRouter(dialect: Dialect): EnquiryRouter {
  /**
   * The rules as one transaction reads them: the enquiries of a group commit (SQLite) share one
   * transaction, in which nothing else can change the rules, so they are read once for the group.
   */
  const rulesByTransaction = new WeakMap<
    Kysely<DatabaseSchema>,
    Awaited<ReturnType<typeof routingRules.run>>
  >();
  async function rulesIn(trx: Kysely<DatabaseSchema>) {
    let rules = rulesByTransaction.get(trx);
    if (!rules) {
      rules = await routingRules.run(trx, {});
      rulesByTransaction.set(trx, rules);
    }
    return rules;
  }

  /** The next counsellor of the office in turn, moving its cursor; null when nobody is available. */
  async function roundRobin(trx: Kysely<DatabaseSchema>, office: Office, at: string): Promise<string | null> {
    await trx
      .insertInto("routing_cursors")
      .values({ office, last_assignee_id: null, updated_at: at })
      .onConflict((conflict) => conflict.column("office").doNothing())
      .execute();
    const cursor = await trx
      .selectFrom("routing_cursors")
      .select("last_assignee_id")
      .where("office", "=", office)
      .$if(dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    const counsellors = await available(trx)
      .where("office", "=", office)
      .where("role", "=", "counsellor")
      .orderBy("id")
      .execute();
    const next = nextInTurn(
      counsellors.map((person) => person.id),
      cursor.last_assignee_id,
    );
    if (next === undefined) return null;
    await trx
      .updateTable("routing_cursors")
      .set({ last_assignee_id: next, updated_at: at })
      .where("office", "=", office)
      .execute();
    return next;
  }

  /** The counsellor of a likely duplicate's first enquiry, when they are still available. */
  async function firstEnquiryCounsellor(
    trx: Kysely<DatabaseSchema>,
    firstId: string,
  ): Promise<{ office: Office; assigneeId: string } | undefined> {
    const first = await trx
      .selectFrom("enquiry_cases as c")
      .innerJoin("staff_users as u", "u.id", "c.assignee_id")
      .select(["c.assignee_id", "c.office", "u.office as person_office"])
      .where("c.enquiry_id", "=", firstId)
      .where("u.deactivated_at", "is", null)
      .where("u.away_since", "is", null)
      .executeTakeFirst();
    if (!first?.assignee_id) return undefined;
    return { office: first.office ?? first.person_office, assigneeId: first.assignee_id };
  }

  async function decide(
    trx: Kysely<DatabaseSchema>,
    enquiry: RoutableEnquiry,
    at: string,
  ): Promise<RouteOutcome | undefined> {
    if (enquiry.duplicateOf) {
      const same = await firstEnquiryCounsellor(trx, enquiry.duplicateOf);
      if (same) {
        return {
          ...same,
          details: { routed: true, rule: "duplicate", office: same.office, assigneeId: same.assigneeId },
        };
      }
    }
    const rules = await rulesIn(trx);
    const rule = rules.find((candidate) => ruleMatches(candidate, enquiry));
    if (rule) {
      let assigneeId: string | null = null;
      if (rule.assignee_id) {
        const named = await available(trx)
          .where("id", "=", rule.assignee_id)
          .where("office", "=", rule.office)
          .executeTakeFirst();
        assigneeId = named?.id ?? null;
      }
      assigneeId ??= await roundRobin(trx, rule.office, at);
      return {
        office: rule.office,
        assigneeId,
        details: {
          routed: true,
          rule: "rule",
          ruleId: rule.id,
          matchField: rule.match_field,
          matchValue: rule.match_value,
          office: rule.office,
          assigneeId,
        },
      };
    }
    if (enquiry.office) {
      const assigneeId = await roundRobin(trx, enquiry.office, at);
      return {
        office: enquiry.office,
        assigneeId,
        details: { routed: true, rule: "default", office: enquiry.office, assigneeId },
      };
    }
    return undefined;
  }

  const router: EnquiryRouter = async (trx, enquiry, at) => {
    const outcome = await decide(trx, enquiry, at);
    if (!outcome) return undefined;
    await applyRoute(trx, enquiry.id, outcome, at);
    return outcome;
  };
  // Nothing routes an enquiry that is not a likely duplicate, names no office and matches no rule.
  router.mayRoute = async (trx, enquiry) =>
    enquiry.duplicateOf !== null ||
    enquiry.office !== null ||
    (await rulesIn(trx)).some((rule) => ruleMatches(rule, enquiry));
  return router;
}

/**
 * Gives a new enquiry to an office and a counsellor: its case row, and the audit log's "assigned" row
 * without an actor (the assignment alert follows from the case row, as for any routed enquiry). On SQLite
 * the case row of a new enquiry is written here if its group commit has not written it yet
 * (server/db/case-rows.ts).
 */
export async function applyRoute(
  trx: Kysely<DatabaseSchema>,
  enquiryId: string,
  outcome: RouteOutcome,
  at: string,
): Promise<void> {
  await writeCaseRows(trx, [enquiryId]);
  await trx
    .updateTable("enquiry_cases")
    .set({ office: outcome.office, assignee_id: outcome.assigneeId, updated_at: at })
    .where("enquiry_id", "=", enquiryId)
    .execute();
  await trx
    .insertInto("staff_audit_log")
    .values({
      id: auditId(),
      at,
      actor_id: null,
      action: "assigned",
      enquiry_id: enquiryId,
      subject_user_id: null,
      details: JSON.stringify(outcome.details),
    })
    .execute();
}
