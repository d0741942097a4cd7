/**
 * The staff API, `/api/staff/*` (docs/staff-console.md): sign-in and sign-out, who is signed in, the
 * people of the console, the inbox and one enquiry's workflow. JSON only, schemas from contract/staff.ts,
 * errors as `{ message, fieldErrors? }`. Every route but sign-in, sign-out and `/me` needs a session, checked
 * before the body is read (`sessionFirst` in access.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { APIError } from "better-auth/api";
import {
  assignmentSchema,
  enquiryIdParams,
  inboxQuerySchema,
  noteSchema,
  signInSchema,
  staffApiBase,
  staffTexts,
  statusChangeSchema,
  type InboxQuery,
  type Me,
  type SignedIn,
  type StaffApiError,
  type StaffList,
  type StaffUser,
} from "#contract/staff";
import {
  forwardCookies,
  noSession,
  notFound,
  requireAdmin,
  requireStaff,
  StaffHttpError,
  webHeaders,
} from "./access.ts";
import { followUpWithTimeSchema } from "#contract/staff-my-day";
import type { InboxFilters } from "./case-repository.ts";
import { decodeCursor } from "./case-repository.ts";
import { indiaDay, indiaDayStart } from "../lib/office-hours.ts";

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

const DEFAULT_PAGE = 50;
const MAX_PAGE = 100;

export function filtersOf(query: InboxQuery, viewer: StaffUser, now: Date = new Date()): InboxFilters {
  const today = indiaDay(now);
  return {
    status: query.status,
    kind: query.kind,
    office: query.office,
    assignee: query.assignee === "me" ? viewer.id : query.assignee,
    destination: query.destination,
    since: query.from ? indiaDayStart(query.from).toISOString() : undefined,
    before: query.to ? indiaDayStart(nextDay(query.to)).toISOString() : undefined,
    source: query.source || undefined,
    q: query.q || undefined,
    dueBy: query.view === "due" ? today : undefined,
    today: query.view === "today" ? { day: today, since: indiaDayStart(today).toISOString() } : undefined,
  };
}

/** The client address the sign-in throttle counts (request.ip honours only TRUST_PROXY). */
const clientIp = (request: FastifyRequest) => request.ip;

