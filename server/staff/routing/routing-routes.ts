/**
 * The API of routing (docs/staff-console.md, "Routing" and "Bulk actions"):
 *
 * - `/api/staff/routing-rules` (admins): list, add, change, delete and move the routing rules;
 * - `/api/staff/account/away` (everyone, for themselves) and `/api/staff/people/:id/away` (admins);
 *   `/api/staff/people/away` (admins): everyone's flag and open enquiries, for the People screen;
 * - `POST /api/staff/enquiries/bulk` (everyone): one action on up to 100 enquiries, each under the
 *   access rules of the single change;
 * - `POST /api/staff/people/:id/hand-off` (admins): deactivates a person and hands their open enquiries to
 *   a colleague of the same office, or leaves them unassigned, in one transaction.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { enquiryIdParams, staffApiBase, type StaffApiError } from "#contract/staff";
import {
  awaySchema,
  bulkRequestSchema,
  deactivationSchema,
  routingRuleInputSchema,
  routingRuleMoveSchema,
  routingRuleParams,
  type AwayList,
  type AwayState,
  type BulkResult,
  type RoutingRuleInput,
  type RoutingRules,
} from "#contract/staff-routing";
import { notFound, requireAdmin, requireStaff, StaffHttpError } from "../access.ts";
import { createRoutingRepository, type Assignee } from "./routing-repository.ts";

export default async function routingRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const routing = createRoutingRepository(app.database);

  const fieldError = (reply: FastifyReply, field: string, message: string) => {
    const body: StaffApiError = {
      message: "Please correct the highlighted fields.",
      fieldErrors: { [field]: message },
    };
    return reply.code(400).send(body);
  };

  /** A rule's counsellor must be an active person of the rule's office. */
  async function ruleAssigneeError(input: RoutingRuleInput): Promise<string | undefined> {
    if (input.assigneeId === null) return undefined;
    const person = await routing.activePerson(input.assigneeId);
    if (!person) return "No such person.";
    if (person.office !== input.office) return "Please choose someone of the rule's office.";
    return undefined;
  }

  // ── Rules (admins) ──────────────────────────────────────────────────────────────────────────────

  app.get(`${staffApiBase}/routing-rules`, async (request, reply) => {
    await requireAdmin(request, reply);
    const body: RoutingRules = { rules: await routing.rules() };
    return body;
  });

  app.post(
    `${staffApiBase}/routing-rules`,
    { schema: { body: routingRuleInputSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const problem = await ruleAssigneeError(request.body);
      if (problem) return fieldError(reply, "assigneeId", problem);
      return reply.code(201).send(await routing.addRule(admin, request.body));
    },
  );

  app.put(
    `${staffApiBase}/routing-rules/:id`,
    { schema: { params: routingRuleParams, body: routingRuleInputSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const problem = await ruleAssigneeError(request.body);
      if (problem) return fieldError(reply, "assigneeId", problem);
      const rule = await routing.changeRule(admin, request.params.id, request.body);
      if (!rule) throw notFound();
      return rule;
    },
  );

  app.delete(
    `${staffApiBase}/routing-rules/:id`,
    { schema: { params: routingRuleParams } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      if (!(await routing.deleteRule(admin, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.post(
    `${staffApiBase}/routing-rules/:id/move`,
    { schema: { params: routingRuleParams, body: routingRuleMoveSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      if (!(await routing.moveRule(admin, request.params.id, request.body.direction))) throw notFound();
      const body: RoutingRules = { rules: await routing.rules() };
      return body;
    },
  );

  // ── Away ────────────────────────────────────────────────────────────────────────────────────────

  app.get(`${staffApiBase}/account/away`, async (request, reply) => {
    const user = await requireStaff(request, reply);
    const body: AwayState = await routing.away(user.id);
    return body;
  });

  app.put(`${staffApiBase}/account/away`, { schema: { body: awaySchema } }, async (request, reply) => {
    const user = await requireStaff(request, reply);
    await routing.setAway(user, user.id, request.body.away);
    const body: AwayState = await routing.away(user.id);
    return body;
  });

  app.get(`${staffApiBase}/people/away`, async (request, reply) => {
    await requireAdmin(request, reply);
    const body: AwayList = { people: await routing.awayList() };
    return body;
  });

  app.put(
    `${staffApiBase}/people/:id/away`,
    { schema: { params: enquiryIdParams, body: awaySchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const person = await routing.activePerson(request.params.id);
      if (!person) throw notFound();
      await routing.setAway(admin, person.id, request.body.away);
      const body: AwayState = await routing.away(person.id);
      return body;
    },
  );

  // ── Bulk actions ──────────────────────────────────────────────────────────────────────────────────

  app.post(
    `${staffApiBase}/enquiries/bulk`,
    { schema: { body: bulkRequestSchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const { ids, action } = request.body;
      let assignee: Assignee | null = null;
      if (action.type === "assign" && action.assigneeId !== null) {
        const id = action.assigneeId === "me" ? viewer.id : action.assigneeId;
        const person = await routing.activePerson(id);
        if (!person) return fieldError(reply, "assigneeId", "No such person.");
        assignee = person;
      }
      const body: BulkResult = await routing.bulk(viewer, ids, action, assignee);
      return body;
    },
  );

  // ── Deactivation with a hand-off (admins) ──────────────────────────────────────────────────────────

  app.post(
    `${staffApiBase}/people/:id/hand-off`,
    { schema: { params: enquiryIdParams, body: deactivationSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const { id } = request.params;
      if (id === admin.id) throw new StaffHttpError(409, "You cannot deactivate your own account.");
      const person = await routing.activePerson(id);
      if (!person) throw notFound();
      let handTo: Assignee | null | undefined = undefined;
      if (request.body.handTo !== undefined) {
        handTo = request.body.handTo === null ? null : await routing.activePerson(request.body.handTo);
        if (handTo === undefined || handTo?.id === person.id)
          return fieldError(reply, "handTo", "No such person.");
        if (handTo && handTo.office !== person.office)
          return fieldError(reply, "handTo", "Please choose someone of the same office.");
      }
      const moved = await routing.deactivate(admin, person.id, handTo);
      request.log.info({ staffUserId: person.id, moved }, "Staff account deactivated");
      return reply.send({ moved });
    },
  );
}
