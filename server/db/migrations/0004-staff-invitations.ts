/**
 * People in the staff console (docs/staff-console.md): invitations (a link an admin sends; only the
 * SHA-256 hash of its token is stored, it works once and for 72 hours), on each account the time of
 * the last sign-in and, when an admin has deactivated it, since when; and staff passkeys (WebAuthn
 * public keys; the private keys never leave the person's device).
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const offices = ["guntur", "vijayawada", "hyderabad", "vishakapatnam"];

const isPostgres = (db: AnyDatabase) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDatabase): Promise<void> {
  // better-auth reads staff_users: its own times are timestamptz on PostgreSQL, so these are too.
  const time = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable("staff_users").addColumn("last_sign_in_at", time).execute();
  await db.schema.alterTable("staff_users").addColumn("deactivated_at", time).execute();

  await db.schema
    .createTable("staff_invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    // SHA-256 of the token, hex: the link itself is never stored.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'counsellor')`))
    .addColumn("office", "text", (c) =>
      c.notNull().check(sql`office in (${sql.join(offices.map((office) => sql.lit(office)))})`),
    )
    .addColumn("invited_by", "text", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("user_id", "text", (c) => c.references("staff_users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("staff_invitations_email").on("staff_invitations").column("email").execute();

  await db.schema
    .createTable("staff_passkeys")
    // The credential id the authenticator chose, base64url.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    // The COSE public key, base64url.
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", "bigint", (c) => c.notNull())
    // JSON array of transports ("internal", "usb", "hybrid", …) as the browser reported them.
    .addColumn("transports", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("staff_passkeys_user").on("staff_passkeys").column("user_id").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("staff_passkeys").execute();
  await db.schema.dropTable("staff_invitations").execute();
  await db.schema.alterTable("staff_users").dropColumn("deactivated_at").execute();
  await db.schema.alterTable("staff_users").dropColumn("last_sign_in_at").execute();
}
