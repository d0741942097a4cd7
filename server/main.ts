/**
 * Starts the server: reads the configuration, builds the app, listens on HOST:PORT, and closes
 * gracefully on SIGINT/SIGTERM (in-flight requests finish, onClose hooks run, then the process exits).
 */
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { loggerOptions } from "./logger.ts";

/** How long in-flight work may take to finish after a shutdown signal. */
const SHUTDOWN_DELAY_MS = 10_000;

function readConfig() {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp(config, { logger: loggerOptions(config) });

closeWithGrace({ delay: SHUTDOWN_DELAY_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "Shutting down after an unexpected error");
  else app.log.info({ signal }, "Shutting down");
  await app.close();
});

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.fatal({ err: error }, "Could not start the server");
  process.exit(1);
}
