/**
 * Booked meetings in the database (docs/bookings.md): the free times of an office, a meeting stored in the
 * transaction of its enquiry, the family's changes (cancel, a new time) and the counsellor's (held,
 * no-show, moved), each with the family's mail in the same transaction.
 *
 * Two meetings of one counsellor never overlap: each takes its 15-minute cells of `booking_cells`, whose
 * primary key (counsellor, cell) the database enforces. On PostgreSQL the writes of one office also take
 * a transaction-level advisory lock first, so that families pressing at the same instant are served one
 * after the other (each then reads what the one before committed); SQLite writes one transaction at a
 * time anyway. The lock only orders them: the key is what guarantees it.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import {
  holdingStatuses,
  meetingMinutes,
  type BookedMeeting,
  type BookingStatus,
  type MeetingCountry,
  type MeetingMode,
  type MeetingType,
  type Slot,
  type SlotsDay,
} from "#contract/bookings";
import type { EnquiryLanguage } from "#contract/enquiry-fields";
import type { Office } from "#contract/staff";
import type { Database } from "../db/database.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { BookingMailKind, BookingTable, DatabaseSchema } from "../db/schema.ts";
import { writeTransaction } from "../db/transaction.ts";
import type { RouteOutcome } from "../staff/routing/route-enquiry.ts";
import {
  addDays,
  bookableRange,
  cellsOf,
  freeCounsellors,
  freeSlots,
  indiaDayOf,
  indiaMidnightOf,
  nextSlots,
  type CounsellorTime,
  type OfficeTime,
} from "./slots.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The time asked for is no longer free (just taken, or never offered): the API answers 409. */
export class SlotTakenError extends Error {
  override name = "SlotTakenError";
  constructor(
    readonly nextSlots: Slot[],
    readonly reason: "taken" | "not-offered",
  ) {
    super("That time is not free.");
  }
}

/** The meeting cannot be changed (cancelled, moved, already started). */
export class NotChangeableError extends Error {
  override name = "NotChangeableError";
}

/** What the free times depend on. */
export interface SlotRequest {
  type: MeetingType;
  office: Office;
  language: EnquiryLanguage;
}

export interface NewMeeting extends SlotRequest {
  country: MeetingCountry | null;
  mode: MeetingMode;
  /** The start, ISO. */
  start: string;
}

export interface StoredBooking extends BookedMeeting {
  enquiryId: string;
  counsellorId: string;
}

type Db = Kysely<DatabaseSchema>;

export const toMeeting = (row: BookingTable): StoredBooking => ({
  id: row.id,
  enquiryId: row.enquiry_id,
  type: row.type,
  country: row.country,
  mode: row.mode,
  language: row.language,
  office: row.office,
  start: row.starts_at,
  end: row.ends_at,
  status: row.status,
  counsellorId: row.counsellor_id,
});

/** How many next free times a 409 offers. */
const NEXT_SLOTS = 5;

export interface BookingRepositoryOptions {
  now?: () => Date;
  /**
   * How long an answer of `slots` is served again while this process changes nothing (a booking, a
   * cancellation, a mark, the console's hours: `invalidate`). Another instance's changes show after at
   * most this long; a time taken meanwhile is refused by the database (409 with the next free times).
   * Default 0: no cache.
   */
  cacheMs?: number;
}

