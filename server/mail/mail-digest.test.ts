/** Mail past the daily cap, on SQLite (server/mail/mail-digest-suite.ts). */
import { mailDigestSuite } from "./mail-digest-suite.ts";

mailDigestSuite({});
