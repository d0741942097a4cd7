/**
 * A better-auth plugin with one server-side endpoint: start a session for a person whose passkey the
 * server has just verified (server/staff/passkey-routes.ts). It creates the session and sets the cookie
 * exactly as a password sign-in does (same token, lengths and cookie flags). better-auth's HTTP handler
 * is not mounted (docs/decisions/0301-staff-auth-better-auth.md), so no request can reach it directly.
 */
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

export const staffPasskeySession = () =>
  ({
    id: "staff-passkey-session",
    endpoints: {
      startVerifiedPasskeySession: createAuthEndpoint(
        "/staff/verified-passkey-session",
        { method: "POST", body: z.object({ userId: z.string() }), metadata: { SERVER_ONLY: true } },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError("UNAUTHORIZED");
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw new APIError("UNAUTHORIZED");
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
