import { describe, expect, it } from "vitest";
import { findPostgresBinaries } from "./postgres.ts";

describe("findPostgresBinaries", () => {
  it("fails with a message saying what to install when there are no server binaries", () => {
    expect(() => findPostgresBinaries({ debianRoot: "/nonexistent", path: "" })).toThrow(
      /PostgreSQL server binaries not found.*apt-get install postgresql/,
    );
  });

  it("finds the installed binaries here (CI installs the postgresql package)", () => {
    expect(findPostgresBinaries()).toMatch(/\/(bin)$/);
  });
});
