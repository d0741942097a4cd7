/**
 * Global zod settings, imported first by every contract module.
 *
 * zod 4 compiles object parsers with `new Function` when it can, and probes for that ability when a
 * schema is created. Under the site's Content-Security-Policy (no 'unsafe-eval', docs/server.md) the
 * probe fails safely but the browser reports a CSP violation on every page that loads a schema. In the
 * browser we therefore switch the compiler off; the server keeps it (it has no CSP and parses faster).
 */
import { z } from "zod";

z.config({ jitless: typeof document !== "undefined" });
