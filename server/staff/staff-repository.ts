/**
 * Staff people as the console reads them (the accounts themselves are written by better-auth, see
 * auth.ts, and by `npm run staff`): lookups for assignment and for names in the timeline.
 */
import type { Database } from "../db/database.ts";
import type { Office, StaffRole, StaffUser } from "#contract/staff";

export interface StaffRepository {
  findById(id: string): Promise<StaffUser | undefined>;
  findByEmail(email: string): Promise<StaffUser | undefined>;
  /** Everyone (admins), or one office's people (counsellors see their own office). */
  list(office?: Office): Promise<StaffUser[]>;
  count(): Promise<number>;
}

interface Row {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  office: Office;
}

const toUser = (row: Row): StaffUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  office: row.office,
});

export function createStaffRepository(database: Database): StaffRepository {
  const { kysely } = database;
  const columns = ["id", "name", "email", "role", "office"] as const;
  return {
    async findById(id) {
      const row = await kysely
        .selectFrom("staff_users")
        .select(columns)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toUser(row);
    },
    async findByEmail(email) {
      const row = await kysely
        .selectFrom("staff_users")
        .select(columns)
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      return row && toUser(row);
    },
    async list(office) {
      let query = kysely.selectFrom("staff_users").select(columns).orderBy("name").orderBy("id");
      if (office) query = query.where("office", "=", office);
      return (await query.execute()).map(toUser);
    },
    async count() {
      const { total } = await kysely
        .selectFrom("staff_users")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}