export default async function staffRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { auth, throttle, cases, people } = app.staff;

  // Sign-in: at most RATE_LIMIT_SIGN_IN_PER_MINUTE (30) requests a minute per IP on top of the
  // throttle's growing delays.
  const signInRateLimit = app.rateLimit({ max: app.config.rateLimitSignInPerMinute, timeWindow: 60_000 });

  app.post(
    `${staffApiBase}/session`,
    { schema: { body: signInSchema }, onRequest: signInRateLimit, config: noSession },
    async (request, reply) => {
      const { email, password } = request.body;
      const ip = clientIp(request);
      const wait = await throttle.waitSeconds(ip, email);
      if (wait > 0) {
        const body: StaffApiError = { message: staffTexts.signInThrottled(wait) };
        return reply.code(429).header("retry-after", String(wait)).send(body);
      }
      try {
        const result = await auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers: webHeaders(request),
          returnHeaders: true,
        });
        const user = result.response.user;
        if (user.deactivatedAt) {
          // A deactivated account gets the same answer as a wrong password, and no session.
          const context = await auth.$context;
          await context.internalAdapter.deleteSession(result.response.token);
          await throttle.recordFailure(ip, email);
          const body: StaffApiError = { message: staffTexts.signInFailed };
          return reply.code(401).send(body);
        }
        await throttle.recordSuccess(ip, email);
        await people.recordSignIn(user.id);
        forwardCookies(request, reply, result.headers);
        const body: SignedIn = {
          user: { id: user.id, name: user.name, email: user.email, role: user.role, office: user.office },
        };
        request.log.info({ staffUserId: user.id }, "Staff signed in");
        return body;
      } catch (error) {
        if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
        await throttle.recordFailure(ip, email);
        const body: StaffApiError = { message: staffTexts.signInFailed };
        return reply.code(401).send(body);
      }
    },
  );

  app.delete(`${staffApiBase}/session`, { config: noSession }, async (request, reply) => {
    try {
      const result = await auth.api.signOut({ headers: webHeaders(request), returnHeaders: true });
      forwardCookies(request, reply, result.headers);
    } catch (error) {
      // No session to end (already signed out or expired): nothing to revoke.
      if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    }
    return reply.code(204).send();
  });

  app.get(`${staffApiBase}/me`, { config: noSession }, async (request, reply) => {
    let user: StaffUser | null = null;
    try {
      user = await requireStaff(request, reply);
    } catch (error) {
      if (!(error instanceof StaffHttpError) || error.statusCode !== 401) throw error;
    }
    const body: Me = { user };
    return body;
  });

  app.get(`${staffApiBase}/people`, async (request, reply) => {
    const viewer = await requireStaff(request, reply);
    const staff = await people.list(viewer.role === "admin" ? undefined : viewer.office);
    const body: StaffList = {
      staff: staff.map(({ id, name, office, role }) => ({ id, name, office, role })),
    };
    return body;
  });

  app.post(
    `${staffApiBase}/people/:id/revoke-sessions`,
    { schema: { params: enquiryIdParams } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const person = await people.findById(request.params.id);
      if (!person) throw notFound();
      const context = await auth.$context;
      await context.internalAdapter.deleteUserSessions(person.id);
      await cases.audit(admin, "sessions_revoked", {}, person.id);
      return reply.code(204).send();
    },
  );

  app.get(
    `${staffApiBase}/enquiries`,
    { schema: { querystring: inboxQuerySchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const { query } = request;
      if (query.cursor && !decodeCursor(query.cursor))
        throw new StaffHttpError(400, "The cursor is not valid.");
      const limit = Math.min(Math.max(Number(query.limit ?? DEFAULT_PAGE), 1), MAX_PAGE);
      return cases.inbox(viewer, { filters: filtersOf(query, viewer), cursor: query.cursor, limit });
    },
  );

  app.get(
    `${staffApiBase}/enquiries/:id`,
    { schema: { params: enquiryIdParams } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const detail = await cases.detail(viewer, request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  );

  /** Answers a change with the enquiry as it is now; 404 when it is not there for this person. */
  async function changed(viewer: StaffUser, id: string, done: boolean) {
    if (!done) throw notFound();
    const detail = await cases.detail(viewer, id);
    if (!detail) throw notFound();
    return detail;
  }

  app.post(
    `${staffApiBase}/enquiries/:id/status`,
    { schema: { params: enquiryIdParams, body: statusChangeSchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const { id } = request.params;
      return changed(viewer, id, await cases.changeStatus(viewer, id, request.body));
    },
  );

  app.post(
    `${staffApiBase}/enquiries/:id/assignment`,
    { schema: { params: enquiryIdParams, body: assignmentSchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const { id } = request.params;
      const { assigneeId, office } = request.body;
      const person = assigneeId === null ? null : await people.findById(assigneeId);
      const assignee = person && !person.deactivated ? person : person === null ? null : undefined;
      if (assignee === undefined) {
        const body: StaffApiError = {
          message: "Please correct the highlighted fields.",
          fieldErrors: { assigneeId: "No such person." },
        };
        return reply.code(400).send(body);
      }
      // An admin's enquiry goes to the assignee's office unless another is named; a counsellor's stays in
      // their office (counsellorAssignment in case-repository.ts decides, with the enquiry's office).
      const newOffice =
        viewer.role === "admin" && office === undefined ? (assignee?.office ?? undefined) : office;
      const result = await cases.assign(viewer, id, assignee, newOffice);
      if (result === "forbidden") throw new StaffHttpError(403, staffTexts.forbidden);
      return changed(viewer, id, result === "assigned");
    },
  );

  app.post(
    `${staffApiBase}/enquiries/:id/follow-up`,
    { schema: { params: enquiryIdParams, body: followUpWithTimeSchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const { id } = request.params;
      const { on, at } = request.body;
      return changed(viewer, id, await cases.setFollowUp(viewer, id, on, at));
    },
  );

  app.post(
    `${staffApiBase}/enquiries/:id/notes`,
    { schema: { params: enquiryIdParams, body: noteSchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const { id } = request.params;
      return changed(viewer, id, await cases.addNote(viewer, id, request.body.body));
    },
  );
}
