/** A configuration for tests: the defaults, a temporary data folder, and the given overrides. */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../config.ts";

export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "server-data-"));
  const backupDir = await mkdtemp(path.join(tmpdir(), "server-backups-"));
  // readyCacheMs 0: tests see every change of readiness at once (server/plugins/health.test.ts tests the cache).
  // backupEveryHours 0: no scheduled backup process (server/backup/ tests run backups themselves).
  // enquiryDuplicateMinutes 0: the suites send one sample person again and again; the tests of likely
  // duplicates (server/test-support/enquiry-api-suite.ts) set it. For the same reason the flood limits
  // (per sender, per network, the hourly challenge threshold) are out of reach unless a test sets them
  // (server/enquiries/floods.test.ts).
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    dataDir,
    backupDir,
    backupEveryHours: 0,
    // No test asks the European Central Bank: the rates' tests give their own RATES_URL and refresh by hand.
    ratesRefreshHours: 0,
    readyCacheMs: 0,
    enquiryDuplicateMinutes: 0,
    enquiriesPerSenderPerDay: 1_000_000,
    enquiriesPerNetworkPerDay: 1_000_000,
    enquiryChallengePerHour: 1_000_000,
    ...overrides,
  };
}
