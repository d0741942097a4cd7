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
import { writeCaseRows } from "../db/case-rows.ts";
import { openAnalyticsDatabase, openDatabase, type Database } from "../db/database.ts";
import type { AnalyticsSchema } from "../db/schema.ts";
import { createCaseRepository, type CaseRepository, type InboxFilters } from "./case-repository.ts";
import {
  createDashboardRepository,
  destinationOf,
  sourceOf,
  type DashboardRepository,
} from "./dashboard-repository.ts";
import { createPrivacyRepository, type PrivacyRepository } from "./privacy-repository.ts";
import { runRetention } from "./privacy-routes.ts";
import { indiaDay, indiaDayStart, officeMinutesBetween } from "../lib/office-hours.ts";
import { promptContactMinutes, teamStages } from "#contract/staff-dashboard";

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
      await writeCaseRows(database.kysely, [id]);
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
      const prefix = `${indiaDay(new Date(row.received_at))}|${row.office ?? ""}`;
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
    [admin, { dueBy: indiaDay(new Date(now)) }],
    [counsellor, { dueBy: indiaDay(new Date(now)) }],
    [admin, { since: new Date(now - 5 * DAY).toISOString() }],
  ];

  async function expectAllKept() {
    await expectCountsKept();
    for (const [viewer, filters] of views) await expectInboxAsRows(viewer, filters);
  }

  /**
   * The team tables (admins) against a direct reading of the case rows, the calls and the people: office
   * minutes counted with officeMinutesBetween, medians and shares computed here.
   */
  async function expectTeamAsRows(from: string, to: string, office: "guntur" | null) {
    const since = indiaDayStart(from).toISOString();
    const until = new Date(indiaDayStart(to).getTime() + DAY).toISOString();
    const rows = (await caseRows()).filter(
      (row) => row.received_at >= since && row.received_at < until && (!office || row.office === office),
    );
    const calls = await database.kysely
      .selectFrom("enquiry_calls as k")
      .innerJoin("enquiry_cases as c", "c.enquiry_id", "k.enquiry_id")
      .select(["k.staff_id", "k.channel", "k.at", "c.office"])
      .execute();
    const counted = calls.filter(
      (call) =>
        call.channel === "call" && call.at >= since && call.at < until && (!office || call.office === office),
    );
    const order = enquiryStatuses.filter((status) => status !== "closed");
    const expected = (mine: CaseRow[], callCount: number) => {
      const minutes = mine
        .filter((row) => row.first_contacted_at !== null)
        .map((row) =>
          officeMinutesBetween(new Date(row.received_at), new Date(row.first_contacted_at ?? "")),
        );
      const prompt = minutes.filter((value) => value <= promptContactMinutes).length;
      const middle = median(minutes);
      return {
        assigned: mine.length,
        contacted: minutes.length,
        medianFirstResponseMinutes: middle === null ? null : Math.round(middle * 10) / 10,
        promptlyContacted: prompt,
        promptlyContactedPercent: mine.length ? Math.round((prompt / mine.length) * 1000) / 10 : null,
        callAttempts: callCount,
        reached: Object.fromEntries(
          teamStages.map((stage) => [
            stage,
            mine.filter((row) => row.status !== "closed" && order.indexOf(row.status) >= order.indexOf(stage))
              .length,
          ]),
        ),
        closed: mine.filter((row) => row.status === "closed").length,
      };
    };
    const team = (await dashboard.build({ from, to }, office, { team: true })).team;
    expect(team).not.toBeNull();
    for (const row of team?.counsellors ?? []) {
      const { staffId, name, office: _office, deactivated: _deactivated, ...figures } = row;
      expect(figures).toEqual(
        expected(
          rows.filter((c) => c.assignee_id === staffId),
          counted.filter((call) => call.staff_id === staffId).length,
        ),
      );
      if (staffId) expect(name).toBe([admin, counsellor].find((person) => person.id === staffId)?.name);
    }
    // Everyone with enquiries or calls in the range has a row.
    const listed = new Set(team?.counsellors.map((row) => row.staffId));
    for (const row of rows) expect(listed.has(row.assignee_id)).toBe(true);
    for (const call of counted) expect(listed.has(call.staff_id)).toBe(true);
    for (const row of team?.offices ?? []) {
      const { office: key, ...figures } = row;
      expect(figures).toEqual(
        expected(
          rows.filter((c) => c.office === key),
          counted.filter((call) => call.office === key).length,
        ),
      );
    }
    expect(team?.offices.map((row) => row.office)).toEqual(
      office
        ? [office]
        : [
            ...["guntur", "vijayawada", "hyderabad", "vishakapatnam"],
            ...(rows.some((row) => row.office === null) ? [null] : []),
          ],
    );
    // The counsellor's dashboard has none of it.
    expect((await dashboard.build({ from, to }, "hyderabad")).team).toBeNull();
    return team;
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
      await cases.setFollowUp(admin, ids[9] ?? "", indiaDay(new Date(now - DAY)));
      await cases.setFollowUp(admin, ids[10] ?? "", indiaDay(new Date(now)));
      await cases.setFollowUp(admin, ids[11] ?? "", indiaDay(new Date(now + 3 * DAY)));
      await cases.setFollowUp(admin, ids[2] ?? "", indiaDay(new Date(now - DAY)));
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
      const from = indiaDay(new Date(now - 25 * DAY));
      const to = indiaDay(new Date(now));
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

    it("keep each case's time to first contact, on the wall clock and in office hours only", async () => {
      // Across a night, a Sunday, a week and within one office hour; before 1970 nothing is stored.
      const pairs: [string, string][] = [
        ["2026-11-21T12:00:00.000Z", "2026-11-23T04:00:00.000Z"], // Saturday 17:30 to Monday 9:30
        ["2026-11-22T05:00:00.000Z", "2026-11-22T09:00:00.000Z"], // all on a Sunday
        ["2026-11-23T03:40:00.000Z", "2026-11-23T04:09:59.999Z"], // Monday 9:10 to 9:39:59.999
        ["2026-11-23T13:00:00.000Z", "2026-12-01T05:17:30.250Z"], // a week and more
        ["2026-11-24T06:00:00.000Z", "2026-11-24T05:00:00.000Z"], // contacted "before" it came: 0
        ["2026-11-24T02:00:00.000Z", "2026-11-24T03:31:00.000Z"], // 7:30 to 9:01: one office minute
      ];
      const rowIds = ids.slice(20, 20 + pairs.length);
      for (const [i, [received, contacted]] of pairs.entries()) {
        await database.kysely
          .updateTable("enquiry_cases")
          .set({ received_at: received, first_contacted_at: contacted })
          .where("enquiry_id", "=", rowIds[i] ?? "")
          .execute();
      }
      const kept = await database.kysely
        .selectFrom("enquiry_cases")
        .select(["received_at", "first_contacted_at", "first_contact_ms", "first_response_office_ms"])
        .execute();
      expect(kept.length).toBeGreaterThan(pairs.length);
      for (const row of kept) {
        if (row.first_contacted_at === null) {
          expect(row.first_contact_ms).toBeNull();
          expect(row.first_response_office_ms).toBeNull();
          continue;
        }
        const received = new Date(row.received_at);
        const contacted = new Date(row.first_contacted_at);
        expect(Number(row.first_contact_ms)).toBe(Math.max(0, contacted.getTime() - received.getTime()));
        expect(Number(row.first_response_office_ms)).toBe(
          Math.round(officeMinutesBetween(received, contacted) * 60_000),
        );
      }
      // Contact undone (a correction): the figures go with it.
      await database.kysely
        .updateTable("enquiry_cases")
        .set({ first_contacted_at: null })
        .where("enquiry_id", "=", rowIds[0] ?? "")
        .execute();
      const undone = await database.kysely
        .selectFrom("enquiry_cases")
        .select(["first_contact_ms", "first_response_office_ms"])
        .where("enquiry_id", "=", rowIds[0] ?? "")
        .executeTakeFirstOrThrow();
      expect(undone).toEqual({ first_contact_ms: null, first_response_office_ms: null });
    });

    it("give admins figures per counsellor and per office that equal a reading of the rows", async () => {
      const from = indiaDay(new Date(now - 30 * DAY));
      const to = indiaDay(new Date(now));
      const live = (await caseRows()).filter((row) => row.erased_at === null);
      const open = live.filter((row) => row.status === "new");
      await cases.assign(admin, open[0]?.enquiry_id ?? "", counsellor, "hyderabad");
      await cases.assign(admin, open[1]?.enquiry_id ?? "", admin, "guntur");
      await cases.changeStatus(admin, open[1]?.enquiry_id ?? "", { status: "applied" });
      await cases.changeStatus(counsellor, open[0]?.enquiry_id ?? "", { status: "offer_received" });
      // Calls logged by each person: WhatsApp messages and calls outside the range are not counted.
      const call = (i: number, staffId: string, enquiryId: string, channel: string, at: number) =>
        sql`insert into enquiry_calls (id, enquiry_id, staff_id, channel, outcome, at)
          values (${`call-${i}`}, ${enquiryId}, ${staffId}, ${channel}, ${channel === "call" ? "no_answer" : "sent"},
                  ${new Date(at).toISOString()})`.execute(database.kysely);
      await call(1, counsellor.id, open[0]?.enquiry_id ?? "", "call", now - HOUR);
      await call(2, counsellor.id, open[0]?.enquiry_id ?? "", "call", now - 2 * HOUR);
      await call(3, counsellor.id, open[0]?.enquiry_id ?? "", "whatsapp", now - 3 * HOUR);
      await call(4, admin.id, open[1]?.enquiry_id ?? "", "call", now - 4 * HOUR);
      await call(5, admin.id, open[2]?.enquiry_id ?? "", "call", now - 40 * DAY);
      await call(6, counsellor.id, open[1]?.enquiry_id ?? "", "call", now - 5 * HOUR);
      const everyOffice = await expectTeamAsRows(from, to, null);
      expect(everyOffice?.counsellors.find((row) => row.staffId === counsellor.id)?.callAttempts).toBe(3);
      expect(everyOffice?.counsellors.find((row) => row.staffId === admin.id)?.callAttempts).toBe(1);
      await expectTeamAsRows(from, to, "guntur");
      // Changes the dashboard has not made itself: a receipt time moved to another day, a deletion.
      const moved = live.find((row) => row.office === "guntur" && row.first_contacted_at !== null);
      await database.kysely
        .updateTable("enquiry_cases")
        .set({ received_at: new Date(Date.parse(moved?.received_at ?? "") - 3 * DAY).toISOString() })
        .where("enquiry_id", "=", moved?.enquiry_id ?? "")
        .execute();
      const deleted = live.find((row) => row.office === "guntur" && row.enquiry_id !== moved?.enquiry_id);
      await database.kysely
        .deleteFrom("enquiries")
        .where("id", "=", deleted?.enquiry_id ?? "")
        .execute();
      await expectTeamAsRows(from, to, null);
      await expectTeamAsRows(from, to, "guntur");
      // A whole year, and a range with nothing in it.
      await expectTeamAsRows(indiaDay(new Date(now - 365 * DAY)), to, null);
      const empty = await expectTeamAsRows("2001-01-01", "2001-01-31", null);
      expect(
        empty?.offices.every((row) => row.assigned === 0 && row.medianFirstResponseMinutes === null),
      ).toBe(true);
    });
  });
}
