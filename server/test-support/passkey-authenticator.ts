/**
 * A software passkey for tests: an ES256 key pair, its public key as WebAuthn stores it (COSE), and
 * signed answers to sign-in challenges, as an authenticator would give them to the browser.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");

export interface TestPasskey {
  /** The credential id (base64url). */
  id: string;
  /** The COSE public key (base64url), as `staff_passkeys.public_key` holds it. */
  publicKey: string;
  /** An authentication response to `challenge` for the relying party `origin`. */
  answer(challenge: string, origin: string): Record<string, unknown>;
}

export function createTestPasskey(): TestPasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const x = Buffer.from(jwk.x ?? "", "base64url");
  const y = Buffer.from(jwk.y ?? "", "base64url");
  // CBOR map {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
  const id = b64url(randomBytes(16));
  return {
    id,
    publicKey: b64url(cose),
    answer(challenge, origin) {
      const rpIdHash = createHash("sha256").update(new URL(origin).hostname).digest();
      // Flags: user present; signature counter 0 (an authenticator that keeps none).
      const authenticatorData = Buffer.concat([rpIdHash, Buffer.from([0x01, 0, 0, 0, 0])]);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }),
      );
      const signed = Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(sign("sha256", signed, privateKey)),
        },
        clientExtensionResults: {},
      };
    },
  };
}
