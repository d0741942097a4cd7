/**
 * My day and saved views (docs/staff-console.md): `GET /api/staff/my-day`, and `GET`, `POST` and
 * `DELETE /api/staff/saved-views[/:id]`. Every route needs a session (checked before the body); a person
 * reads only their own day and their own views.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { enquiryIdParams, staffApiBase, type StaffApiError } from "#contract/staff";
import {
  myDayPath,
  savedViewSchema,
  savedViewsMax,
  savedViewsPath,
  type SavedView,
} from "#contract/staff-my-day";
import { notFound, requireStaff } from "../access.ts";
import { createMyDayRepository } from "./my-day-repository.ts";
import { createSavedViewsRepository } from "./saved-views-repository.ts";

export default async function myDayRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const days = createMyDayRepository(app.database);
  const views = createSavedViewsRepository(app.database);

  app.get(`${staffApiBase}${myDayPath}`, async (request, reply) => {
    const viewer = await requireStaff(request, reply);
    return days.myDay(viewer);
  });

  app.get(`${staffApiBase}${savedViewsPath}`, async (request, reply) => {
    const viewer = await requireStaff(request, reply);
    const body: { views: SavedView[] } = { views: await views.list(viewer.id) };
    return body;
  });

  app.post(
    `${staffApiBase}${savedViewsPath}`,
    { schema: { body: savedViewSchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const saved = await views.save(viewer.id, request.body);
      if (saved === "full") {
        const body: StaffApiError = {
          message: `You have ${savedViewsMax} saved views. Please delete one before saving another.`,
        };
        return reply.code(409).send(body);
      }
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    `${staffApiBase}${savedViewsPath}/:id`,
    { schema: { params: enquiryIdParams } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      if (!(await views.remove(viewer.id, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
