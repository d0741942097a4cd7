/**
 * Invitations to the staff console (docs/staff-console.md). An admin invites a person by email; the
 * invitation carries a random token (32 bytes) that only the link holds: the database keeps its SHA-256
 * hash, so a copy of the database opens no account. A link works once and for 72 hours; a new
 * invitation for the same email replaces an unused older one.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../db/database.ts";
import { writeTransaction } from "../db/transaction.ts";
import { invitationHours, type NewInvitation, type PendingInvitation, type StaffUser } from "#contract/staff";

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export interface InvitationRecord extends PendingInvitation {
  invitedBy: string | null;
}

export interface InvitationRepository {
  /** Stores a new invitation and returns it with its token (the only time the token exists). */
  create(
    admin: StaffUser,
    invitation: NewInvitation,
  ): Promise<{ invitation: PendingInvitation; token: string }>;
  /** The unused, unexpired invitation with this token, if any. */
  find(token: string): Promise<InvitationRecord | undefined>;
  /**
   * Marks the invitation used, exactly once: of two requests with the same token only one gets it.
   * Undefined when the token is unknown, used or expired.
   */
  claim(token: string): Promise<InvitationRecord | undefined>;
  /** Records which account the invitation became. */
  linkAccount(id: string, userId: string): Promise<void>;
  pending(): Promise<PendingInvitation[]>;
}

type Row = {
  id: string;
  email: string;
  name: string;
  role: PendingInvitation["role"];
  office: PendingInvitation["office"];
  expires_at: string;
  invited_by: string | null;
};

const toRecord = (row: Row): InvitationRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  office: row.office,
  expiresAt: row.expires_at,
  invitedBy: row.invited_by,
});

const columns = ["id", "email", "name", "role", "office", "expires_at", "invited_by"] as const;

export function createInvitationRepository(
  database: Database,
  options: { now?: () => Date } = {},
): InvitationRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;
  return {
    async create(admin, input) {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const record = {
        id: randomUUID(),
        token_hash: hashToken(token),
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        office: input.office,
        invited_by: admin.id,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + invitationHours * 3600_000).toISOString(),
        used_at: null,
        user_id: null,
      };
      await writeTransaction(database, async (trx) => {
        await trx
          .deleteFrom("staff_invitations")
          .where("email", "=", record.email)
          .where("used_at", "is", null)
          .execute();
        await trx.insertInto("staff_invitations").values(record).execute();
      });
      const { invitedBy: _, ...invitation } = toRecord(record);
      return { invitation, token };
    },
    async find(token) {
      const row = await kysely
        .selectFrom("staff_invitations")
        .select(columns)
        .where("token_hash", "=", hashToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now().toISOString())
        .executeTakeFirst();
      return row && toRecord(row);
    },
    claim(token) {
      return writeTransaction(database, async (trx) => {
        const at = now().toISOString();
        const row = await trx
          .updateTable("staff_invitations")
          .set({ used_at: at })
          .where("token_hash", "=", hashToken(token))
          .where("used_at", "is", null)
          .where("expires_at", ">", at)
          .returning(columns)
          .executeTakeFirst();
        return row && toRecord(row);
      });
    },
    async linkAccount(id, userId) {
      await kysely.updateTable("staff_invitations").set({ user_id: userId }).where("id", "=", id).execute();
    },
    async pending() {
      const rows = await kysely
        .selectFrom("staff_invitations")
        .select(columns)
        .where("used_at", "is", null)
        .where("expires_at", ">", now().toISOString())
        .orderBy("created_at", "desc")
        .execute();
      return rows.map((row) => {
        const { invitedBy: _, ...invitation } = toRecord(row);
        return invitation;
      });
    },
  };
}
