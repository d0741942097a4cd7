/** The console's rule for trying a failed read again (docs/staff-console.md, "The console's reads"). */
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiFailure, readRetries, shouldRetry } from "./api";

const failure = (status: number) => new ApiFailure(status, { message: `answered ${status}` });

describe("shouldRetry", () => {
  it.each([400, 401, 403, 404, 409, 429])("does not try a %i again", (status) => {
    expect(shouldRetry(0, failure(status))).toBe(false);
  });

  it.each([0, 500, 502, 503])("tries a %i again, at most twice", (status) => {
    expect(shouldRetry(0, failure(status))).toBe(true);
    expect(shouldRetry(readRetries - 1, failure(status))).toBe(true);
    expect(shouldRetry(readRetries, failure(status))).toBe(false);
  });

  it("tries an unexpected error again", () => {
    expect(shouldRetry(0, new TypeError("failed to parse"))).toBe(true);
  });

  it("as TanStack Query's retry: one request for a 404, three for a 503", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay: 0 } } });
    const calls = async (status: number) => {
      let count = 0;
      await expect(
        client.fetchQuery({
          queryKey: ["status", status],
          queryFn: () => {
            count += 1;
            return Promise.reject(failure(status));
          },
        }),
      ).rejects.toBeInstanceOf(ApiFailure);
      return count;
    };
    expect(await calls(404)).toBe(1);
    expect(await calls(503)).toBe(1 + readRetries);
    client.clear();
  });
});
