import { describe, expect, it } from "vitest";
import { createIdempotencyKeys, newUuid } from "./idempotency-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newUuid", () => {
  it("uses crypto.randomUUID when the context offers it", () => {
    expect(newUuid()).toMatch(UUID_V4);
  });

  it("builds a version 4 UUID from random bytes outside secure contexts", () => {
    const keys = new Set(
      Array.from({ length: 200 }, () =>
        newUuid({ getRandomValues: (array) => crypto.getRandomValues(array) }),
      ),
    );
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe("createIdempotencyKeys", () => {
  it("reuses the key while the body is the same (retry, double click)", () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor('{"a":1}');
    expect(first).toMatch(UUID_V4);
    expect(keys.keyFor('{"a":1}')).toBe(first);
  });

  it("makes a new key when the filled form changed", () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor('{"a":1}');
    expect(keys.keyFor('{"a":2}')).not.toBe(first);
  });

  it("makes a new key after a success, even for the same body", () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor('{"a":1}');
    keys.renew();
    expect(keys.keyFor('{"a":1}')).not.toBe(first);
  });
});
