/**
 * My day (docs/staff-console.md, "My day"): what the signed-in person has to do today, read from the case
 * rows through narrow indexes (migration 0015), only what the screen shows: counts, and at most
 * `myDayLimit` rows per section joined to their enquiries. Every read goes through `visibleTo`, so a
 * person sees only enquiries they may open. Follow-ups are read from `follow_up_on` and
 * `follow_up_time` whoever wrote them (the follow-up form, or a call logged as "call back later").
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { callbackSlotText } from "#contract/enquiry-fields";
import type { Office, StaffUser } from "#contract/staff";
import {
  followUpOverdue,
  myDayLimit,
  type MyDay,
  type MyDayItem,
  type MyDaySection,
} from "#contract/staff-my-day";
import { istClock, pageColumns, visibleTo } from "../case-repository.ts";

export interface MyDayRepository {
  myDay(viewer: StaffUser): Promise<MyDay>;
}

type CaseQuery = ReturnType<typeof casesOf>;

const casesOf = (kysely: Kysely<DatabaseSchema>) => kysely.selectFrom("enquiry_cases as c");

/** Statuses whose follow-ups still matter (an enrolled or closed enquiry's are done). */
const finished = ["closed", "enrolled"] as const;

export function createMyDayRepository(
  database: Database,
  options: { now?: () => Date } = {},
): MyDayRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  async function count(query: CaseQuery): Promise<number> {
    const row = await query
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The rows of a section joined to their enquiries, in the section's order. */
  async function rows(
    query: CaseQuery,
    order: "received" | "follow-up",
    viewer: StaffUser,
    clock: { day: string; time: string },
  ): Promise<MyDayItem[]> {
    const page = query
      .select(pageColumns)
      .$if(order === "received", (q) => q.orderBy("c.received_at").orderBy("c.enquiry_id"))
      .$if(order === "follow-up", (q) =>
        // A follow-up without a time is due at the start of its day: before any with a time.
        q
          .orderBy("c.follow_up_on")
          .orderBy(sql`coalesce(c.follow_up_time, '')`)
          .orderBy("c.enquiry_id"),
      )
      .limit(myDayLimit);
    const found = await kysely
      .selectFrom(page.as("c"))
      .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
      .select([
        "c.enquiry_id",
        "c.received_at",
        "c.status",
        "c.office",
        "c.assignee_id",
        "c.follow_up_on",
        "c.follow_up_time",
        "e.kind",
        "e.first_name",
        "e.last_name",
        "e.callback_slot",
      ])
      .execute();
    const items = found.map((row) => ({
      id: row.enquiry_id,
      name: `${row.first_name} ${row.last_name ?? ""}`.trim(),
      kind: row.kind,
      status: row.status,
      office: row.office,
      receivedAt: row.received_at,
      assigneeId: row.assignee_id,
      followUpOn: row.follow_up_on,
      followUpTime: row.follow_up_time,
      followUpOverdue: followUpOverdue(row.follow_up_on, row.follow_up_time, clock.day, clock.time),
      callback: row.callback_slot ? callbackSlotText(row.callback_slot, row.received_at) : null,
      canTake:
        row.assignee_id === null &&
        (viewer.role === "admin" || row.office === null || row.office === viewer.office),
    }));
    // The join keeps no order of its own: the section's order again.
    return items.sort((a, b) =>
      order === "received"
        ? a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id)
        : (a.followUpOn ?? "").localeCompare(b.followUpOn ?? "") ||
          (a.followUpTime ?? "").localeCompare(b.followUpTime ?? "") ||
          a.id.localeCompare(b.id),
    );
  }

  async function section(
    query: CaseQuery,
    order: "received" | "follow-up",
    viewer: StaffUser,
    clock: { day: string; time: string },
  ): Promise<MyDaySection> {
    const [total, items] = await Promise.all([count(query), rows(query, order, viewer, clock)]);
    return { total, items };
  }

  return {
    async myDay(viewer) {
      const clock = istClock(now());
      // By assignee, status and form (index enquiry_cases_mine). On SQLite the live condition is
      // written so that it cannot pick the inbox's wide index that starts with erased_at (see
      // `visibleTo`): read from that one, these would walk every live enquiry.
      const byAssignee = casesOf(kysely).where(visibleTo(viewer, database.dialect === "sqlite"));
      const newForMe = byAssignee
        .where("c.assignee_id", "=", viewer.id)
        .where("c.status", "=", "new")
        .where("c.kind", "!=", "callback");
      const myCallbacks = byAssignee
        .where("c.assignee_id", "=", viewer.id)
        .where("c.status", "=", "new")
        .where("c.kind", "=", "callback");
      // Call-back requests nobody has taken yet, which the viewer may take (visibleTo: their office or
      // unrouted for a counsellor, any for an admin).
      const openCallbacks = byAssignee
        .where("c.assignee_id", "is", null)
        .where("c.status", "=", "new")
        .where("c.kind", "=", "callback");
      // By assignee and follow-up day (the partial index enquiry_cases_my_follow_ups, of live ones).
      const followUps = casesOf(kysely)
        .where(visibleTo(viewer))
        .where("c.assignee_id", "=", viewer.id)
        .where("c.follow_up_on", "is not", null)
        .where("c.follow_up_on", "<=", clock.day)
        .where("c.status", "not in", [...finished]);

      const [newSection, followUpSection, mine, open, unassigned] = await Promise.all([
        section(newForMe, "received", viewer, clock),
        section(followUps, "follow-up", viewer, clock),
        section(myCallbacks, "received", viewer, clock),
        section(openCallbacks, "received", viewer, clock),
        viewer.role === "admin" ? unassignedByOffice() : Promise.resolve(null),
      ]);
      // The viewer's and the open ones together, oldest first (each read at most `myDayLimit`).
      const callbackItems = [...mine.items, ...open.items]
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id))
        .slice(0, myDayLimit);

      return {
        today: clock.day,
        newForMe: newSection,
        followUps: followUpSection,
        callbacks: { total: mine.total + open.total, items: callbackItems },
        badge: newSection.total + followUpSection.total + mine.total,
        unassignedByOffice: unassigned,
      };
    },
  };

  /** Unassigned new enquiries per office, from the maintained counts (migration 0006). */
  async function unassignedByOffice(): Promise<{ office: Office | "none"; count: number }[]> {
    const found = await kysely
      .selectFrom("enquiry_case_counts as k")
      .select(["k.office", (eb) => eb.fn.sum<number | string | bigint>("k.n").as("total")])
      .where("k.status", "=", "new")
      .where("k.assignee_id", "=", "")
      .groupBy("k.office")
      .execute();
    return found
      .map((row) => ({ office: (row.office || "none") as Office | "none", count: Number(row.total) }))
      .filter((row) => row.count > 0)
      .sort((a, b) => a.office.localeCompare(b.office));
  }
}
