/**
 * The figures that triggers keep (migration 0006: counts per status, daily counts, the search index,
 * the change counter) against the case rows themselves, through every way a case changes: a new
 * enquiry, a status change, an assignment, an erasure, retention and a deletion. Run on SQLite
 * (staff-counts.test.ts) and on PostgreSQL (staff-counts.postgres.test.ts).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryStatuses, type EnquiryStatus, type StaffUser } from "#contract/staff";
import { createEventsRepository } from "../analytics/events-repository.ts";
import { median } from "../analytics/report.ts";
import { openAnalyticsDatabase, openDatabase, type Database } from "../db/database.ts";
import type { AnalyticsSchema } from "../db/schema.ts";
import { createCaseRepository, type CaseRepository, type InboxFilters } from "./case-repository.ts";
import {
  createDashboardRepository,
  destinationOf,
  istDayOf,
  sourceOf,
  type DashboardRepository,
} from "./dashboard-repository.ts";
import { createPrivacyRepository, type PrivacyRepository } from "./privacy-repository.ts";
import { runRetention } from "./privacy-routes.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const admin: StaffUser = {
  id: "staff-admin",
  name: "Asha Admin",
  email: "admin@example.com",
  role: "admin",
  office: "guntur",
};
const counsellor: StaffUser = {
  id: "staff-hyd",
  name: "Hema Hyderabad",
  email: "hyd@example.com",
  role: "counsellor",
  office: "hyderabad",
};

const firstNames = ["Ravi", "Lakshmi", "Sunita", "Ravindra", "Kiran"];
const lastNames = ["Reddy", "Rao", "Naidu"];
const pages = ["/contact", "/study-in-uk", "/study-in-usa", null, ""];
const utmSources = ["Google", " google ", "newsletter", null, ""];
const offices = ["guntur", "hyderabad", null] as const;

interface CaseRow {
  enquiry_id: string;
  received_at: string;
  status: EnquiryStatus;
  office: string | null;
  assignee_id: string | null;
  kind: string | null;
  page: string | null;
  utm_source: string | null;
  from_referrer: number | null;
  source_key: string | null;
  name_key: string | null;
  email_key: string;
  phone_digits: string;
  first_contacted_at: string | null;
  follow_up_on: string | null;
  erased_at: string | null;
}

const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const sorted = (map: Map<string, number>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export function staffCountsSuite(options: { databaseUrl: () => string | undefined }) {
  let database: Database;
  let analytics: Database<AnalyticsSchema>;
  let cases: CaseRepository;
  let privacy: PrivacyRepository;
  let dashboard: DashboardRepository;
  let dataDir: string;
  const ids: string[] = [];
  const now = Date.now();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "staff-counts-"));
    const databaseUrl = options.databaseUrl();
    database = await openDatabase({ dataDir, databaseUrl });
    analytics = await openAnalyticsDatabase({ dataDir, databaseUrl });
    cases = createCaseRepository(database);
    privacy = createPrivacyRepository(database);
    dashboard = createDashboardRepository(database, createEventsRepository(analytics, database));
    const verified = database.dialect === "postgres" ? sql`true` : sql`1`;
    for (const person of [admin, counsellor]) {
      const at = new Date(now).toISOString();
      await sql`insert into staff_users (id, name, email, email_verified, role, office, created_at, updated_at)
        values (${person.id}, ${person.name}, ${person.email}, ${verified}, ${person.role}, ${person.office},
                ${at}, ${at})`.execute(database.kysely);
    }
    for (let i = 0; i < 40; i++) {
      const id = `enquiry-${String(i).padStart(2, "0")}`;
      ids.push(id);
      const first = firstNames[i % firstNames.length] ?? "";
      const last = lastNames[i % lastNames.length] ?? "";
      const at = new Date(now - (i % 20) * DAY - (i % 7) * HOUR - i * 1000).toISOString();
      await database.kysely
        .insertInto("enquiries")
        .values({
          id,
          kind: i % 3 === 0 ? "service" : "contact",
          first_name: first,
          last_name: last,
          email: `${first}.${last}${i}@example.in`.toLowerCase(),
          phone: `+91 98480 ${String(10_000 + i * 37)}`,
          comments: null,
          page: pages[i % pages.length] ?? null,
          referrer: i % 4 === 0 ? "https://news.example/" : null,
          utm_source: utmSources[i % utmSources.length] ?? null,
          utm_medium: null,
          utm_campaign: null,
          utm_term: null,
          utm_content: null,
          idempotency_key: null,
          request_hash: `hash-${i}`,
          created_at: at,
        })
        .execute();
      const office = offices[i % offices.length] ?? null;
      await database.kysely
        .updateTable("enquiry_cases")
        .set({
          office,
          first_contacted_at: i % 2 ? new Date(Date.parse(at) + (i % 9) * HOUR).toISOString() : null,
        })
        .where("enquiry_id", "=", id)
        .execute();
    }
  }, 60_000);

  afterAll(async () => {
    await analytics?.close();
    await database?.close();
  });

  async function caseRows(): Promise<CaseRow[]> {
    return (await database.kysely
      .selectFrom("enquiry_cases")
      .select([
        "enquiry_id",
        "received_at",
        "status",
        "office",
        "assignee_id",
        "kind",
        "page",
        "utm_source",
        "from_referrer",
        "source_key",
        "name_key",
        "email_key",
        "phone_digits",
        "first_contacted_at",
        "follow_up_on",
        "erased_at",
      ])
      .execute()) as CaseRow[];
  }

  /** The counters and the daily counts equal a count of the case rows. */
  async function expectCountsKept() {
    const rows = await caseRows();
    const live = new Map<string, number>();
    const daily = new Map<string, number>();
    for (const row of rows) {
      if (row.erased_at === null) {
        tally(
          live,
          [
            row.office ?? "",
            row.assignee_id ?? "",
            row.status,
            row.kind ?? "",
            row.page ?? "",
            row.source_key ?? "",
          ].join("|"),
        );
      }
      const prefix = `${istDayOf(row.received_at)}|${row.office ?? ""}`;
      tally(daily, `${prefix}|kind|${row.kind ?? ""}`);
      tally(daily, `${prefix}|status|${row.status}`);
      tally(daily, `${prefix}|page|${row.page === null ? "" : `=${row.page}`}`);
      tally(daily, `${prefix}|source|${Number(row.from_referrer) === 1 ? "1" : "0"}:${row.utm_source ?? ""}`);
    }
    const counters = await database.kysely.selectFrom("enquiry_case_counts").selectAll().execute();
    const kept = new Map(
      counters
        .filter((row) => Number(row.n) !== 0)
        .map((row) => [
          [row.office, row.assignee_id, row.status, row.kind, row.page, row.source_key].join("|"),
          Number(row.n),
        ]),
    );
    expect(sorted(kept)).toEqual(sorted(live));
    const days = await database.kysely.selectFrom("enquiry_daily_counts").selectAll().execute();
    const keptDaily = new Map(
      days
        .filter((row) => Number(row.n) !== 0)
        .map((row) => [[row.day, row.office, row.dimension, row.value].join("|"), Number(row.n)]),
    );
    expect(sorted(keptDaily)).toEqual(sorted(daily));
  }

  /** The inbox (counts and items) for `viewer` and `filters` equals a reading of every case row. */
  async function expectInboxAsRows(viewer: StaffUser, filters: InboxFilters) {
    const rows = (await caseRows()).filter(
      (row) =>
        row.erased_at === null &&
        (viewer.role === "admin" ||
          row.office === viewer.office ||
          row.office === null ||
          row.assignee_id === viewer.id),
    );
    const q = filters.q?.trim().toLowerCase();
    const digits = filters.q?.replace(/[\s()+\-./]/g, "");
    const matching = rows.filter((row) => {
      if (filters.kind && row.kind !== filters.kind) return false;
      if (filters.office && row.office !== filters.office) return false;
      if (filters.source && !(row.source_key ?? "").includes(filters.source.toLowerCase())) return false;
      if (filters.since && row.received_at < filters.since) return false;
      if (
        filters.dueBy &&
        !(
          row.follow_up_on !== null &&
          row.follow_up_on <= filters.dueBy &&
          row.status !== "closed" &&
          row.status !== "enrolled"
        )
      )
        return false;
      if (q) {
        if (digits && /^\d{3,}$/.test(digits)) return row.phone_digits.includes(digits);
        return (row.name_key ?? "").includes(q) || row.email_key.includes(q);
      }
      return true;
    });
    const counts = Object.fromEntries(enquiryStatuses.map((status) => [status, 0]));
    for (const row of matching) counts[row.status] = (counts[row.status] ?? 0) + 1;
    const newest = matching
      .sort((a, b) =>
        a.received_at === b.received_at
          ? b.enquiry_id.localeCompare(a.enquiry_id)
          : b.received_at.localeCompare(a.received_at),
      )
      .map((row) => row.enquiry_id);
    const page = await cases.inbox(viewer, { filters, limit: 100 });
    expect(page.counts).toEqual(counts);
    expect(page.items.map((item) => item.id)).toEqual(newest);
  }

  const views: [StaffUser, InboxFilters][] = [
    [admin, {}],
    [counsellor, {}],
    [admin, { source: "newsletter" }],
    [counsellor, { source: "google" }],
    [admin, { kind: "service", office: "guntur" }],
    [admin, { q: "ravi" }],
    [counsellor, { q: "Ravi Reddy" }],
    [admin, { q: "ravi.reddy0@example.in" }],
    [admin, { q: "@example" }],
    [admin, { q: "98480 10" }],
    [admin, { q: "1037" }],
    [admin, { q: "ra" }],
    [admin, { q: "a_b" }],
    [admin, { q: "nobody" }],
    [admin, { dueBy: istDayOf(new Date(now)) }],
    [counsellor, { dueBy: istDayOf(new Date(now)) }],
    [admin, { since: new Date(now - 5 * DAY).toISOString() }],
  ];

  async function expectAllKept() {
    await expectCountsKept();
    for (const [viewer, filters] of views) await expectInboxAsRows(viewer, filters);
  }

  describe("figures kept by triggers", () => {
    it("start from the enquiries stored", async () => {
      await expectAllKept();
    });

    it("follow status changes and assignments", async () => {
      await cases.changeStatus(admin, ids[1] ?? "", { status: "contacted" });
      await cases.changeStatus(admin, ids[2] ?? "", { status: "closed", closeReason: "spam" });
      await cases.changeStatus(admin, ids[3] ?? "", { status: "closed", closeReason: "duplicate" });
      await cases.assign(admin, ids[4] ?? "", counsellor, "hyderabad");
      await cases.assign(admin, ids[5] ?? "", null, null);
      await cases.assign(admin, ids[6] ?? "", counsellor, undefined);
      await cases.setFollowUp(admin, ids[9] ?? "", istDayOf(new Date(now - DAY)));
      await cases.setFollowUp(admin, ids[10] ?? "", istDayOf(new Date(now)));
      await cases.setFollowUp(admin, ids[11] ?? "", istDayOf(new Date(now + 3 * DAY)));
      await cases.setFollowUp(admin, ids[2] ?? "", istDayOf(new Date(now - DAY)));
      await expectAllKept();
    });

    it("follow an erasure, retention and a deletion, and the search forgets the erased", async () => {
      const before = await cases.inbox(admin, { filters: { q: "ravi.reddy0@example.in" }, limit: 10 });
      expect(before.items.map((item) => item.id)).toEqual([ids[0]]);
      await privacy.erase(admin, [ids[0] ?? "", ids[7] ?? ""], "request");
      const after = await cases.inbox(admin, { filters: { q: "ravi.reddy0@example.in" }, limit: 10 });
      expect(after.items).toEqual([]);
      if (database.dialect === "sqlite") {
        // Nor does the search index keep the erased person's name or address.
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from enquiry_search where keys like '%ravi.reddy0@%'`.execute(database.kysely);
        expect(Number(rows[0]?.n)).toBe(0);
      }
      await expectAllKept();

      // Ten years on, the two closed enquiries are past the retention period; the others were worked on
      // since (the later tests need them).
      const later = new Date(now + 3650 * DAY);
      const closed = [ids[2] ?? "", ids[3] ?? ""];
      await database.kysely
        .updateTable("enquiry_cases")
        .set({ updated_at: new Date(later.getTime() - DAY).toISOString() })
        .where("enquiry_id", "not in", closed)
        .execute();
      const run = await runRetention(privacy, { months: 1, dataDir, now: later });
      expect(run.erased).toBe(2);
      await expectAllKept();

      await database.kysely
        .deleteFrom("enquiries")
        .where("id", "=", ids[8] ?? "")
        .execute();
      await expectAllKept();
    });

    it("give the dashboard the figures of the case rows, and a change shows at once", async () => {
      const from = istDayOf(new Date(now - 25 * DAY));
      const to = istDayOf(new Date(now));
      const expectDashboardAsRows = async () => {
        const rows = (await caseRows()).filter((row) => row.office === "guntur");
        const built = (await dashboard.build({ from, to }, "guntur")).enquiries;
        expect(built.total).toBe(rows.length);
        const funnel = new Map<string, number>();
        const destinations = new Map<string, number>();
        const sources = new Map<string, number>();
        for (const row of rows) {
          tally(funnel, row.status);
          tally(destinations, destinationOf(row.page) ?? "(none)");
          tally(sources, sourceOf(row.utm_source, Number(row.from_referrer) === 1));
        }
        for (const { status, count } of built.funnel) expect(count).toBe(funnel.get(status) ?? 0);
        expect(
          sorted(new Map(built.byDestination.map((row) => [row.destination ?? "(none)", row.count]))),
        ).toEqual(sorted(destinations));
        const totals = new Map<string, number>();
        built.perDayBySource.forEach(({ counts }) =>
          counts.forEach((n, i) => {
            const source = built.sources[i] ?? "";
            if (n > 0) totals.set(source, (totals.get(source) ?? 0) + n);
          }),
        );
        expect(sorted(totals)).toEqual(sorted(sources));
        const hours = rows
          .filter((row) => row.first_contacted_at !== null)
          .map((row) =>
            Math.max(0, (Date.parse(row.first_contacted_at ?? "") - Date.parse(row.received_at)) / HOUR),
          );
        expect(built.firstContact).toEqual(
          hours.length > 0
            ? [
                {
                  office: "guntur",
                  contacted: hours.length,
                  medianHours: Math.round((median(hours) ?? 0) * 10) / 10,
                },
              ]
            : [],
        );
        return built;
      };
      const first = await expectDashboardAsRows();
      const id = (await caseRows()).find(
        (row) => row.office === "guntur" && row.status === "new" && row.erased_at === null,
      )?.enquiry_id;
      expect(await cases.changeStatus(admin, id ?? "", { status: "counselling" })).toBe(true);
      const second = await expectDashboardAsRows();
      const counselling = (built: typeof first) =>
        built.funnel.find((row) => row.status === "counselling")?.count;
      expect(counselling(second)).toBe((counselling(first) ?? 0) + 1);
    });
  });
}
