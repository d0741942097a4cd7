/**
 * The language of the page an enquiry was sent from (docs/enquiries.md): `page_language`, `en` or `te`,
 * so staff know to call a family who wrote from the Telugu edition in Telugu. It is not the language
 * the person asked to be called in (`language`, 0008), which a call-back request chooses. Null for
 * enquiries received before it was recorded; every new enquiry has one (English when the client sent none).
 */
import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const languages = ["en", "te"];

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable("enquiries")
    .addColumn("page_language", "text", (c) =>
      c.check(sql`${sql.ref("page_language")} in (${sql.join(languages.map((value) => sql.lit(value)))})`),
    )
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("enquiries").dropColumn("page_language").execute();
}
