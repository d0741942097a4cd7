/**
 * The staff console's server side (docs/staff-console.md): better-auth, the sign-in throttle and the
 * repositories on `app.staff`, the API under /api/staff/* (same-origin only for changes), and the
 * console's single-page app under /staff. Registered after the database plugin.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { staffApiBase } from "#contract/staff";
import { sessionFirst } from "./access.ts";
import alertRoutes from "./alerts/plugin.ts";
import { isStaffApiRequest } from "../lib/api-route.ts";
import { createStaffAuth, type StaffAuth } from "./auth.ts";
import { loadStaffAuthSecret } from "./auth-secret.ts";
import callRoutes from "./calls/routes.ts";
import { createCaseRepository, type CaseRepository } from "./case-repository.ts";
import consoleSite from "./console-site.ts";
import dashboardRoutes from "./dashboard-routes.ts";
import exportRoutes from "./export-routes.ts";
import figuresRoutes from "./figures/routes.ts";
import { createPasskeyChallenges, type PasskeyChallenges } from "./passkey-challenges.ts";
import passkeyRoutes from "./passkey-routes.ts";
import myDayRoutes from "./my-day/routes.ts";
import peopleRoutes from "./people-routes.ts";
import privacyRoutes from "./privacy-routes.ts";
import routingRoutes from "./routing/routing-routes.ts";
import staffBookingRoutes from "./bookings/routes.ts";
import staffRoutes from "./routes.ts";
import { refuseCrossSite } from "./same-origin.ts";
import { createSignInThrottle, type SignInThrottle } from "./sign-in-throttle.ts";
import { createStaffRepository, type StaffRepository } from "./staff-repository.ts";

export interface StaffServices {
  auth: StaffAuth;
  throttle: SignInThrottle;
  cases: CaseRepository;
  people: StaffRepository;
  challenges: PasskeyChallenges;
}

declare module "fastify" {
  interface FastifyInstance {
    staff: StaffServices;
  }
}

export interface StaffPluginOptions {
  /** The clock of the routes that answer by the day (tests); default: the machine's. */
  now?: (() => Date) | undefined;
}

async function staffPlugin(app: FastifyInstance, options: StaffPluginOptions): Promise<void> {
  const secret = await loadStaffAuthSecret(app.config.staffAuthSecret, app.config.dataDir);
  const auth = createStaffAuth(app.database, { secret, logger: app.log });
  app.decorate("staff", {
    auth,
    throttle: createSignInThrottle(app.database, { secret }),
    cases: createCaseRepository(app.database),
    people: createStaffRepository(app.database),
    challenges: createPasskeyChallenges(app.database, { secret }),
  });

  // Decided on the route that runs, not on the URL's spelling (server/lib/api-route.ts).
  app.addHook("onRequest", async (request) => {
    if (isStaffApiRequest(request)) await refuseCrossSite(request, app.config.siteOrigin);
  });
  await app.register(async (api) => {
    // Who is asking is settled first on every staff API route but those marked `noSession` (access.ts).
    api.addHook("onRoute", sessionFirst(staffApiBase));
    // First: its hook marks an enquiry's assignment seen when the enquiry is opened (staffRoutes, below).
    await api.register(alertRoutes);
    await api.register(staffRoutes);
    await api.register(peopleRoutes);
    await api.register(exportRoutes);
    await api.register(passkeyRoutes);
    await api.register(dashboardRoutes);
    await api.register(privacyRoutes);
    await api.register(callRoutes);
    await api.register(myDayRoutes);
    await api.register(routingRoutes);
    await api.register(figuresRoutes, { siteDate: app.config.siteDate, now: options.now });
    await api.register(staffBookingRoutes, { now: app.bookings.now });
  });
  await app.register(consoleSite, { consoleDir: app.config.consoleDir });
}

export default fp(staffPlugin, { name: "staff", dependencies: ["database", "rate-limit", "bookings"] });
