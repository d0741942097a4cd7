/**
 * The console's case row of a new enquiry (`enquiry_cases`, docs/staff-console.md, "Data").
 *
 * On PostgreSQL the insert trigger of the enquiries table writes it (migration 0008), as before. On SQLite
 * that trigger is gone (migration 0022): the code that stores enquiries writes their case rows itself with
 * `writeCaseRows`, one statement for every enquiry of a group commit, at the end of the group's
 * transaction (server/enquiries/enquiry-repository.ts). The case row is committed with its enquiry, so no
 * reader ever sees an enquiry without one; one statement for the group costs SQLite far less than a
 * trigger run inside each enquiry's savepoint (docs/benchmarks.md, "API").
 *
 * The row is the one migration 0008's trigger wrote: the phone's digits without the punctuation people
 * type and their last ten (`phone_key`), the email in lower case ('' without one), the name and the
 * source in lower case for the search, and copies of the enquiry's kind, page and UTM source. Every
 * trigger on `enquiry_cases` itself (kept counts, day versions, search rows, alerts) fires as before.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

/** Characters people type in phone numbers, removed to match on digits (as migration 0008 removes them). */
const PHONE_PUNCTUATION = [" ", "-", "+", "(", ")", ".", "/"] as const;

/** Every one of them, for one pass over a string (the same as removing each in turn). */
const PHONE_PUNCTUATION_ANYWHERE = new RegExp(
  `[${PHONE_PUNCTUATION.map((char) => `\\${char}`).join("")}]`,
  "g",
);

const digits = PHONE_PUNCTUATION.reduce((inner, char) => `replace(${inner}, '${char}', '')`, "e.phone");

/** The case row of enquiry `e`, column for column as migration 0008's trigger wrote it. */
export const caseRowColumns =
  "enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at, kind, page, utm_source, from_referrer, name_key, source_key";
export const caseRowValues =
  `e.id, e.created_at, 'new', ${digits}, substr(${digits}, -10), lower(coalesce(e.email, '')), e.created_at, ` +
  `e.kind, e.page, e.utm_source, case when e.referrer is null then 0 else 1 end, ` +
  `lower(e.first_name || coalesce(' ' || e.last_name, '')), ` +
  `lower(coalesce(e.utm_source, '') || char(10) || coalesce(e.referrer, '') || char(10) || coalesce(e.page, ''))`;

function isPostgres(db: Kysely<DatabaseSchema>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Writes the case rows of the enquiries `ids` that have none yet, in the order they were stored (SQLite;
 * on PostgreSQL the trigger has written them already, and this does nothing). An id whose enquiry is not
 * there (a write rolled back) is skipped. Run it in the transaction that stored them.
 */
export async function writeCaseRows(db: Kysely<DatabaseSchema>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0 || isPostgres(db)) return;
  await sql`insert into enquiry_cases (${sql.raw(caseRowColumns)})
    select ${sql.raw(caseRowValues)} from enquiries e
    where e.id in (select value from json_each(${JSON.stringify(ids)}))
      and not exists (select 1 from enquiry_cases c where c.enquiry_id = e.id)
    order by e.rowid`.execute(db);
}

/**
 * The keys a case row of this email and phone gets on SQLite (`email_key`, `phone_key`), computed as
 * `caseRowValues` computes them: `lower` of SQLite folds ASCII letters only. `exact` is false when the
 * values hold characters whose treatment is not worth copying (anything beyond ASCII): a caller that
 * needs to know whether two rows share a key must then assume they may.
 */
export function caseRowKeys(
  email: string | null,
  phone: string,
): { emailKey: string; phoneKey: string; exact: boolean } {
  const emailKey = (email ?? "").replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const phoneDigits = phone.replace(PHONE_PUNCTUATION_ANYWHERE, "");
  // eslint-disable-next-line no-control-regex -- the ASCII range itself is what is tested
  const exact = /^[\x00-\x7f]*$/.test(emailKey) && /^[\x00-\x7f]*$/.test(phoneDigits);
  return { emailKey, phoneKey: phoneDigits.slice(-10), exact };
}
