/**
 * Opens the database at start (asserting durable settings and running migrations), exposes it and its
 * repositories to the routes, adds a readiness check, and closes it when the app closes.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openDatabase, type Database } from "./database.ts";
import { createEnquiryRepository, type EnquiryRepository } from "../enquiries/enquiry-repository.ts";
import { createOutboxRepository, type OutboxRepository } from "../mail/outbox-repository.ts";
import { searchIndexOf } from "../staff/search-index-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    enquiries: EnquiryRepository;
    outbox: OutboxRepository;
  }
}

async function databasePlugin(app: FastifyInstance): Promise<void> {
  const database = await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
  app.decorate("database", database);
  app.decorate(
    "enquiries",
    createEnquiryRepository(database, { webhook: app.config.webhookUrl !== undefined }),
  );
  app.decorate("outbox", createOutboxRepository(database));
  app.readiness.add("database", () => database.ping());
  // Rows stored while no server ran (an import, the last moments before a crash) join the search index
  // right after start; the server reports itself ready once they have, so that no request waits behind
  // a long catch-up (a few rows after a crash, many after an import).
  let caughtUp = false;
  const catchUp = searchIndexOf(database)
    .indexPending()
    .catch(() => {}) // Left for the next run or search, which report their own failure.
    .finally(() => (caughtUp = true));
  app.readiness.add("search index", async () => {
    if (!caughtUp)
      throw new Error("The inbox search's index is catching up with the rows stored while no server ran.");
  });
  app.addHook("onClose", async () => {
    await searchIndexOf(database).close();
    await catchUp;
    await database.close();
  });
  app.log.info({ dialect: database.dialect, location: database.location }, "Database ready");
}

export default fp(databasePlugin, { name: "database", dependencies: ["readiness"] });
