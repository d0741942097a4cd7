/**
 * Passkeys for staff (docs/staff-console.md, docs/decisions/0301-staff-auth-better-auth.md), with
 * @simplewebauthn/server: a signed-in person adds passkeys to their account, lists and removes them; on
 * the sign-in page anyone can sign in with a passkey instead of a password. The relying party is the
 * console's own origin (SITE_ORIGIN, else the request's), its id that origin's host name.
 *
 * Challenges are random, single use and valid for five minutes, and there are never many of them
 * (passkey-challenges.ts). A verified passkey sign-in starts the same session as a password sign-in (new token, 8 h idle,
 * 7 days absolute) through staffPasskeySession; deactivated accounts are refused like a wrong password.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  enquiryIdParams,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  passkeyTexts,
  staffApiBase,
  type PasskeyInfo,
  type SignedIn,
  type StaffApiError,
} from "#contract/staff";
import { forwardCookies, noSession, notFound, requireStaff, webHeaders } from "./access.ts";

/** The console's origin and the relying party id WebAuthn binds passkeys to. */
function relyingParty(request: FastifyRequest, siteOrigin: string | undefined) {
  const origin = siteOrigin ?? `${request.protocol}://${request.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

const toBase64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

export default async function passkeyRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { auth, throttle, people, challenges } = app.staff;
  const { kysely } = app.database;
  const signInRateLimit = app.rateLimit({ max: 30, timeWindow: 60_000 });

  async function passkeysOf(userId: string): Promise<PasskeyInfo[]> {
    const rows = await kysely
      .selectFrom("staff_passkeys")
      .select(["id", "name", "created_at", "last_used_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }));
  }

  app.get(`${staffApiBase}/passkeys`, async (request, reply) => {
    const user = await requireStaff(request, reply);
    return { passkeys: await passkeysOf(user.id) };
  });

  app.post(`${staffApiBase}/passkeys/registration-options`, async (request, reply) => {
    const user = await requireStaff(request, reply);
    const { rpID } = relyingParty(request, app.config.siteOrigin);
    const existing = await kysely
      .selectFrom("staff_passkeys")
      .select(["id", "transports"])
      .where("user_id", "=", user.id)
      .execute();
    const options = await generateRegistrationOptions({
      rpName: "Staff console",
      rpID,
      userName: user.email,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(user.id),
      attestationType: "none",
      excludeCredentials: existing.map((row) => ({
        id: row.id,
        transports: JSON.parse(row.transports) as string[],
      })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    await challenges.issueRegistration(user.id, options.challenge);
    return options;
  });

  app.post(
    `${staffApiBase}/passkeys`,
    { schema: { body: passkeyRegistrationSchema } },
    async (request, reply) => {
      const user = await requireStaff(request, reply);
      const { origin, rpID } = relyingParty(request, app.config.siteOrigin);
      const challenge = await challenges.takeRegistration(user.id);
      const failed = () => {
        const body: StaffApiError = { message: passkeyTexts.registrationFailed };
        return reply.code(400).send(body);
      };
      if (!challenge) return failed();
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: request.body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch (error) {
        request.log.info({ err: error }, "Passkey registration refused");
        return failed();
      }
      if (!verification.verified) return failed();
      const { credential } = verification.registrationInfo;
      const now = new Date().toISOString();
      await kysely
        .insertInto("staff_passkeys")
        .values({
          id: credential.id,
          user_id: user.id,
          public_key: toBase64url(credential.publicKey),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name: request.body.name || `Passkey added ${now.slice(0, 10)}`,
          created_at: now,
          last_used_at: null,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return reply.code(201).send({ passkeys: await passkeysOf(user.id) });
    },
  );

  app.delete(
    `${staffApiBase}/passkeys/:id`,
    { schema: { params: enquiryIdParams } },
    async (request, reply) => {
      const user = await requireStaff(request, reply);
      // Only one's own passkeys: another person's id answers 404, as a missing one does.
      const result = await kysely
        .deleteFrom("staff_passkeys")
        .where("id", "=", request.params.id)
        .where("user_id", "=", user.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return reply.code(204).send();
    },
  );

  app.post(
    `${staffApiBase}/passkeys/authentication-options`,
    { onRequest: signInRateLimit, config: noSession },
    async (request) => {
      const { rpID } = relyingParty(request, app.config.siteOrigin);
      // Discoverable credentials: the authenticator offers the person's passkeys, no email needed.
      const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
      const challengeId = await challenges.issueSignIn(request.ip, options.challenge);
      return { challengeId, options };
    },
  );

  app.post(
    `${staffApiBase}/passkeys/session`,
    { schema: { body: passkeySignInSchema }, onRequest: signInRateLimit, config: noSession },
    async (request, reply) => {
      const { challengeId, response } = request.body;
      const ip = request.ip;
      const key = `passkey:${response.id}`;
      const refuse = async () => {
        await throttle.recordFailure(ip, key);
        const body: StaffApiError = { message: passkeyTexts.signInFailed };
        return reply.code(401).send(body);
      };
      const wait = await throttle.waitSeconds(ip, key);
      if (wait > 0) {
        return reply
          .code(429)
          .header("retry-after", String(wait))
          .send({ message: passkeyTexts.signInFailed } satisfies StaffApiError);
      }
      const challenge = await challenges.takeSignIn(challengeId);
      const stored = await kysely
        .selectFrom("staff_passkeys")
        .selectAll()
        .where("id", "=", response.id)
        .executeTakeFirst();
      if (!challenge || !stored) return refuse();
      const { origin, rpID } = relyingParty(request, app.config.siteOrigin);
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: stored.id,
            publicKey: fromBase64url(stored.public_key),
            counter: Number(stored.counter),
            transports: JSON.parse(stored.transports) as string[],
          },
          requireUserVerification: false,
        });
      } catch (error) {
        request.log.info({ err: error }, "Passkey sign-in refused");
        return refuse();
      }
      if (!verification.verified) return refuse();
      const person = await people.findById(stored.user_id);
      if (!person || person.deactivated) return refuse();

      await kysely
        .updateTable("staff_passkeys")
        .set({
          counter: verification.authenticationInfo.newCounter,
          last_used_at: new Date().toISOString(),
        })
        .where("id", "=", stored.id)
        .execute();
      const result = await auth.api.startVerifiedPasskeySession({
        body: { userId: person.id },
        headers: webHeaders(request),
        returnHeaders: true,
      });
      forwardCookies(request, reply, result.headers);
      await throttle.recordSuccess(ip, key);
      await people.recordSignIn(person.id);
      request.log.info({ staffUserId: person.id }, "Staff signed in with a passkey");
      const body: SignedIn = {
        user: {
          id: person.id,
          name: person.name,
          email: person.email,
          role: person.role,
          office: person.office,
        },
      };
      return body;
    },
  );
}
