/**
 * The secret that signs staff session cookies: STAFF_AUTH_SECRET, or a random secret generated once and
 * kept in DATA_DIR (mode 0600), so a new installation is safe without configuration. Several instances
 * behind a load balancer must share it (set STAFF_AUTH_SECRET, or share DATA_DIR).
 */
import { loadKeptSecret } from "../lib/kept-secret.ts";

export const staffSecretFileName = "staff-auth-secret";

export function loadStaffAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  return loadKeptSecret(configured, dataDir, staffSecretFileName);
}
