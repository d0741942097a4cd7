/**
 * The main database's migrations, run at start (server/db/database.ts) on SQLite and PostgreSQL alike.
 * (Analytics events moved to their own store in 0003: server/db/migrations/analytics/.)
 * Append new ones with the next number; never edit or reorder one that has shipped.
 */
import type { Migration, MigrationProvider } from "kysely";
import * as enquiries from "./0001-enquiries.ts";
import * as analyticsEvents from "./0002-analytics-events.ts";
import * as analyticsEventsMoved from "./0003-analytics-events-moved.ts";
import * as staffConsole from "./0003-staff-console.ts";
import * as staffInvitations from "./0004-staff-invitations.ts";
import * as staffPrivacy from "./0005-staff-privacy.ts";
import * as staffSpeed from "./0006-staff-speed.ts";
import * as outboxWebhook from "./0007-outbox-webhook.ts";
import * as enquiryCallbacks from "./0008-enquiry-callbacks.ts";
import * as enquiryPageLanguage from "./0009-enquiry-page-language.ts";
import * as erasureLeavesNoTrace from "./0010-erasure-leaves-no-trace.ts";
import * as mailDigests from "./0011-mail-digests.ts";
import * as counsellorsDay from "./0012-counsellors-day.ts";
import * as routing from "./0013-routing.ts";
import * as staffAlerts from "./0014-staff-alerts.ts";
import * as savedViews from "./0015-saved-views.ts";
import * as whatsappTemplates from "./0016-whatsapp-templates.ts";
import * as staffFigures from "./0017-staff-figures.ts";
import * as languagesAsData from "./0018-languages-as-data.ts";
import * as searchIndexAfterWrite from "./0019-search-index-after-write.ts";
import * as bookings from "./0020-bookings.ts";
import * as caseRowLighter from "./0021-case-row-lighter.ts";
import * as caseRowsPerGroup from "./0022-case-rows-per-group.ts";

const migrations: Record<string, Migration> = {
  "0001-enquiries": enquiries,
  "0002-analytics-events": analyticsEvents,
  "0003-analytics-events-moved": analyticsEventsMoved,
  "0003-staff-console": staffConsole,
  "0004-staff-invitations": staffInvitations,
  "0005-staff-privacy": staffPrivacy,
  "0006-staff-speed": staffSpeed,
  "0007-outbox-webhook": outboxWebhook,
  "0008-enquiry-callbacks": enquiryCallbacks,
  "0009-enquiry-page-language": enquiryPageLanguage,
  "0010-erasure-leaves-no-trace": erasureLeavesNoTrace,
  "0011-mail-digests": mailDigests,
  "0012-counsellors-day": counsellorsDay,
  "0013-routing": routing,
  "0014-staff-alerts": staffAlerts,
  "0015-saved-views": savedViews,
  "0016-whatsapp-templates": whatsappTemplates,
  "0017-staff-figures": staffFigures,
  "0018-languages-as-data": languagesAsData,
  "0019-search-index-after-write": searchIndexAfterWrite,
  "0020-bookings": bookings,
  "0021-case-row-lighter": caseRowLighter,
  "0022-case-rows-per-group": caseRowsPerGroup,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
