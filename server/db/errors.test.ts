import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isUniqueViolation, unavailableReason, withDeadline } from "./errors.ts";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("unavailableReason", () => {
  it.each([
    [coded("SQLITE_BUSY"), "SQLITE_BUSY"],
    [coded("SQLITE_BUSY_SNAPSHOT"), "SQLITE_BUSY_SNAPSHOT"],
    [coded("SQLITE_READONLY_DBMOVED"), "SQLITE_READONLY_DBMOVED"],
    [coded("SQLITE_IOERR_FSYNC"), "SQLITE_IOERR_FSYNC"],
    [coded("SQLITE_FULL"), "SQLITE_FULL"],
    [coded("ECONNREFUSED"), "ECONNREFUSED"],
    [coded("57P01"), "57P01"],
    [coded("08006"), "08006"],
    [coded("53300"), "53300"],
    [coded("40001"), "40001"],
    [new Error("Connection terminated unexpectedly"), "connection"],
    [new Error("timeout exceeded when trying to connect"), "connection"],
    [new AggregateError([coded("ECONNREFUSED")]), "ECONNREFUSED"],
    [new DatabaseUnavailableError("deadline"), "deadline"],
  ])("%s means unavailable (%s)", (error, reason) => {
    expect(unavailableReason(error)).toBe(reason);
  });

  it.each([
    [coded("SQLITE_CONSTRAINT_UNIQUE")],
    [coded("SQLITE_ERROR")],
    [coded("42P01")],
    [coded("23505")],
    [new TypeError("x is undefined")],
    ["text"],
    [null],
  ])("%s is a defect, not unavailability", (error) => {
    expect(unavailableReason(error)).toBeUndefined();
  });
});

describe("isUniqueViolation", () => {
  it("knows both databases' codes", () => {
    expect(isUniqueViolation(coded("23505"))).toBe(true);
    expect(isUniqueViolation(coded("SQLITE_CONSTRAINT_UNIQUE"))).toBe(true);
    expect(isUniqueViolation(coded("SQLITE_BUSY"))).toBe(false);
  });
});

describe("withDeadline", () => {
  it("turns slowness and unavailability into DatabaseUnavailableError, and passes defects through", async () => {
    await expect(withDeadline(() => new Promise(() => {}), 20)).rejects.toMatchObject({
      name: "DatabaseUnavailableError",
      reason: "deadline",
    });
    await expect(withDeadline(() => Promise.reject(coded("SQLITE_BUSY")), 1000)).rejects.toMatchObject({
      reason: "SQLITE_BUSY",
    });
    await expect(withDeadline(() => Promise.reject(new TypeError("bug")), 1000)).rejects.toBeInstanceOf(
      TypeError,
    );
    await expect(withDeadline(() => Promise.resolve(42), 1000)).resolves.toBe(42);
  });
});
