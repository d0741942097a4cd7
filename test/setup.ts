// Shared setup of the unit tests: a test that logs console.error fails (the error is almost
// always a real React or library warning that the test would otherwise hide).
import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(" ");
    throw new Error(`console.error was called ${errors.length} time(s); first: ${first}`);
  }
});
