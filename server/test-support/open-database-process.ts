/**
 * Run as its own process by tests of concurrent starts. Loads the server's modules, prints "ready", waits
 * for a line on stdin (so several processes can be released at the same moment), then opens the
 * database and the analytics store in DATA_DIR (running their migrations) like a starting server does,
 * closes them and exits 0; on
 * failure it prints the error and exits 1.
 */
import { once } from "node:events";
import { openAnalyticsDatabase, openDatabase } from "../db/database.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");
process.stdout.write("ready\n");
await once(process.stdin, "data");
try {
  const database = await openDatabase({ dataDir });
  const store = await openAnalyticsDatabase({ dataDir });
  await store.close();
  await database.close();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
