/**
 * Staff authentication with better-auth (docs/decisions/0301-staff-auth-better-auth.md): accounts,
 * password hashing (scrypt, memory-hard), sessions in the database and the session cookie. The console's
 * routes call better-auth's server API (`auth.api.*`) from their own Fastify handlers; better-auth's
 * own HTTP handler is not mounted, so no endpoint exists that the console does not use (no sign-up, no
 * password reset by mail, no account linking).
 *
 * Sessions: a new token at every sign-in; idle expiry 8 hours (the expiry moves forward as the session
 * is used, at most every 5 minutes); absolute expiry 7 days from sign-in, enforced by `requireStaff`.
 */
import { betterAuth } from "better-auth";
import type { Database } from "../db/database.ts";
import { offices, passwordMaxLength, passwordMinLength, staffRoles } from "#contract/staff";
import { staffPasskeySession } from "./passkey-session.ts";

export const sessionIdleSeconds = 8 * 60 * 60;
export const sessionAbsoluteSeconds = 7 * 24 * 60 * 60;
/** How often at most a used session's idle expiry is moved forward (one write per this interval). */
const sessionUpdateSeconds = 5 * 60;

export const sessionCookieName = "staff.session_token";

export interface StaffAuthOptions {
  /** Signs the session cookie; at least 32 characters. */
  secret: string;
  /** Where better-auth's own errors go (the server's logger); silent when omitted. */
  logger?: { error: (details: object, message: string) => void } | undefined;
}

export function createStaffAuth(database: Database, options: StaffAuthOptions) {
  return betterAuth({
    appName: "Staff console",
    // Only the server API is used (no redirects, no mails from better-auth): any base URL will do, and
    // the Secure flag of the cookie is set per request by the routes (over HTTPS only).
    baseURL: "http://localhost",
    basePath: "/api/staff/auth",
    secret: options.secret,
    database: { db: database.kysely, type: database.dialect },
    telemetry: { enabled: false },
    logger: {
      level: "error",
      log: (_level, message) => options.logger?.error({ source: "better-auth" }, message),
    },
    // Sign-in attempts are limited by the console's own throttle (per IP and per account).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
    },
    user: {
      modelName: "staff_users",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: {
        role: { type: [...staffRoles], required: true, input: false },
        office: { type: [...offices], required: true, input: false },
        // Set by an admin (docs/staff-console.md); such a person has no session and cannot sign in.
        deactivatedAt: { type: "date", required: false, input: false, fieldName: "deactivated_at" },
      },
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    session: {
      modelName: "staff_sessions",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
      },
      expiresIn: sessionIdleSeconds,
      updateAge: sessionUpdateSeconds,
      cookieCache: { enabled: false },
    },
    account: {
      modelName: "staff_accounts",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      accountLinking: { enabled: false },
    },
    verification: {
      modelName: "staff_verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    // Passkeys are verified by our own routes (server/staff/passkey-routes.ts); this starts the session.
    plugins: [staffPasskeySession()],
    advanced: {
      cookiePrefix: "staff",
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // No raw IP addresses are stored (the sign-in throttle keeps its own keyed counters).
      ipAddress: { disableIpTracking: true },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
