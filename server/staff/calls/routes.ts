/**
 * Call logging and WhatsApp templates, under /api/staff (docs/staff-console.md, "Call logging" and
 * "WhatsApp templates"). Logging needs the same access as any change of the enquiry; every signed-in
 * person reads the templates (to send them); only admins change them.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { enquiryIdParams, staffApiBase, type StaffApiError } from "#contract/staff";
import {
  callLogSchema,
  templateIdParams,
  templateSchema,
  whatsAppTemplatesPath,
  type TemplateList,
} from "#contract/staff-calls";
import { notFound, requireAdmin, requireStaff } from "../access.ts";
import { createCallRepository } from "./call-repository.ts";

export default async function callRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const calls = createCallRepository(app.database);
  const { cases } = app.staff;
  const templatesPath = `${staffApiBase}${whatsAppTemplatesPath}`;

  app.post(
    `${staffApiBase}/enquiries/:id/calls`,
    { schema: { params: enquiryIdParams, body: callLogSchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const { id } = request.params;
      const result = await calls.logCall(viewer, id, request.body);
      if (result === "hidden") throw notFound();
      if (result !== "logged") {
        const body: StaffApiError = {
          message: "Please correct the highlighted fields.",
          fieldErrors: { [result.field]: result.message },
        };
        return reply.code(400).send(body);
      }
      const detail = await cases.detail(viewer, id);
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.get(templatesPath, async (request, reply) => {
    await requireStaff(request, reply);
    const body: TemplateList = { templates: await calls.templates() };
    return body;
  });

  app.post(templatesPath, { schema: { body: templateSchema } }, async (request, reply) => {
    const admin = await requireAdmin(request, reply);
    return reply.code(201).send(await calls.createTemplate(admin, request.body));
  });

  app.put(
    `${templatesPath}/:id`,
    { schema: { params: templateIdParams, body: templateSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const template = await calls.updateTemplate(admin, request.params.id, request.body);
      if (!template) throw notFound();
      return template;
    },
  );

  app.delete(`${templatesPath}/:id`, { schema: { params: templateIdParams } }, async (request, reply) => {
    const admin = await requireAdmin(request, reply);
    if (!(await calls.deleteTemplate(admin, request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
