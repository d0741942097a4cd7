/**
 * The sign-in throttle's rules with a clock of its own (the staff API suite tests them from outside):
 * counted per account and address, with a looser count per address that a person's own success
 * clears; forgotten after an hour, and the forgotten rows deleted.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database.ts";
import { accountAddressPolicy, addressPolicy, createSignInThrottle, delayAfter } from "./sign-in-throttle.ts";

let database: Database;
let clock = Date.parse("2030-01-01T00:00:00Z");
const advance = (seconds: number) => (clock += seconds * 1000);

beforeAll(async () => {
  database = await openDatabase({
    dataDir: await mkdtemp(join(tmpdir(), "throttle-")),
    databaseUrl: undefined,
  });
});
afterAll(async () => {
  await database?.close();
});

const throttle = () => createSignInThrottle(database, { secret: "s".repeat(32), now: () => new Date(clock) });

async function fail(t: ReturnType<typeof throttle>, ip: string, account: string, times: number) {
  for (let i = 0; i < times; i++) await t.recordFailure(ip, account);
}

describe("the sign-in throttle", () => {
  it("slows one account from one address after its free failures, and nobody else", async () => {
    const t = throttle();
    await fail(t, "198.51.100.1", "asha@example.com", accountAddressPolicy.freeFailures);
    expect(await t.waitSeconds("198.51.100.1", "asha@example.com")).toBe(0);
    await t.recordFailure("198.51.100.1", "asha@example.com");
    expect(await t.waitSeconds("198.51.100.1", "asha@example.com")).toBe(2);
    // The person from elsewhere, and another account from the same address, are not slowed.
    expect(await t.waitSeconds("203.0.113.9", "asha@example.com")).toBe(0);
    expect(await t.waitSeconds("198.51.100.1", "gopi@example.com")).toBe(0);
    // A whole IPv6 /64 counts as one address; the email's case does not matter.
    await fail(t, "2001:db8:1:2::1", "hema@example.com", accountAddressPolicy.freeFailures + 1);
    expect(await t.waitSeconds("2001:db8:1:2:ffff::7", "HEMA@example.com")).toBe(2);
  });

  it("slows an address that tries many accounts, and forgives a person's typos once they sign in", async () => {
    const t = throttle();
    const office = "198.51.100.2";
    // Many people at one office address mistype, then sign in: the address is never slowed.
    for (let person = 0; person < addressPolicy.freeFailures; person++) {
      await fail(t, office, `person${person}@example.com`, 4);
      expect(await t.waitSeconds(office, `person${person}@example.com`)).toBe(0);
      await t.recordSuccess(office, `person${person}@example.com`);
    }
    expect(await t.waitSeconds(office, "next@example.com")).toBe(0);

    // One address trying many accounts without success is slowed for every account.
    const prober = "198.51.100.3";
    for (let account = 0; account <= addressPolicy.freeFailures; account++)
      await t.recordFailure(prober, `guess${account}@example.com`);
    expect(await t.waitSeconds(prober, "anyone@example.com")).toBe(2);
    // A success with another account does not clear the prober's failures on the others.
    await t.recordSuccess(prober, "own@example.com");
    expect(await t.waitSeconds(prober, "anyone@example.com")).toBe(2);
  });

  it("clears an account's count from an address at its success", async () => {
    const t = throttle();
    await fail(t, "198.51.100.4", "tara@example.com", accountAddressPolicy.freeFailures);
    await t.recordSuccess("198.51.100.4", "tara@example.com");
    await fail(t, "198.51.100.4", "tara@example.com", accountAddressPolicy.freeFailures);
    expect(await t.waitSeconds("198.51.100.4", "tara@example.com")).toBe(0);
  });

  it("forgets failures after an hour and deletes the rows", async () => {
    const t = throttle();
    await fail(t, "198.51.100.5", "old@example.com", accountAddressPolicy.freeFailures + 1);
    advance(accountAddressPolicy.forgetAfterSeconds + 120);
    await t.recordFailure("198.51.100.6", "new@example.com");
    const rows = await database.kysely.selectFrom("staff_sign_in_failures").selectAll().execute();
    // Only the last failure's two keys remain: every older row was an hour old.
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toMatch(/198\.51|@example/);
  });

  it("grows the delay to at most 15 minutes", () => {
    expect(delayAfter(accountAddressPolicy.freeFailures, accountAddressPolicy)).toBe(0);
    expect(delayAfter(accountAddressPolicy.freeFailures + 3, accountAddressPolicy)).toBe(8);
    expect(delayAfter(1000, accountAddressPolicy)).toBe(900);
  });
});
