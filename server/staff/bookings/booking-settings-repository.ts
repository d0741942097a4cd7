/**
 * The console's reads and writes of booked meetings (docs/bookings.md, "In the console"): office hours and
 * holidays, each counsellor's weekly hours, time off and languages, the calendar and the meeting of an
 * enquiry. Who may do what is decided by the routes (server/staff/bookings/routes.ts); the enquiry's
 * meeting takes the viewer and answers only what they may see (the inbox's rule, `visibleTo`).
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { EnquiryLanguage } from "#contract/enquiry-fields";
import type { Office, StaffUser } from "#contract/staff";
import type {
  AvailabilityView,
  CalendarView,
  OfficeHoursInput,
  OfficeHoursView,
  StaffMeeting,
} from "#contract/staff-bookings";
import type { Database } from "../../db/database.ts";
import type { BookingTable, DatabaseSchema } from "../../db/schema.ts";
import { writeTransaction } from "../../db/transaction.ts";
import { addDays, indiaDayOf, indiaMidnightOf } from "../../bookings/slots.ts";
import { visibleTo } from "../case-repository.ts";

type Db = Kysely<DatabaseSchema>;
const DAY = 86_400_000;

export interface SettingsRepositoryOptions {
  now?: () => Date;
}

export function createBookingSettingsRepository(database: Database, options: SettingsRepositoryOptions = {}) {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  async function officeHours(office: Office): Promise<OfficeHoursView> {
    const today = indiaDayOf(now().getTime());
    const [days, holidays] = await Promise.all([
      kysely
        .selectFrom("office_hours")
        .select(["weekday", "opens_at", "closes_at"])
        .where("office", "=", office)
        .orderBy("weekday")
        .execute(),
      kysely
        .selectFrom("office_holidays")
        .select(["day", "name"])
        .where("office", "=", office)
        .where("day", ">=", today)
        .orderBy("day")
        .execute(),
    ]);
    return {
      office,
      days: days.map((row) => ({ weekday: row.weekday, opensAt: row.opens_at, closesAt: row.closes_at })),
      holidays,
    };
  }

  async function setOfficeHours(office: Office, input: OfficeHoursInput): Promise<OfficeHoursView> {
    const at = now().toISOString();
    await writeTransaction(database, async (trx) => {
      await trx.deleteFrom("office_hours").where("office", "=", office).execute();
      if (input.days.length > 0)
        await trx
          .insertInto("office_hours")
          .values(
            input.days.map((entry) => ({
              office,
              weekday: entry.weekday,
              opens_at: entry.opensAt,
              closes_at: entry.closesAt,
              updated_at: at,
            })),
          )
          .execute();
    });
    return officeHours(office);
  }

  async function addHoliday(office: Office, day: string, name: string): Promise<OfficeHoursView> {
    await kysely
      .insertInto("office_holidays")
      .values({ office, day, name, created_at: now().toISOString() })
      .onConflict((conflict) => conflict.columns(["office", "day"]).doUpdateSet({ name }))
      .execute();
    return officeHours(office);
  }

  async function removeHoliday(office: Office, day: string): Promise<OfficeHoursView> {
    await kysely.deleteFrom("office_holidays").where("office", "=", office).where("day", "=", day).execute();
    return officeHours(office);
  }

  /** An active person, for the access rules (their office and role). */
  const person = (id: string) =>
    kysely
      .selectFrom("staff_users")
      .select(["id", "name", "office", "role"])
      .where("id", "=", id)
      .where("deactivated_at", "is", null)
      .executeTakeFirst();

  async function availability(id: string): Promise<AvailabilityView | undefined> {
    const who = await person(id);
    if (!who) return undefined;
    const [languages, windows, timeOff] = await Promise.all([
      kysely.selectFrom("counsellor_languages").select("language").where("staff_id", "=", id).execute(),
      kysely
        .selectFrom("counsellor_availability")
        .select(["weekday", "starts_at", "ends_at"])
        .where("staff_id", "=", id)
        .orderBy("weekday")
        .orderBy("starts_at")
        .execute(),
      kysely
        .selectFrom("counsellor_time_off")
        .select(["id", "starts_at", "ends_at", "note"])
        .where("staff_id", "=", id)
        .where("ends_at", ">", now().toISOString())
        .orderBy("starts_at")
        .execute(),
    ]);
    return {
      staffId: who.id,
      name: who.name,
      office: who.office,
      languages: languages.map((row) => row.language).sort(),
      windows: windows.map((row) => ({ weekday: row.weekday, startsAt: row.starts_at, endsAt: row.ends_at })),
      timeOff: timeOff.map((row) => ({
        id: row.id,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        note: row.note,
      })),
    };
  }

  async function setWindows(id: string, windows: AvailabilityView["windows"]) {
    await writeTransaction(database, async (trx) => {
      await trx.deleteFrom("counsellor_availability").where("staff_id", "=", id).execute();
      if (windows.length > 0)
        await trx
          .insertInto("counsellor_availability")
          .values(
            windows.map((entry) => ({
              id: randomUUID(),
              staff_id: id,
              weekday: entry.weekday,
              starts_at: entry.startsAt,
              ends_at: entry.endsAt,
            })),
          )
          .execute();
    });
    return availability(id);
  }

  async function setLanguages(id: string, languages: readonly EnquiryLanguage[]) {
    await writeTransaction(database, async (trx) => {
      await trx.deleteFrom("counsellor_languages").where("staff_id", "=", id).execute();
      const unique = [...new Set(languages)];
      if (unique.length > 0)
        await trx
          .insertInto("counsellor_languages")
          .values(unique.map((language) => ({ staff_id: id, language })))
          .execute();
    });
    return availability(id);
  }

  async function addTimeOff(
    id: string,
    input: { startsAt: string; endsAt: string; note?: string | undefined },
  ) {
    await kysely
      .insertInto("counsellor_time_off")
      .values({
        id: randomUUID(),
        staff_id: id,
        starts_at: new Date(Date.parse(input.startsAt)).toISOString(),
        ends_at: new Date(Date.parse(input.endsAt)).toISOString(),
        note: input.note || null,
        created_at: now().toISOString(),
      })
      .execute();
    return availability(id);
  }

  /** Removes one of the person's time off; false when they have no such row. */
  async function removeTimeOff(id: string, timeOffId: string): Promise<boolean> {
    const result = await kysely
      .deleteFrom("counsellor_time_off")
      .where("id", "=", timeOffId)
      .where("staff_id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  const meetingRows = (db: Db) =>
    db
      .selectFrom("bookings as b")
      .innerJoin("staff_users as u", "u.id", "b.counsellor_id")
      .innerJoin("enquiries as e", "e.id", "b.enquiry_id")
      .innerJoin("enquiry_cases as c", "c.enquiry_id", "b.enquiry_id")
      .selectAll("b")
      .select(["u.name as counsellor_name", "e.first_name", "e.last_name"]);

  const toStaffMeeting = (
    row: BookingTable & { counsellor_name: string; first_name: string; last_name: string | null },
  ): StaffMeeting => ({
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
    counsellorName: row.counsellor_name,
    familyName: `${row.first_name} ${row.last_name ?? ""}`.trim(),
  });

  /**
   * One office's meetings (every counsellor's, or one's) from a day (India) for `days` days, cancelled
   * ones left out; the erased are never shown.
   */
  async function calendar(
    office: Office,
    from: string,
    days: number,
    counsellorId?: string,
  ): Promise<CalendarView> {
    const start = new Date(indiaMidnightOf(from)).toISOString();
    const end = new Date(indiaMidnightOf(from) + days * DAY).toISOString();
    const [counsellors, rows] = await Promise.all([
      kysely
        .selectFrom("staff_users")
        .select(["id", "name"])
        .where("office", "=", office)
        .where("role", "=", "counsellor")
        .where("deactivated_at", "is", null)
        .orderBy("name")
        .execute(),
      meetingRows(kysely)
        .where("b.office", "=", office)
        .where("b.starts_at", ">=", start)
        .where("b.starts_at", "<", end)
        .where("b.status", "!=", "cancelled")
        .where("c.erased_at", "is", null)
        .$if(counsellorId !== undefined, (query) => query.where("b.counsellor_id", "=", counsellorId ?? ""))
        .orderBy("b.starts_at")
        .orderBy("u.name")
        .execute(),
    ]);
    return { office, from, to: addDays(from, days - 1), counsellors, meetings: rows.map(toStaffMeeting) };
  }

  /** The meeting of an enquiry the viewer may see; undefined otherwise. */
  async function meetingOfEnquiry(viewer: StaffUser, enquiryId: string): Promise<StaffMeeting | undefined> {
    const row = await meetingRows(kysely)
      .where("b.enquiry_id", "=", enquiryId)
      .where(visibleTo(viewer))
      .executeTakeFirst();
    return row && toStaffMeeting(row);
  }

  /** A meeting with what the access rule needs: its office and counsellor. */
  const meeting = (id: string) =>
    kysely
      .selectFrom("bookings as b")
      .innerJoin("enquiry_cases as c", "c.enquiry_id", "b.enquiry_id")
      .select(["b.id", "b.office", "b.counsellor_id", "b.status"])
      .where("b.id", "=", id)
      .where("c.erased_at", "is", null)
      .executeTakeFirst();

  return {
    officeHours,
    setOfficeHours,
    addHoliday,
    removeHoliday,
    person,
    availability,
    setWindows,
    setLanguages,
    addTimeOff,
    removeTimeOff,
    calendar,
    meetingOfEnquiry,
    meeting,
  };
}

export type BookingSettingsRepository = ReturnType<typeof createBookingSettingsRepository>;
