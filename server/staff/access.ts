/**
 * The one guard of the staff API: `requireStaff(request)` answers who is signed in, or throws 401. It
 * reads the session through better-auth (which moves the idle expiry forward and may refresh the
 * cookie), ends sessions older than the absolute limit, and passes any refreshed cookie on. Object-level
 * access (which enquiries a person may see) is the repositories' job: they take the person as input.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import { staffTexts, type StaffUser } from "#contract/staff";
import { sessionAbsoluteSeconds } from "./auth.ts";

/** An error answered with its status and message by the server's error handler. */
export class StaffHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "StaffHttpError";
  }
}

export const notFound = () => new StaffHttpError(404, staffTexts.notFound);

/** The request's headers as a Fetch API `Headers` (what better-auth reads). */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/** Copies better-auth's Set-Cookie headers to the reply, marked Secure when the request came over HTTPS. */
export function forwardCookies(request: FastifyRequest, reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return;
  const secure = request.protocol === "https";
  reply.header(
    "set-cookie",
    cookies.map((cookie) => (secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie)),
  );
}

declare module "fastify" {
  interface FastifyRequest {
    staffUser?: StaffUser;
  }
  interface FastifyContextConfig {
    /**
     * A staff API route that answers without a session: sign-in and sign-out, `/me`, the invitation
     * link's pages and passkey sign-in. Every other `/api/staff/*` route needs one (see `sessionFirst`).
     */
    staffNoSession?: boolean;
  }
}

/** The staff API's routes that need no session: `{ config: noSession }` in their options. */
export const noSession = { staffNoSession: true } as const;

const requireSession: onRequestHookHandler = async (request, reply) => {
  await requireStaff(request, reply);
};

/**
 * An `onRoute` hook: every route under `apiBase` that is not marked `noSession` checks the session in
 * its first `onRequest` hook, before its body or parameters are parsed and validated. Without a session
 * such a route answers 401 whatever was sent (never 400 with field errors, which would tell a stranger
 * what the route expects).
 */
export function sessionFirst(apiBase: string) {
  return (route: RouteOptions) => {
    if (!route.url.startsWith(`${apiBase}/`)) return;
    const config = route.config as { staffNoSession?: boolean } | undefined;
    if (config?.staffNoSession) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [requireSession, ...existing];
  };
}

export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<StaffUser> {
  if (request.staffUser) return request.staffUser;
  const { auth } = request.server.staff;
  const result = await auth.api.getSession({ headers: webHeaders(request), returnHeaders: true });
  const session = result.response;
  if (!session) throw new StaffHttpError(401, staffTexts.signedOut);
  const started = new Date(session.session.createdAt).getTime();
  if (Date.now() - started > sessionAbsoluteSeconds * 1000) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(session.session.token);
    throw new StaffHttpError(401, staffTexts.signedOut);
  }
  const { user } = session;
  if (user.deactivatedAt) {
    const context = await auth.$context;
    await context.internalAdapter.deleteUserSessions(user.id);
    throw new StaffHttpError(401, staffTexts.signedOut);
  }
  forwardCookies(request, reply, result.headers);
  request.staffUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    office: user.office,
  };
  return request.staffUser;
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<StaffUser> {
  const user = await requireStaff(request, reply);
  if (user.role !== "admin") throw new StaffHttpError(403, staffTexts.forbidden);
  return user;
}
