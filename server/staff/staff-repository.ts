/**
 * Staff people as the console reads them (the accounts themselves are written by better-auth, see
 * auth.ts, by `npm run staff` and by invitations): lookups for assignment and for names in the
 * timeline, the admins' list of the team, the last sign-in, and deactivation.
 */
import type { Database } from "../db/database.ts";
import { writeTransaction } from "../db/transaction.ts";
import type { Office, StaffRole, StaffUser, TeamMember } from "#contract/staff";

/** A person with an account; `deactivated` ones cannot sign in and are not offered for assignment. */
export type StaffPerson = StaffUser & { deactivated: boolean };

export interface StaffRepository {
  findById(id: string): Promise<StaffPerson | undefined>;
  findByEmail(email: string): Promise<StaffPerson | undefined>;
  /** Active people: everyone (admins), or one office's people (counsellors see their own office). */
  list(office?: Office): Promise<StaffUser[]>;
  count(): Promise<number>;
  /** Everyone with an account, with the last sign-in and the number of live sessions. */
  team(): Promise<TeamMember[]>;
  recordSignIn(id: string): Promise<void>;
  /** Marks the account deactivated (or active again) and, when deactivating, ends its sessions. */
  setDeactivated(id: string, deactivated: boolean): Promise<void>;
}

interface Row {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  office: Office;
  deactivated_at: Date | string | null;
}

const toPerson = (row: Row): StaffPerson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  office: row.office,
  deactivated: row.deactivated_at !== null,
});

/** Times come back as Date objects from PostgreSQL and as ISO text from SQLite. */
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createStaffRepository(database: Database): StaffRepository {
  const { kysely } = database;
  const columns = ["id", "name", "email", "role", "office", "deactivated_at"] as const;
  return {
    async findById(id) {
      const row = await kysely
        .selectFrom("staff_users")
        .select(columns)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toPerson(row);
    },
    async findByEmail(email) {
      const row = await kysely
        .selectFrom("staff_users")
        .select(columns)
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      return row && toPerson(row);
    },
    async list(office) {
      let query = kysely
        .selectFrom("staff_users")
        .select(columns)
        .where("deactivated_at", "is", null)
        .orderBy("name")
        .orderBy("id");
      if (office) query = query.where("office", "=", office);
      return (await query.execute()).map((row) => {
        const { deactivated: _, ...user } = toPerson(row);
        return user;
      });
    },
    async count() {
      const { total } = await kysely
        .selectFrom("staff_users")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(total);
    },
    async team() {
      const now = new Date().toISOString();
      const rows = await kysely
        .selectFrom("staff_users as u")
        .select([...columns.map((column) => `u.${column}` as const), "u.last_sign_in_at"])
        .select((eb) =>
          eb
            .selectFrom("staff_sessions as s")
            .select((inner) => inner.fn.countAll<number | string | bigint>().as("n"))
            .whereRef("s.user_id", "=", "u.id")
            .where("s.expires_at", ">", now)
            .as("sessions"),
        )
        .orderBy("u.name")
        .orderBy("u.id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        office: row.office,
        lastSignInAt: iso(row.last_sign_in_at),
        activeSessions: Number(row.sessions ?? 0),
        deactivatedAt: iso(row.deactivated_at),
      }));
    },
    async recordSignIn(id) {
      await kysely
        .updateTable("staff_users")
        .set({ last_sign_in_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },
    async setDeactivated(id, deactivated) {
      const at = new Date().toISOString();
      await writeTransaction(database, async (trx) => {
        await trx
          .updateTable("staff_users")
          .set({ deactivated_at: deactivated ? at : null, updated_at: at })
          .where("id", "=", id)
          .execute();
        if (deactivated) await trx.deleteFrom("staff_sessions").where("user_id", "=", id).execute();
      });
    },
  };
}
