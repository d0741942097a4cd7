/** Alerts to staff on SQLite (server/staff/alerts/alerts-suite.ts). */
import { alertsSuite } from "./alerts-suite.ts";

alertsSuite({});
