import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { createEnquiryRepository } from "./enquiry-repository.ts";
import {
  manualClock,
  sampleEnquiry,
  tempDatabase,
  type TempDatabase,
} from "../test-support/enquiry-fixtures.ts";
import { csvByteOrderMark, csvRecord, parseSince, safeCell } from "../lib/csv.ts";
import { exportCsv, parseArguments, UsageError } from "./leads-cli.ts";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..", "..");

/** A small RFC 4180 reader (quoted fields, doubled quotes, CRLF inside quotes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += char;
  }
  return records;
}

describe("safeCell", () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["  =1", "'  =1"],
    ["＝1", "'＝1"],
    ["Lakshmi", "Lakshmi"],
    ["O'Brien", "O'Brien"],
    ["98765 43210", "98765 43210"],
    ["", ""],
  ])("%j becomes %j", (input, expected) => {
    expect(safeCell(input)).toBe(expected);
  });
});

describe("csvRecord", () => {
  it("quotes every field, doubles quotes, keeps line breaks inside quotes, ends with CRLF", () => {
    expect(csvRecord(['say "hi"', "a,b", "line1\nline2", null])).toBe(
      '"say ""hi""","a,b","line1\nline2",""\r\n',
    );
  });
});

describe("parseSince", () => {
  it("reads a plain date as midnight India time, and ISO date-times as given", () => {
    expect(parseSince("2025-03-01")?.toISOString()).toBe("2025-02-28T18:30:00.000Z");
    expect(parseSince("2025-03-01T09:30:00Z")?.toISOString()).toBe("2025-03-01T09:30:00.000Z");
    expect(parseSince("2025-03-01T09:30+05:30")?.toISOString()).toBe("2025-03-01T04:00:00.000Z");
  });

  it.each(["yesterday", "2025-02-30", "01/03/2025", "2025-03-01T09:30", ""])("refuses %j", (value) => {
    expect(parseSince(value)).toBeUndefined();
  });
});

describe("parseArguments", () => {
  it("reads export options", () => {
    expect(parseArguments(["export", "--csv"])).toEqual({
      name: "export",
      since: undefined,
      bom: true,
      out: undefined,
    });
    expect(parseArguments(["export", "--csv", "--no-bom"])).toMatchObject({ bom: false });
    expect(parseArguments(["export", "--csv", "--out", "leads.csv"])).toMatchObject({ out: "leads.csv" });
    expect(parseArguments(["export", "--csv", "--out=leads.csv"])).toMatchObject({ out: "leads.csv" });
    expect(parseArguments(["export", "--csv", "--since", "2025-03-01", "--bom"])).toMatchObject({
      name: "export",
      bom: true,
      since: new Date("2025-02-28T18:30:00.000Z"),
    });
    expect(parseArguments(["export", "--since=2025-03-01T00:00:00Z", "--csv"])).toMatchObject({
      since: new Date("2025-03-01T00:00:00.000Z"),
    });
    expect(parseArguments([])).toEqual({ name: "help" });
    expect(parseArguments(["retry-dead"])).toEqual({ name: "retry-dead" });
  });

  it.each([
    [["export"]],
    [["export", "--csv", "--since"]],
    [["export", "--csv", "--since", "soon"]],
    [["import"]],
    [["export", "--csv", "--json"]],
  ])("refuses %j with a usage error", (args) => {
    expect(() => parseArguments(args)).toThrow(UsageError);
  });
});

describe("visitor text on a staff terminal", () => {
  let temp: TempDatabase;

  afterEach(async () => {
    await temp.remove();
  });

  it("never reaches the terminal raw: escape sequences in the CSV and the messages are made visible", async () => {
    temp = await tempDatabase();
    // Stored before the contract refused control characters (or by another tool).
    await createEnquiryRepository(temp.database).store(
      sampleEnquiry({
        firstName: "Eve\u001b]0;owned\u0007",
        lastName: "\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\",
        comments: "line one\r\nline two\u009b31m\rover",
      }),
    );
    const env = { ...process.env, DATA_DIR: temp.dataDir, DATABASE_URL: "" };
    const cli = join(root, "server/enquiries/leads-cli.ts");
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", cli, "export", "--csv"], {
      env,
      cwd: root,
    });
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;
    expect(stdout).not.toMatch(controls);
    expect(stderr).not.toMatch(controls);
    const [, record] = parseCsv(stdout);
    expect(record?.[2]).toBe("Eve[U+001B]]0;owned[U+0007]");
    expect(record?.[3]).toContain("[U+001B]]8;;https://evil.example");
    expect(record?.[6]).toBe("line one\r\nline two[U+009B]31m[U+000D]over");

    const unknown = await run(process.execPath, ["--import", "tsx", cli, "\u001b]0;x\u0007"], {
      env,
      cwd: root,
    }).catch((error: { stderr: string }) => error);
    expect(unknown.stderr).toContain("[U+001B]");
    expect(unknown.stderr).not.toMatch(controls);
  }, 30_000);

  it("reports pending and dead staff mail in `status`", async () => {
    temp = await tempDatabase();
    await createEnquiryRepository(temp.database).store(sampleEnquiry());
    const env = { ...process.env, DATA_DIR: temp.dataDir, DATABASE_URL: "" };
    const cli = join(root, "server/enquiries/leads-cli.ts");
    const { stdout } = await run(process.execPath, ["--import", "tsx", cli, "status"], { env, cwd: root });
    expect(stdout).toContain("Staff mail: 1 pending, 0 sent, 0 dead.");
    expect(stdout).toMatch(/oldest pending mail has waited since \d{4}-\d\d-\d\dT/);
  }, 30_000);
});

describe("exporting enquiries", () => {
  let temp: TempDatabase;

  afterEach(async () => {
    await temp.remove();
  });

  it("writes every enquiry, oldest first, safe against formula injection, from a date on", async () => {
    temp = await tempDatabase();
    const clock = manualClock(new Date("2025-03-01T10:00:00.000Z"));
    const enquiries = createEnquiryRepository(temp.database, { now: clock.now });
    await enquiries.store(
      sampleEnquiry({ firstName: "=cmd|' /C calc'!A0", comments: 'He said "call me",\nafter 5' }),
    );
    clock.advance(86_400_000);
    await enquiries.store(
      sampleEnquiry({
        firstName: "సాయి",
        kind: "contact",
        comments: undefined,
        context: undefined,
        pageLanguage: "te",
        office: "vijayawada",
      }),
    );

    const chunks: string[] = [];
    const output = { write: async (chunk: string) => void chunks.push(chunk) };
    expect(await exportCsv(temp.database, { bom: true }, output)).toBe(2);
    const text = chunks.join("");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const records = parseCsv(text.slice(1));
    expect(records[0]?.slice(0, 6)).toEqual([
      "Received (UTC)",
      "Form",
      "First name",
      "Last name",
      "Email",
      "Phone",
    ]);
    expect(records).toHaveLength(3);
    expect(records[1]).toEqual([
      "2025-03-01T10:00:00.000Z",
      "service",
      "'=cmd|' /C calc'!A0",
      "Prasanna",
      "lakshmi@example.in",
      "'+91 98765 43210",
      'He said "call me",\nafter 5',
      "/services",
      "https://www.google.com/",
      "google",
      "",
      "",
      "",
      "",
      "pending",
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(records[2]?.slice(0, 3)).toEqual(["2025-03-02T10:00:00.000Z", "contact", "సాయి"]);
    expect(records[0]?.slice(-2)).toEqual(["Page language", "Nearest office"]);
    expect(records[2]?.slice(-2)).toEqual(["Telugu", "Vijayawada"]);

    chunks.length = 0;
    expect(
      await exportCsv(temp.database, { since: new Date("2025-03-02T00:00:00.000Z"), bom: false }, output),
    ).toBe(1);
    expect(chunks.join("").startsWith('"Received (UTC)"')).toBe(true);
    expect(parseCsv(chunks.join(""))).toHaveLength(2);
  });

  it("runs as `npm run leads -- export --csv` on the server's DATA_DIR", async () => {
    temp = await tempDatabase();
    await createEnquiryRepository(temp.database).store(sampleEnquiry());
    const env = { ...process.env, DATA_DIR: temp.dataDir, DATABASE_URL: "" };
    const { stdout, stderr } = await run(
      process.execPath,
      [
        "--import",
        "tsx",
        join(root, "server/enquiries/leads-cli.ts"),
        "export",
        "--csv",
        "--since",
        "2000-01-01",
      ],
      { env, cwd: root },
    );
    // A UTF-8 byte order mark first, without being asked: Excel then shows Telugu names as written.
    expect(stdout.startsWith(csvByteOrderMark)).toBe(true);
    const records = parseCsv(stdout.slice(1));
    expect(records).toHaveLength(2);
    expect(records[1]?.[2]).toBe("Lakshmi");
    expect(stderr).toContain("1 enquiries exported");

    const file = join(temp.dataDir, "export.csv");
    await run(
      process.execPath,
      ["--import", "tsx", join(root, "server/enquiries/leads-cli.ts"), "export", "--csv", "--out", file],
      {
        env,
        cwd: root,
      },
    );
    expect(parseCsv(readFileSync(file, "utf8").replace(/^\uFEFF/, ""))).toHaveLength(2);
    expect(readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const failed = await run(
      process.execPath,
      ["--import", "tsx", join(root, "server/enquiries/leads-cli.ts"), "export"],
      {
        env,
        cwd: root,
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining("export needs --csv") });
  }, 30_000);
});
