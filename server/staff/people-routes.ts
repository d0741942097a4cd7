/**
 * The team in the staff console (docs/staff-console.md), for admins: everyone with an account (role,
 * office, last sign-in, live sessions), invitations, deactivation. And for the invited person: what
 * the link is for, and accepting it with a new password, which signs them in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  acceptInvitationSchema,
  enquiryIdParams,
  invitationSchema,
  invitationTokenSchema,
  staffApiBase,
  staffTexts,
  type InvitationCreated,
  type InvitationFor,
  type SignedIn,
  type StaffApiError,
  type Team,
} from "#contract/staff";
import type { Config } from "../config.ts";
import { createMailer } from "../mail/mailer.ts";
import { forwardCookies, noSession, notFound, requireAdmin, StaffHttpError, webHeaders } from "./access.ts";
import { createInvitationRepository } from "./invitations.ts";
import { composeInvitationMail } from "./invitation-mail.ts";
import { createStaffAccount, StaffAccountError } from "./staff-accounts.ts";

/**
 * The origin of the links in invitation mail (docs/staff-console.md, "Invitations"): SITE_ORIGIN, never
 * the request's Host header (which the client chooses). In production nothing else: undefined, and
 * invitations are refused until it is set. Outside production, the server's own address on this machine.
 */
export function invitationOrigin(
  config: Pick<Config, "siteOrigin" | "nodeEnv" | "port">,
): string | undefined {
  if (config.siteOrigin) return config.siteOrigin;
  if (config.nodeEnv === "production") return undefined;
  return `http://localhost:${config.port}`;
}

export default async function peopleRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { auth, cases, people } = app.staff;
  const invitations = createInvitationRepository(app.database);
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, dataDir: app.config.dataDir });
  app.addHook("onClose", () => mailer.close());
  if (!invitationOrigin(app.config))
    app.log.warn(
      "SITE_ORIGIN is not set: invitations to the staff console are refused until it is (set it to the site's address, e.g. https://www.example.com)",
    );
  // The invitation link's pages need no session: at most 30 tries a minute per IP (a token is 256 bits).
  const tokenRateLimit = app.rateLimit({ max: 30, timeWindow: 60_000 });

  const invalid = (reply: FastifyReply) => {
    const body: StaffApiError = { message: staffTexts.invitationInvalid };
    return reply.code(404).send(body);
  };

  app.get(`${staffApiBase}/team`, async (request, reply) => {
    await requireAdmin(request, reply);
    const body: Team = { people: await people.team(), invitations: await invitations.pending() };
    return body;
  });

  app.post(`${staffApiBase}/invitations`, { schema: { body: invitationSchema } }, async (request, reply) => {
    const admin = await requireAdmin(request, reply);
    const origin = invitationOrigin(app.config);
    if (!origin) {
      const body: StaffApiError = { message: staffTexts.invitationNeedsSiteOrigin };
      return reply.code(409).send(body);
    }
    if (await people.findByEmail(request.body.email)) {
      const body: StaffApiError = {
        message: "Please correct the highlighted fields.",
        fieldErrors: { email: "This person has an account already." },
      };
      return reply.code(409).send(body);
    }
    const { invitation, token } = await invitations.create(admin, request.body);
    // The token travels in the fragment: browsers send it to no server, log or Referer.
    const link = `${origin}/staff/invitation#${token}`;
    await cases.audit(admin, "invited", { invitationId: invitation.id, role: invitation.role });
    let mailed = true;
    try {
      await mailer.send(
        composeInvitationMail(invitation, link, { from: app.config.mailFrom, adminName: admin.name }),
        { fileName: `invitation-${invitation.id}` },
      );
    } catch (error) {
      mailed = false;
      request.log.warn({ err: error, invitationId: invitation.id }, "Invitation mail not sent");
    }
    const body: InvitationCreated = { invitation, link, mailed };
    return reply.code(201).send(body);
  });

  app.post(
    `${staffApiBase}/invitations/lookup`,
    { schema: { body: invitationTokenSchema }, onRequest: tokenRateLimit, config: noSession },
    async (request, reply) => {
      const invitation = await invitations.find(request.body.token);
      if (!invitation) return invalid(reply);
      const body: InvitationFor = { email: invitation.email, name: invitation.name };
      return body;
    },
  );

  app.post(
    `${staffApiBase}/invitations/accept`,
    { schema: { body: acceptInvitationSchema }, onRequest: tokenRateLimit, config: noSession },
    async (request, reply) => {
      const { token, password } = request.body;
      const invitation = await invitations.claim(token);
      if (!invitation) return invalid(reply);
      let userId: string;
      try {
        const user = await createStaffAccount(auth, { ...invitation, password });
        userId = user.id;
      } catch (error) {
        // An account for this email was made meanwhile (by the command line): the link is spent.
        if (error instanceof StaffAccountError) return invalid(reply);
        throw error;
      }
      await invitations.linkAccount(invitation.id, userId);
      const result = await auth.api.signInEmail({
        body: { email: invitation.email, password, rememberMe: true },
        headers: webHeaders(request),
        returnHeaders: true,
      });
      forwardCookies(request, reply, result.headers);
      await people.recordSignIn(userId);
      const { user } = result.response;
      request.log.info({ staffUserId: user.id }, "Staff invitation accepted");
      const body: SignedIn = {
        user: { id: user.id, name: user.name, email: user.email, role: user.role, office: user.office },
      };
      return reply.code(201).send(body);
    },
  );

  async function setDeactivated(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    deactivated: boolean,
  ) {
    const admin = await requireAdmin(request, reply);
    if (id === admin.id) throw new StaffHttpError(409, "You cannot deactivate your own account.");
    const person = await people.findById(id);
    if (!person) throw notFound();
    await people.setDeactivated(person.id, deactivated);
    await cases.audit(admin, deactivated ? "deactivated" : "reactivated", {}, person.id);
    return reply.code(204).send();
  }

  app.post(
    `${staffApiBase}/people/:id/deactivate`,
    { schema: { params: enquiryIdParams } },
    (request, reply) => setDeactivated(request, reply, request.params.id, true),
  );
  app.post(
    `${staffApiBase}/people/:id/reactivate`,
    { schema: { params: enquiryIdParams } },
    (request, reply) => setDeactivated(request, reply, request.params.id, false),
  );
}
