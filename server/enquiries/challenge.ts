/**
 * The proof-of-work challenge a browser may have to solve before its enquiry is stored while the site is
 * under a flood (docs/enquiries.md, "Floods"). ALTCHA, self-hosted: `altcha-lib` makes and checks the
 * challenges here, the `altcha` widget solves them in the browser; no third-party service is called and
 * nothing about the visitor is kept. The widget's payload (base64 JSON of the challenge and its solution)
 * comes in the `altcha` header (`challengeHeader` in contract/enquiry-fields.ts). A solution is accepted
 * once (replays are refused) and only before its challenge expires.
 */
import { createChallenge, randomInt, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CappedMap, deriveHmacKeySecret } from "altcha-lib/frameworks/fastify";
import { verify } from "altcha-lib/frameworks/shared";

/**
 * PBKDF2 with 1,000 iterations per attempt and the answer among 2,000 to 5,000 attempts: about a second
 * of a phone's time, and the same for every enquiry a flooding script would send.
 */
const algorithm = "PBKDF2/SHA-256";
const cost = 1_000;
const counterRange = [2_000, 5_000] as const;
/** How long a challenge may be solved and used. */
export const challengeLifetimeMs = 10 * 60_000;
/** Solutions remembered to refuse their replay; each cost its sender a solved challenge. */
const usedMax = 100_000;

export interface EnquiryChallenges {
  /** A new signed challenge, for the widget. */
  create(): Promise<Challenge>;
  /** True for the widget's payload of a challenge of ours, solved, unexpired and not used before. */
  verify(payload: string | undefined): Promise<boolean>;
}

export async function createEnquiryChallenges(
  secret: string,
  now: () => number = Date.now,
): Promise<EnquiryChallenges> {
  const keySecret = await deriveHmacKeySecret(secret);
  const used = new CappedMap<string, boolean>({ maxSize: usedMax });
  return {
    create: () =>
      createChallenge({
        algorithm,
        cost,
        counter: randomInt(counterRange[1], counterRange[0]),
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(now() + challengeLifetimeMs),
      }),
    verify: async (payload) => {
      if (!payload || payload.length > 4096) return false;
      const result = await verify(payload, deriveKey, secret, keySecret, used);
      return result.error === null;
    },
  };
}
