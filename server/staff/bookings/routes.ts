/**
 * The console's API of booked meetings (docs/bookings.md, "In the console"):
 *
 * - `/api/staff/offices/:office/hours` and `/holidays`: everyone reads their own office's (admins any);
 *   only admins change them;
 * - `/api/staff/people/:id/availability`, `/languages`, `/time-off`: a counsellor reads and changes their
 *   own only, admins anyone's (403 otherwise);
 * - `GET /api/staff/calendar?office=&counsellorId=&from=&days=`: a counsellor sees their own office's
 *   calendar only (403 for another office, 404 for a counsellor of another office); admins any;
 * - `PUT /api/staff/meetings/:id/status`: held, no-show or moved, by a counsellor of the meeting's
 *   office or an admin (404 for anyone else, as for an enquiry they may not see);
 * - `GET /api/staff/enquiries/:id/meeting`: the enquiry's meeting, under the inbox's access rule.
 */
import type { FastifyInstance, FastifyRequest, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { enquiryIdParams, staffApiBase, staffTexts, type Office, type StaffUser } from "#contract/staff";
import {
  availabilitySchema,
  calendarQuerySchema,
  holidayParams,
  holidaySchema,
  meetingLanguagesSchema,
  meetingStatusSchema,
  officeHoursSchema,
  officeParams,
  personParams,
  timeOffParams,
  timeOffSchema,
  type CalendarView,
} from "#contract/staff-bookings";
import { indiaDayOf } from "../../bookings/slots.ts";
import { notFound, requireAdmin, requireStaff, StaffHttpError } from "../access.ts";
import { createBookingSettingsRepository } from "./booking-settings-repository.ts";

const forbidden = () => new StaffHttpError(403, staffTexts.forbidden);

export interface StaffBookingRouteOptions {
  now?: () => Date;
}

export default async function staffBookingRoutes(
  parent: FastifyInstance,
  options: StaffBookingRouteOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const settings = createBookingSettingsRepository(app.database, options.now ? { now: options.now } : {});

  /** A counsellor reads their own office's hours; admins any. */
  async function officeReader(request: FastifyRequest, reply: FastifyReply, office: Office) {
    const user = await requireStaff(request, reply);
    if (user.role !== "admin" && user.office !== office) throw forbidden();
    return user;
  }

  /** The person whose hours are asked for: oneself, or anyone for admins; 404 when nobody active. */
  async function personFor(request: FastifyRequest, reply: FastifyReply, id: string) {
    const user: StaffUser = await requireStaff(request, reply);
    if (user.role !== "admin" && user.id !== id) throw forbidden();
    const who = await settings.person(id);
    if (!who) throw notFound();
    return who;
  }

  /** Logs a change of what free times depend on, and makes the next answers compute anew. */
  const loggedChange = (request: FastifyRequest, what: string, subject: string) => {
    app.bookings.invalidate();
    request.log.info({ staffId: request.staffUser?.id, subject }, `bookings: ${what} changed`);
  };

  app.get(
    `${staffApiBase}/offices/:office/hours`,
    { schema: { params: officeParams } },
    async (request, reply) => {
      await officeReader(request, reply, request.params.office);
      return settings.officeHours(request.params.office);
    },
  );

  app.put(
    `${staffApiBase}/offices/:office/hours`,
    { schema: { params: officeParams, body: officeHoursSchema } },
    async (request, reply) => {
      await requireAdmin(request, reply);
      const view = await settings.setOfficeHours(request.params.office, request.body);
      loggedChange(request, "office hours", request.params.office);
      return view;
    },
  );

  app.post(
    `${staffApiBase}/offices/:office/holidays`,
    { schema: { params: officeParams, body: holidaySchema } },
    async (request, reply) => {
      await requireAdmin(request, reply);
      const view = await settings.addHoliday(request.params.office, request.body.day, request.body.name);
      loggedChange(request, "office holidays", request.params.office);
      return reply.code(201).send(view);
    },
  );

  app.delete(
    `${staffApiBase}/offices/:office/holidays/:day`,
    { schema: { params: holidayParams } },
    async (request, reply) => {
      await requireAdmin(request, reply);
      const view = await settings.removeHoliday(request.params.office, request.params.day);
      loggedChange(request, "office holidays", request.params.office);
      return view;
    },
  );

  app.get(
    `${staffApiBase}/people/:id/availability`,
    { schema: { params: personParams } },
    async (request, reply) => {
      await personFor(request, reply, request.params.id);
      const view = await settings.availability(request.params.id);
      if (!view) throw notFound();
      return view;
    },
  );

  app.put(
    `${staffApiBase}/people/:id/availability`,
    { schema: { params: personParams, body: availabilitySchema } },
    async (request, reply) => {
      await personFor(request, reply, request.params.id);
      const view = await settings.setWindows(request.params.id, request.body.windows);
      loggedChange(request, "weekly hours", request.params.id);
      return view;
    },
  );

  app.put(
    `${staffApiBase}/people/:id/languages`,
    { schema: { params: personParams, body: meetingLanguagesSchema } },
    async (request, reply) => {
      await personFor(request, reply, request.params.id);
      const view = await settings.setLanguages(request.params.id, request.body.languages);
      loggedChange(request, "meeting languages", request.params.id);
      return view;
    },
  );

  app.post(
    `${staffApiBase}/people/:id/time-off`,
    { schema: { params: personParams, body: timeOffSchema } },
    async (request, reply) => {
      await personFor(request, reply, request.params.id);
      const view = await settings.addTimeOff(request.params.id, request.body);
      loggedChange(request, "time off", request.params.id);
      return reply.code(201).send(view);
    },
  );

  app.delete(
    `${staffApiBase}/people/:id/time-off/:timeOffId`,
    { schema: { params: timeOffParams } },
    async (request, reply) => {
      await personFor(request, reply, request.params.id);
      if (!(await settings.removeTimeOff(request.params.id, request.params.timeOffId))) throw notFound();
      const view = await settings.availability(request.params.id);
      loggedChange(request, "time off", request.params.id);
      return view;
    },
  );

  app.get(
    `${staffApiBase}/calendar`,
    { schema: { querystring: calendarQuerySchema } },
    async (request, reply) => {
      const user = await requireStaff(request, reply);
      const { counsellorId, from, days } = request.query;
      let office = request.query.office ?? user.office;
      if (counsellorId !== undefined) {
        const who = await settings.person(counsellorId);
        // A counsellor of another office is nobody this viewer may look at.
        if (!who || (user.role !== "admin" && who.office !== user.office)) throw notFound();
        office = who.office;
      }
      if (user.role !== "admin" && office !== user.office) throw forbidden();
      const body: CalendarView = await settings.calendar(office, from, days, counsellorId);
      return body;
    },
  );

  app.put(
    `${staffApiBase}/meetings/:id/status`,
    { schema: { params: personParams, body: meetingStatusSchema } },
    async (request, reply) => {
      const user = await requireStaff(request, reply);
      const meeting = await settings.meeting(request.params.id);
      if (!meeting || (user.role !== "admin" && meeting.office !== user.office)) throw notFound();
      if (meeting.status === "cancelled") {
        throw new StaffHttpError(409, "The family cancelled this meeting.");
      }
      const changed = await app.bookings.markStatus(request.params.id, request.body.status);
      if (!changed) throw notFound();
      request.log.info(
        { staffId: user.id, bookingId: changed.id, status: changed.status },
        "bookings: meeting marked",
      );
      return { id: changed.id, status: changed.status };
    },
  );

  app.get(
    `${staffApiBase}/enquiries/:id/meeting`,
    { schema: { params: enquiryIdParams } },
    async (request, reply) => {
      const user = await requireStaff(request, reply);
      const meeting = await settings.meetingOfEnquiry(user, request.params.id);
      if (!meeting) throw notFound();
      return meeting;
    },
  );

  /** Today in India, for the console's first view (it sends `from`). */
  app.get(`${staffApiBase}/calendar/today`, async (request, reply) => {
    await requireStaff(request, reply);
    return { today: indiaDayOf((options.now ?? (() => new Date()))().getTime()) };
  });
}