export function createBookingRepository(database: Database, options: BookingRepositoryOptions = {}) {
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const { kysely } = database;

  /** The office's hours and holidays, and its counsellors who speak the language, between two instants. */
  async function loadTime(db: Db, request: SlotRequest, from: number, to: number) {
    const fromDay = indiaDayOf(from);
    const toDay = indiaDayOf(to);
    const [hours, holidays, people] = await Promise.all([
      db
        .selectFrom("office_hours")
        .select(["weekday", "opens_at", "closes_at"])
        .where("office", "=", request.office)
        .execute(),
      db
        .selectFrom("office_holidays")
        .select("day")
        .where("office", "=", request.office)
        .where("day", ">=", fromDay)
        .where("day", "<=", toDay)
        .execute(),
      db
        .selectFrom("staff_users as u")
        .innerJoin("counsellor_languages as l", "l.staff_id", "u.id")
        .select("u.id")
        .where("u.office", "=", request.office)
        .where("u.role", "=", "counsellor")
        .where("u.deactivated_at", "is", null)
        .where("l.language", "=", request.language)
        .orderBy("u.id")
        .execute(),
    ]);
    const office: OfficeTime = {
      hours: new Map(hours.map((row) => [row.weekday, [row.opens_at, row.closes_at] as const])),
      holidays: new Set(holidays.map((row) => row.day)),
    };
    const ids = people.map((person) => person.id);
    if (ids.length === 0) return { office, counsellors: [] as CounsellorTime[] };
    const [windows, timeOff, cells] = await Promise.all([
      db
        .selectFrom("counsellor_availability")
        .select(["staff_id", "weekday", "starts_at", "ends_at"])
        .where("staff_id", "in", ids)
        .execute(),
      db
        .selectFrom("counsellor_time_off")
        .select(["staff_id", "starts_at", "ends_at"])
        .where("staff_id", "in", ids)
        .where("ends_at", ">", new Date(from).toISOString())
        .where("starts_at", "<", new Date(to).toISOString())
        .execute(),
      db
        .selectFrom("booking_cells")
        .select(["counsellor_id", "cell"])
        .where("counsellor_id", "in", ids)
        .where("cell", ">=", new Date(from).toISOString())
        .where("cell", "<", new Date(to).toISOString())
        .execute(),
    ]);
    const counsellors: CounsellorTime[] = ids.map((id) => {
      const byDay = new Map<number, [number, number][]>();
      for (const row of windows) {
        if (row.staff_id !== id) continue;
        const list = byDay.get(row.weekday) ?? [];
        list.push([row.starts_at, row.ends_at]);
        byDay.set(row.weekday, list);
      }
      return {
        id,
        windows: byDay,
        timeOff: timeOff
          .filter((row) => row.staff_id === id)
          .map((row) => [Date.parse(row.starts_at), Date.parse(row.ends_at)] as const),
        taken: new Set(cells.filter((row) => row.counsellor_id === id).map((row) => Date.parse(row.cell))),
      };
    });
    return { office, counsellors };
  }

  // Free-time answers per query, while nothing changed here and for at most `cacheMs`.
  const cacheMs = options.cacheMs ?? 0;
  let version = 0;
  const cache = new Map<
    string,
    { version: number; at: number; value: Awaited<ReturnType<typeof compute>> }
  >();
  const invalidate = () => {
    version += 1;
    cache.clear();
  };

  /** The free times from `fromDay` (India) to the last bookable day; undefined when `fromDay` is out of range. */
  async function slots(request: SlotRequest, fromDay?: string, db: Db = kysely) {
    if (cacheMs <= 0 || db !== kysely) return compute(request, fromDay, db);
    const key = `${request.office}|${request.type}|${request.language}|${fromDay ?? ""}`;
    const hit = cache.get(key);
    const at = Date.now();
    const fresh = hit && hit.version === version && at - hit.at < cacheMs;
    // Without a first day the answer starts today: not one computed yesterday.
    if (fresh && (fromDay !== undefined || hit.value?.from === indiaDayOf(now()))) return hit.value;
    const seen = version;
    const value = await compute(request, fromDay, db);
    if (seen === version) cache.set(key, { version: seen, at, value });
    return value;
  }

  async function compute(request: SlotRequest, fromDay: string | undefined, db: Db) {
    const at = now();
    const range = bookableRange(at, fromDay);
    if (!range) return undefined;
    const from = indiaMidnightOf(range.from);
    const to = indiaMidnightOf(range.to) + DAY;
    const { office, counsellors } = await loadTime(db, request, from, to);
    return { ...range, days: freeSlots(office, counsellors, request.type, range, at) };
  }

  /** The next free times at or after `after` (ms), for a 409. */
  async function nextFree(db: Db, request: SlotRequest, after: number): Promise<Slot[]> {
    const at = now();
    const fromDay = indiaDayOf(Math.max(after, at));
    const found = await slots(request, fromDay, db);
    const days: SlotsDay[] = found?.days ?? [];
    const later = nextSlots(days, after, NEXT_SLOTS);
    if (later.length > 0 || !found) return later;
    // Nothing later: the earliest free times of the whole range.
    return nextSlots((await slots(request, undefined, db))?.days ?? [], 0, NEXT_SLOTS);
  }

  /** PostgreSQL: the office's bookings are written one at a time (see the module comment). */
  async function lockOffice(db: Db, office: Office) {
    if (database.dialect === "postgres")
      await sql`select pg_advisory_xact_lock(hashtextextended(${`booking-office:${office}`}, 0))`.execute(db);
  }

  /** The counsellor for a meeting from `start`, or SlotTakenError with the next free times. */
  async function counsellorFor(db: Db, request: SlotRequest, start: number): Promise<string> {
    const end = start + meetingMinutes[request.type] * MINUTE;
    const { office, counsellors } = await loadTime(db, request, start - DAY, end + DAY);
    const free = freeCounsellors(office, counsellors, request.type, start, now());
    const chosen = free[0];
    if (chosen !== undefined) return chosen;
    // Free for someone a moment ago (offered by the API) but no more: taken; else it was never offered.
    const offeredBefore = freeCounsellors(
      office,
      counsellors.map((person) => ({ ...person, taken: new Set<number>() })),
      request.type,
      start,
      now(),
    );
    throw new SlotTakenError(
      await nextFree(db, request, start),
      offeredBefore.length > 0 ? "taken" : "not-offered",
    );
  }

  async function takeCells(db: Db, bookingId: string, counsellorId: string, start: number, end: number) {
    await db
      .insertInto("booking_cells")
      .values(
        cellsOf(start, end).map((cell) => ({ counsellor_id: counsellorId, cell, booking_id: bookingId })),
      )
      .execute();
  }

  async function queueMail(db: Db, bookingId: string, kind: BookingMailKind, key: string, at: string) {
    await db
      .insertInto("booking_mails")
      .values({
        id: randomUUID(),
        key,
        booking_id: bookingId,
        kind,
        status: "pending",
        next_attempt_at: at,
        created_at: at,
      })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
  }

  /**
   * Stores the meeting of a new enquiry, inside the enquiry's transaction (NewEnquiry.within): its
   * counsellor, its cells, the family's confirmation mail. Returns how the enquiry is routed: to that
   * counsellor. SlotTakenError when nobody is free at that time any more.
   */
  async function placeMeeting(
    db: Db,
    meeting: NewMeeting,
    enquiryId: string,
    at: string,
  ): Promise<RouteOutcome> {
    await lockOffice(db, meeting.office);
    const start = Date.parse(meeting.start);
    const end = start + meetingMinutes[meeting.type] * MINUTE;
    const counsellorId = await counsellorFor(db, meeting, start);
    const id = randomUUID();
    await db
      .insertInto("bookings")
      .values({
        id,
        enquiry_id: enquiryId,
        type: meeting.type,
        country: meeting.type === "mock-interview" ? meeting.country : null,
        mode: meeting.mode,
        language: meeting.language,
        office: meeting.office,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(end).toISOString(),
        counsellor_id: counsellorId,
        status: "booked",
        created_at: at,
        updated_at: at,
      })
      .execute();
    await takeCells(db, id, counsellorId, start, end);
    await queueMail(db, id, "confirmation", `confirmation:${id}`, at);
    invalidate();
    return {
      office: meeting.office,
      assigneeId: counsellorId,
      details: { routed: true, rule: "booking", office: meeting.office, assigneeId: counsellorId },
    };
  }

  const findById = async (id: string, db: Db = kysely) => {
    const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toMeeting(row);
  };

  const findByEnquiry = async (enquiryId: string) => {
    const row = await kysely
      .selectFrom("bookings")
      .selectAll()
      .where("enquiry_id", "=", enquiryId)
      .executeTakeFirst();
    return row && toMeeting(row);
  };

  /** Whether the family may still change it: booked and not started. */
  const changeable = (booking: StoredBooking) =>
    booking.status === "booked" && Date.parse(booking.start) > now();

  /** The family cancels: the meeting gives its time back; the family gets a mail. */
  async function cancel(id: string): Promise<StoredBooking> {
    return writeTransaction(database, async (trx) => {
      const booking = await findById(id, trx);
      if (!booking) throw new NotChangeableError("No such meeting.");
      await lockOffice(trx, booking.office);
      const current = await findById(id, trx);
      if (!current || !changeable(current)) throw new NotChangeableError("This meeting cannot be changed.");
      const at = new Date(now()).toISOString();
      await trx
        .updateTable("bookings")
        .set({ status: "cancelled", updated_at: at })
        .where("id", "=", id)
        .execute();
      await trx.deleteFrom("booking_cells").where("booking_id", "=", id).execute();
      await queueMail(trx, id, "cancelled", `cancelled:${id}`, at);
      invalidate();
      return { ...current, status: "cancelled" as const };
    });
  }

  /**
   * The family moves the meeting to another free time: the same counsellor when free then, else another
   * of the office who speaks the language (the enquiry follows them). SlotTakenError when nobody is.
   */
  async function reschedule(id: string, start: string): Promise<StoredBooking> {
    const run = () =>
      writeTransaction(database, async (trx) => {
        const booking = await findById(id, trx);
        if (!booking) throw new NotChangeableError("No such meeting.");
        await lockOffice(trx, booking.office);
        const current = await findById(id, trx);
        if (!current || !changeable(current)) throw new NotChangeableError("This meeting cannot be changed.");
        const startMs = Date.parse(start);
        const end = startMs + meetingMinutes[current.type] * MINUTE;
        const request = { type: current.type, office: current.office, language: current.language };
        const { office, counsellors } = await loadTime(trx, request, startMs - DAY, end + DAY);
        const own = await trx
          .selectFrom("booking_cells")
          .select("cell")
          .where("booking_id", "=", id)
          .execute();
        const ownCells = new Set(own.map((row) => Date.parse(row.cell)));
        const withOwnFreed = counsellors.map((person) => ({
          ...person,
          taken: new Set([...person.taken].filter((at) => !ownCells.has(at))),
        }));
        const free = freeCounsellors(office, withOwnFreed, current.type, startMs, now());
        const counsellorId = free.includes(current.counsellorId) ? current.counsellorId : free[0];
        if (counsellorId === undefined) {
          throw new SlotTakenError(await nextFree(trx, request, startMs), "taken");
        }
        const at = new Date(now()).toISOString();
        const startIso = new Date(startMs).toISOString();
        await trx.deleteFrom("booking_cells").where("booking_id", "=", id).execute();
        await trx
          .updateTable("bookings")
          .set({
            starts_at: startIso,
            ends_at: new Date(end).toISOString(),
            counsellor_id: counsellorId,
            updated_at: at,
          })
          .where("id", "=", id)
          .execute();
        await takeCells(trx, id, counsellorId, startMs, end);
        if (counsellorId !== current.counsellorId) {
          await trx
            .updateTable("enquiry_cases")
            .set({ assignee_id: counsellorId, updated_at: at })
            .where("enquiry_id", "=", current.enquiryId)
            .execute();
        }
        await queueMail(trx, id, "rescheduled", `rescheduled:${id}:${startIso}`, at);
        invalidate();
        return { ...current, start: startIso, end: new Date(end).toISOString(), counsellorId };
      });
    try {
      return await run();
    } catch (error) {
      // Another instance took a cell of that time between our read and our write: the key refused it.
      if (!isUniqueViolation(error)) throw error;
      const booking = await findById(id);
      if (!booking) throw error;
      throw new SlotTakenError(await nextFree(kysely, booking, Date.parse(start)), "taken");
    }
  }

  /**
   * A counsellor (or an admin) marks a meeting held, no-show or moved. Moved and cancelled give the time
   * back; held and no-show keep it (it has happened).
   */
  async function markStatus(
    id: string,
    status: Exclude<BookingStatus, "booked">,
  ): Promise<StoredBooking | undefined> {
    return writeTransaction(database, async (trx) => {
      const current = await findById(id, trx);
      if (!current) return undefined;
      const at = new Date(now()).toISOString();
      await trx.updateTable("bookings").set({ status, updated_at: at }).where("id", "=", id).execute();
      if (!holdingStatuses.includes(status))
        await trx.deleteFrom("booking_cells").where("booking_id", "=", id).execute();
      invalidate();
      return { ...current, status };
    });
  }

  /**
   * Queues the reminder of every meeting that starts tomorrow (India) and is still booked, unless it was
   * booked today (its confirmation is fresh); the unique key queues each once, whatever the number of
   * instances or runs. Returns how many were new.
   */
  async function queueReminders(): Promise<number> {
    const at = now();
    const tomorrow = addDays(indiaDayOf(at), 1);
    const from = new Date(indiaMidnightOf(tomorrow)).toISOString();
    const to = new Date(indiaMidnightOf(tomorrow) + DAY).toISOString();
    const due = await kysely
      .selectFrom("bookings")
      .select(["id", "starts_at"])
      .where("status", "=", "booked")
      .where("starts_at", ">=", from)
      .where("starts_at", "<", to)
      .where("created_at", "<", new Date(indiaMidnightOf(indiaDayOf(at))).toISOString())
      .execute();
    let queued = 0;
    const stamp = new Date(at).toISOString();
    for (const booking of due) {
      const result = await kysely
        .insertInto("booking_mails")
        .values({
          id: randomUUID(),
          key: `reminder:${booking.id}:${booking.starts_at}`,
          booking_id: booking.id,
          kind: "reminder",
          status: "pending",
          next_attempt_at: stamp,
          created_at: stamp,
        })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      queued += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return queued;
  }

  return {
    /** The clock the repository counts from (injected in tests). */
    now: () => new Date(now()),
    /** Something free times depend on changed (the console's hours): the next answers are computed anew. */
    invalidate,
    slots,
    nextFree: (request: SlotRequest, after: number) => nextFree(kysely, request, after),
    placeMeeting,
    findById: (id: string) => findById(id),
    findByEnquiry,
    changeable,
    cancel,
    reschedule,
    markStatus,
    queueReminders,
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
