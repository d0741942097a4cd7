/**
 * Idempotency keys of the enquiry forms (docs/decisions/0203-idempotency-keys.md): a UUID made once per
 * filled form. Sending the same body again (a retry, a double click) reuses the key, so the API stores the
 * enquiry once; a changed form gets a new key (the API answers 422 to one key with two bodies); a success
 * starts afresh.
 */

/** A random version 4 UUID; `crypto.randomUUID` exists only in secure contexts, so fall back. */
export function newUuid(
  cryptoImpl: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto,
): string {
  if (typeof cryptoImpl.randomUUID === "function") return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface IdempotencyKeys {
  /** The key for this body: the previous key when the body is unchanged, else a new one. */
  keyFor(body: string): string;
  /** Forgets the key after a success, so the next enquiry gets its own. */
  renew(): void;
}

export function createIdempotencyKeys(makeKey: () => string = () => newUuid()): IdempotencyKeys {
  let current: { key: string; body: string } | undefined;
  return {
    keyFor(body) {
      if (current?.body !== body) current = { key: makeKey(), body };
      return current.key;
    },
    renew() {
      current = undefined;
    },
  };
}
