/**
 * The case rows of new enquiries (server/db/case-rows.ts), run on SQLite (case-rows.test.ts), where the
 * group commit writes them at its end, and on PostgreSQL (case-rows.postgres.test.ts), where a trigger
 * writes them: the same rows either way, and enquiries of one sender that arrive together still see each
 * other (the duplicate lookup, the sender's limit, routing).
 */
import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import {
  manualClock,
  sampleEnquiry,
  tempDatabase,
  type TempDatabase,
} from "../test-support/enquiry-fixtures.ts";
import { createEnquiryRepository, SenderLimitError } from "./enquiry-repository.ts";

interface CaseRow {
  enquiry_id: string;
  received_at: string;
  status: string;
  phone_digits: string;
  phone_key: string;
  email_key: string;
  office: string | null;
  kind: string | null;
  page: string | null;
  utm_source: string | null;
  from_referrer: number | boolean | null;
  name_key: string | null;
  source_key: string | null;
}

export function caseRowsSuite(options: { databaseUrl: () => Promise<string | undefined> }) {
  let temp: TempDatabase;

  afterEach(async () => {
    await temp?.remove();
  });

  const caseRows = async () => {
    const { rows } = await sql<CaseRow>`
      select enquiry_id, received_at, status, phone_digits, phone_key, email_key, office, kind, page,
             utm_source, from_referrer, name_key, source_key
      from enquiry_cases order by received_at, enquiry_id`.execute(temp.database.kysely);
    return rows;
  };
  const countOf = async (table: "enquiries" | "enquiry_cases") => {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      temp.database.kysely,
    );
    return Number(rows[0]?.n);
  };

  it("gives every stored enquiry its case row with its keys, and none to a write that failed", async () => {
    temp = await tempDatabase(await options.databaseUrl());
    const clock = manualClock();
    const enquiries = createEnquiryRepository(temp.database, { now: clock.now });
    const results = await Promise.allSettled([
      enquiries.store(
        sampleEnquiry({
          firstName: "Ravi",
          lastName: "Teja",
          email: "Ravi.Teja@Example.IN",
          phone: "+91 (98480) 22-338",
          context: { page: "/contact", referrer: "https://news.example/", utm: { source: "Google" } },
        }),
      ),
      enquiries.store(
        sampleEnquiry({
          kind: "callback",
          firstName: "Sita",
          lastName: undefined,
          email: undefined,
          phone: "9848022339",
          comments: undefined,
          context: { page: "/te/contact" },
        }),
      ),
      enquiries.store(sampleEnquiry({ idempotencyKey: "same-key" })),
      enquiries.store(sampleEnquiry({ idempotencyKey: "same-key", firstName: "Other" })),
    ]);
    // One of the two with the same key and another body is refused (which one depends on their order).
    expect(results.map((result) => result.status).sort()).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
    ]);
    expect(await countOf("enquiries")).toBe(3);
    const rows = await caseRows();
    expect(rows).toHaveLength(3);
    const ravi = rows.find((row) => row.name_key === "ravi teja");
    expect(ravi).toMatchObject({
      received_at: "2025-03-01T10:00:00.000Z",
      status: "new",
      phone_digits: "919848022338",
      phone_key: "9848022338",
      email_key: "ravi.teja@example.in",
      kind: "service",
      page: "/contact",
      utm_source: "Google",
      source_key: "google\nhttps://news.example/\n/contact",
    });
    expect(Boolean(ravi?.from_referrer)).toBe(true);
    const sita = rows.find((row) => row.name_key === "sita");
    expect(sita).toMatchObject({
      phone_key: "9848022339",
      email_key: "",
      kind: "callback",
      page: "/te/contact",
    });
    expect(Boolean(sita?.from_referrer)).toBe(false);
  });

  it("lets enquiries of one sender that arrive together see each other: duplicates, the sender's limit", async () => {
    temp = await tempDatabase(await options.databaseUrl());
    const clock = manualClock();
    const enquiries = createEnquiryRepository(temp.database, {
      now: clock.now,
      duplicateWindowMs: 600_000,
      senderDailyLimit: 2,
    });
    // Other senders around them, so that the group holds more than the one sender.
    const others = Array.from({ length: 10 }, (_, i) =>
      enquiries.store(sampleEnquiry({ email: `other${i}@example.in`, phone: `+91 90000 0000${i}` })),
    );
    const same = Array.from({ length: 3 }, () => enquiries.store(sampleEnquiry()));
    const [first, second, third] = await Promise.allSettled(same);
    await Promise.all(others);
    expect(first).toMatchObject({ status: "fulfilled", value: { status: "created" } });
    const firstId = first?.status === "fulfilled" ? first.value.enquiry.id : "";
    expect(second).toMatchObject({
      status: "fulfilled",
      value: { status: "created", enquiry: { duplicateOf: firstId } },
    });
    expect(third).toMatchObject({ status: "rejected", reason: expect.any(SenderLimitError) });
    // The same phone written another way is the same sender too.
    await expect(enquiries.store(sampleEnquiry({ email: undefined, phone: "098765 43210" }))).rejects.toThrow(
      SenderLimitError,
    );
    expect(await countOf("enquiries")).toBe(12);
    expect(await countOf("enquiry_cases")).toBe(12);
  });

  it("routes an enquiry of a group to its office (its case row there at once)", async () => {
    temp = await tempDatabase(await options.databaseUrl());
    const enquiries = createEnquiryRepository(temp.database, { now: manualClock().now });
    const stored = await Promise.all([
      enquiries.store(sampleEnquiry({ email: "a@example.in", phone: "9000000001", office: "vijayawada" })),
      enquiries.store(sampleEnquiry({ email: "b@example.in", phone: "9000000002" })),
      enquiries.store(sampleEnquiry({ email: "c@example.in", phone: "9000000003", office: "guntur" })),
    ]);
    const rows = await caseRows();
    const officeOf = (id: string) => rows.find((row) => row.enquiry_id === id)?.office;
    expect(stored.map((result) => officeOf(result.enquiry.id))).toEqual(["vijayawada", null, "guntur"]);
  });
}
