/**
 * Routing of new enquiries (docs/staff-console.md, "Routing"), run on SQLite (routing.test.ts) and on
 * PostgreSQL (routing.postgres.test.ts): the default rule, each kind of rule, their order, the round
 * robin (its order, under concurrency, skipping away and deactivated people), an office without
 * counsellors, likely duplicates, and a routing that fails without losing the enquiry.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Office, StaffRole, StaffUser } from "#contract/staff";
import type { RoutingMatchField } from "#contract/staff-routing";
import { createEnquiryRepository, type NewEnquiry } from "../../enquiries/enquiry-repository.ts";
import {
  manualClock,
  sampleEnquiry,
  tempDatabase,
  type TempDatabase,
} from "../../test-support/enquiry-fixtures.ts";
import { writeTransaction } from "../../db/transaction.ts";
import { createCaseRepository } from "../case-repository.ts";
import { createEnquiryRouter, type EnquiryRouter } from "./route-enquiry.ts";

interface Person {
  id: string;
  role?: StaffRole;
  office: Office;
  away?: boolean;
  deactivated?: boolean;
}

export function routingSuite(options: { databaseUrl: () => Promise<string | undefined> }) {
  let temp: TempDatabase;
  let sequence = 0;

  afterEach(async () => {
    await temp?.remove();
  });

  async function setUp(people: Person[]) {
    temp = await tempDatabase(await options.databaseUrl());
    const verified = temp.database.dialect === "postgres" ? sql`true` : sql`1`;
    const at = "2025-03-01T00:00:00.000Z";
    for (const person of people) {
      await sql`insert into staff_users (id, name, email, email_verified, role, office, created_at, updated_at)
        values (${person.id}, ${`Name of ${person.id}`}, ${`${person.id}@example.com`}, ${verified},
                ${person.role ?? "counsellor"}, ${person.office}, ${at}, ${at})`.execute(
        temp.database.kysely,
      );
      if (person.away || person.deactivated)
        await temp.database.kysely
          .updateTable("staff_users")
          .set({
            away_since: person.away ? at : null,
            deactivated_at: person.deactivated ? at : null,
          })
          .where("id", "=", person.id)
          .execute();
    }
    const clock = manualClock();
    return createEnquiryRepository(temp.database, { now: clock.now, duplicateWindowMs: 600_000 });
  }

  async function addRule(
    matchField: RoutingMatchField,
    matchValue: string,
    office: Office,
    assigneeId: string | null = null,
  ) {
    sequence += 1;
    await temp.database.kysely
      .insertInto("routing_rules")
      .values({
        id: `rule-${sequence}`,
        position: sequence,
        match_field: matchField,
        match_value: matchValue,
        office,
        assignee_id: assigneeId,
        created_at: "2025-03-01T00:00:00.000Z",
        updated_at: "2025-03-01T00:00:00.000Z",
      })
      .execute();
  }

  /** A new family each time (no likely duplicates unless asked). */
  function family(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
    sequence += 1;
    return sampleEnquiry({
      firstName: `Family${sequence}`,
      email: `family${sequence}@example.in`,
      phone: `+91 98480 ${String(10_000 + sequence)}`,
      ...overrides,
    });
  }

  async function caseOf(id: string) {
    return temp.database.kysely
      .selectFrom("enquiry_cases")
      .select(["office", "assignee_id"])
      .where("enquiry_id", "=", id)
      .executeTakeFirstOrThrow();
  }

  async function auditOf(id: string) {
    return temp.database.kysely
      .selectFrom("staff_audit_log")
      .select(["action", "actor_id", "details"])
      .where("enquiry_id", "=", id)
      .execute();
  }

  async function routed(repo: ReturnType<typeof createEnquiryRepository>, input: NewEnquiry) {
    const result = await repo.store(input);
    return { id: result.enquiry.id, ...(await caseOf(result.enquiry.id)) };
  }

  describe("the default rule", () => {
    it("sends an enquiry naming an office to that office, round robin among its counsellors, with its audit row", async () => {
      const repo = await setUp([
        { id: "g-b", office: "guntur" },
        { id: "g-a", office: "guntur" },
        { id: "g-c", office: "guntur" },
        { id: "g-admin", office: "guntur", role: "admin" },
        { id: "h-a", office: "hyderabad" },
      ]);
      const assignees = [];
      for (let i = 0; i < 4; i++) {
        const result = await routed(repo, family({ office: "guntur" }));
        expect(result.office).toBe("guntur");
        assignees.push(result.assignee_id);
      }
      expect(assignees).toEqual(["g-a", "g-b", "g-c", "g-a"]);

      const last = await routed(repo, family({ office: "guntur" }));
      const audit = await auditOf(last.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "assigned", actor_id: null });
      expect(JSON.parse(audit[0]?.details ?? "{}")).toEqual({
        routed: true,
        rule: "default",
        office: "guntur",
        assigneeId: "g-b",
      });
      const admin: StaffUser = { id: "g-admin", name: "", email: "", role: "admin", office: "guntur" };
      const detail = await createCaseRepository(temp.database).detail(admin, last.id);
      expect(detail?.timeline.map((entry) => entry.text)).toEqual([
        "Enquiry received",
        expect.stringMatching(/^Routed to Guntur, assigned to Name of g-b \(.+\)$/),
      ]);
      expect(detail?.timeline[1]?.actor).toBeNull();
      expect(detail).toMatchObject({ office: "guntur", nearestOffice: "guntur" });
    });

    it("leaves an enquiry naming no office unrouted, as before", async () => {
      const repo = await setUp([{ id: "g-a", office: "guntur" }]);
      const result = await routed(repo, family());
      expect(result).toMatchObject({ office: null, assignee_id: null });
      expect(await auditOf(result.id)).toEqual([]);
    });

    it("gives an office without an available counsellor the enquiry, with no assignee", async () => {
      const repo = await setUp([
        { id: "v-admin", office: "vijayawada", role: "admin" },
        { id: "v-away", office: "vijayawada", away: true },
        { id: "v-gone", office: "vijayawada", deactivated: true },
      ]);
      const result = await routed(repo, family({ office: "vijayawada" }));
      expect(result).toMatchObject({ office: "vijayawada", assignee_id: null });
      expect(JSON.parse((await auditOf(result.id))[0]?.details ?? "{}")).toMatchObject({
        assigneeId: null,
        office: "vijayawada",
      });
    });

    it("skips counsellors who are away or deactivated, and takes them back in turn when they return", async () => {
      const repo = await setUp([
        { id: "g-a", office: "guntur" },
        { id: "g-b", office: "guntur", away: true },
        { id: "g-c", office: "guntur", deactivated: true },
        { id: "g-d", office: "guntur" },
      ]);
      const first = [];
      for (let i = 0; i < 3; i++) first.push((await routed(repo, family({ office: "guntur" }))).assignee_id);
      expect(first).toEqual(["g-a", "g-d", "g-a"]);
      await temp.database.kysely
        .updateTable("staff_users")
        .set({ away_since: null })
        .where("id", "=", "g-b")
        .execute();
      const next = [];
      for (let i = 0; i < 3; i++) next.push((await routed(repo, family({ office: "guntur" }))).assignee_id);
      expect(next).toEqual(["g-b", "g-d", "g-a"]);
    });

    it("takes turns fairly when many enquiries arrive at once", async () => {
      const repo = await setUp([
        { id: "h-a", office: "hyderabad" },
        { id: "h-b", office: "hyderabad" },
        { id: "h-c", office: "hyderabad" },
      ]);
      const results = await Promise.all(
        Array.from({ length: 12 }, () => routed(repo, family({ office: "hyderabad" }))),
      );
      const counts = new Map<string | null, number>();
      for (const result of results) counts.set(result.assignee_id, (counts.get(result.assignee_id) ?? 0) + 1);
      expect(Object.fromEntries(counts)).toEqual({ "h-a": 4, "h-b": 4, "h-c": 4 });
    });
  });

  describe("the admins' rules", () => {
    it("routes by nearest office, language, destination and form, the first matching rule winning", async () => {
      const repo = await setUp([
        { id: "g-a", office: "guntur" },
        { id: "v-a", office: "vijayawada" },
        { id: "h-a", office: "hyderabad" },
        { id: "s-a", office: "vishakapatnam" },
        { id: "s-b", office: "vishakapatnam" },
      ]);
      await addRule("office", "guntur", "vijayawada");
      await addRule("language", "te", "hyderabad");
      await addRule("destination", "uk", "vishakapatnam", "s-b");
      await addRule("kind", "callback", "guntur");

      expect(await routed(repo, family({ office: "guntur", language: "te" }))).toMatchObject({
        office: "vijayawada",
        assignee_id: "v-a",
      });
      const telugu = await routed(repo, family({ language: "te", context: { page: "/study-in-uk" } }));
      expect(telugu).toMatchObject({ office: "hyderabad", assignee_id: "h-a" });
      expect(JSON.parse((await auditOf(telugu.id))[0]?.details ?? "{}")).toMatchObject({
        rule: "rule",
        matchField: "language",
        matchValue: "te",
      });
      // The rule's named counsellor, from either edition's page.
      expect(await routed(repo, family({ context: { page: "/study-in-uk" } }))).toMatchObject({
        office: "vishakapatnam",
        assignee_id: "s-b",
      });
      expect(await routed(repo, family({ context: { page: "/te/study-in-uk" } }))).toMatchObject({
        office: "vishakapatnam",
        assignee_id: "s-b",
      });
      expect(
        await routed(
          repo,
          family({ kind: "callback", lastName: undefined, email: undefined, language: "en" }),
        ),
      ).toMatchObject({ office: "guntur", assignee_id: "g-a" });
      // No rule matches: the default rule, then nothing.
      expect(await routed(repo, family({ office: "hyderabad" }))).toMatchObject({
        office: "hyderabad",
        assignee_id: "h-a",
      });
      expect(await routed(repo, family({ language: "en" }))).toMatchObject({
        office: null,
        assignee_id: null,
      });
    });

    it("falls back to the office's round robin when the rule's counsellor is away", async () => {
      const repo = await setUp([
        { id: "s-a", office: "vishakapatnam" },
        { id: "s-b", office: "vishakapatnam", away: true },
      ]);
      await addRule("kind", "service", "vishakapatnam", "s-b");
      expect(await routed(repo, family())).toMatchObject({ office: "vishakapatnam", assignee_id: "s-a" });
    });

    it("follows the rules' order, not the order they were written in", async () => {
      const repo = await setUp([
        { id: "g-a", office: "guntur" },
        { id: "h-a", office: "hyderabad" },
      ]);
      await addRule("language", "te", "guntur");
      await addRule("kind", "service", "hyderabad");
      expect(await routed(repo, family({ language: "te" }))).toMatchObject({ office: "guntur" });
      await temp.database.kysely
        .updateTable("routing_rules")
        .set({ position: 0 })
        .where("match_field", "=", "kind")
        .execute();
      expect(await routed(repo, family({ language: "te" }))).toMatchObject({ office: "hyderabad" });
    });
  });

  describe("likely duplicates", () => {
    it("go to the counsellor of the first enquiry while they are available, else in turn", async () => {
      const repo = await setUp([
        { id: "g-a", office: "guntur" },
        { id: "g-b", office: "guntur" },
      ]);
      const same = family({ office: "guntur" });
      const first = await routed(repo, same);
      expect(first.assignee_id).toBe("g-a");
      const duplicate = await routed(repo, { ...same });
      expect(duplicate).toMatchObject({ office: "guntur", assignee_id: "g-a" });
      expect(JSON.parse((await auditOf(duplicate.id))[0]?.details ?? "{}")).toMatchObject({
        rule: "duplicate",
      });

      await temp.database.kysely
        .updateTable("staff_users")
        .set({ away_since: "2025-03-01T10:00:00.000Z" })
        .where("id", "=", "g-a")
        .execute();
      expect(await routed(repo, { ...same })).toMatchObject({ office: "guntur", assignee_id: "g-b" });
    });
  });

  describe("a routing that fails", () => {
    it("never loses the enquiry: it is stored unrouted, with its mail, and the failure is reported", async () => {
      temp = await tempDatabase(await options.databaseUrl());
      const failures: unknown[] = [];
      const repo = createEnquiryRepository(temp.database, {
        route: async (trx, enquiry, at) => {
          // A write that succeeds, then a failure: the write must be rolled back with it.
          await trx
            .updateTable("enquiry_cases")
            .set({ office: "guntur", updated_at: at })
            .where("enquiry_id", "=", enquiry.id)
            .execute();
          await sql`select * from no_such_table`.execute(trx);
          return undefined;
        },
        onRoutingError: (error) => failures.push(error),
      });
      const results = await Promise.all([repo.store(family({ office: "guntur" })), repo.store(family())]);
      for (const result of results) {
        expect(result.status).toBe("created");
        expect(await caseOf(result.enquiry.id)).toEqual({ office: null, assignee_id: null });
      }
      expect(await repo.count()).toBe(2);
      const mails = await temp.database.kysely.selectFrom("outbox").select("enquiry_id").execute();
      expect(mails).toHaveLength(2);
      expect(failures).toHaveLength(2);
    });

    it("is not run for an enquiry its router says nothing routes, and a failed look stores it unrouted", async () => {
      temp = await tempDatabase(await options.databaseUrl());
      const failures: unknown[] = [];
      const asked: string[] = [];
      const router: EnquiryRouter = () => Promise.reject(new Error("routing ran"));
      router.mayRoute = (_trx, enquiry) => {
        asked.push(enquiry.id);
        return enquiry.office === "guntur"
          ? Promise.reject(new Error("rules unreadable"))
          : Promise.resolve(false);
      };
      const repo = createEnquiryRepository(temp.database, {
        route: router,
        onRoutingError: (error) => failures.push(error),
      });
      const results = await Promise.all([repo.store(family()), repo.store(family({ office: "guntur" }))]);
      // On PostgreSQL the two transactions run side by side: either may ask first.
      expect([...asked].sort()).toEqual(results.map((result) => result.enquiry.id).sort());
      for (const result of results)
        expect(await caseOf(result.enquiry.id)).toEqual({ office: null, assignee_id: null });
      expect(failures).toEqual([expect.objectContaining({ message: "rules unreadable" })]);
    });
  });

  describe("whether anything routes an enquiry (read before routing)", () => {
    it("is so for a likely duplicate, an enquiry naming an office, or one a rule matches; else not", async () => {
      await setUp([{ id: "g-a", office: "guntur" }]);
      const { mayRoute } = createEnquiryRouter(temp.database.dialect);
      const enquiry = {
        id: "e-1",
        kind: "contact" as const,
        office: null,
        language: null,
        page: "/study-in-uk",
        duplicateOf: null,
      };
      const may = (overrides: Partial<typeof enquiry> | { office: Office } | { duplicateOf: string }) =>
        writeTransaction(
          temp.database,
          (trx) => mayRoute?.(trx, { ...enquiry, ...overrides }) ?? Promise.resolve(true),
        );
      expect(await may({})).toBe(false);
      expect(await may({ office: "hyderabad" })).toBe(true);
      expect(await may({ duplicateOf: "e-0" })).toBe(true);
      await addRule("destination", "uk", "vijayawada");
      expect(await may({})).toBe(true);
      expect(await may({ page: "/study-in-usa" })).toBe(false);
    });
  });
}
