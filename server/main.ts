/**
 * Starts the server: reads the configuration, builds the app, listens on HOST:PORT, and closes
 * gracefully on SIGINT/SIGTERM (in-flight requests finish, onClose hooks run, then the process exits).
 */
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, retentionNoticeWarnings } from "./config.ts";
import { makePrivateDirectory, PrivateDirectoryError } from "./lib/private-directory.ts";
import { loggerOptions } from "./logger.ts";

function readConfig() {
  try {
    const config = loadConfig(process.env);
    // DATA_DIR holds personal data and secrets: its owner's only (0700), also when it already existed.
    makePrivateDirectory(config.dataDir);
    return config;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof PrivateDirectoryError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp(config, { logger: loggerOptions(config) });
for (const warning of retentionNoticeWarnings(config)) app.log.warn(warning);

// The app closes every socket after SHUTDOWN_TIMEOUT_MS; the rest is for the onClose hooks (the outbox
// worker's stop, the database).
closeWithGrace({ delay: config.shutdownTimeoutMs + 5_000 }, async ({ signal, err }) => {
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
