/**
 * The leads export's CSV (`npm run leads -- export`), pinned byte for byte for an enquiry with every
 * field filled: its columns' order and each field's place. The console's export, which adds the case's
 * columns, is pinned the same way through the API (server/staff/staff-api-suite.ts, "export").
 */
import { describe, expect, it } from "vitest";
import {
  callbackSlotText,
  enquiryLanguageLabels,
  helpPurposeLabels,
  languageNames,
} from "#contract/enquiry-fields";
import { officeLabels } from "#contract/staff";
import type { EnquiryWithMailStatus } from "../enquiries/enquiry-read-model.ts";
import { csvRecord, enquiryColumns, enquiryRecord } from "./csv.ts";

const quoted = (cells: readonly string[]) => `${cells.map((cell) => `"${cell}"`).join(",")}\r\n`;

const full: EnquiryWithMailStatus = {
  id: "0f9c1e52-3a5b-4c1e-9d7a-1b2c3d4e5f60",
  kind: "contact",
  firstName: "Lakshmi",
  lastName: "Prasanna",
  email: "lakshmi@example.in",
  phone: "+91 98765 43210",
  comments: "MS in Germany",
  language: "te",
  pageLanguage: "te",
  purpose: "loan",
  office: "guntur",
  callbackSlot: "today-evening",
  duplicateOf: "first-enquiry",
  page: "/contact",
  referrer: "https://www.google.com/",
  utm: { source: "google", medium: "cpc", campaign: "intake", term: "ms germany", content: "ad-2" },
  idempotencyKey: "key",
  createdAt: "2025-03-01T10:00:00.000Z",
  mailStatus: "sent",
};

describe("the leads export", () => {
  it("has the enquiry's columns, in their order (new ones only at the end)", () => {
    expect(csvRecord(enquiryColumns)).toBe(
      quoted([
        "Received (UTC)",
        "Form",
        "First name",
        "Last name",
        "Email",
        "Phone",
        "Comments",
        "Page",
        "Referrer",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "Mail",
        "Reference",
        "Language",
        "Help with",
        "Call back",
        "Duplicate of",
        "Page language",
        "Nearest office",
      ]),
    );
  });

  it("writes every field of an enquiry in its column", () => {
    expect(enquiryRecord(full)).toBe(
      quoted([
        "2025-03-01T10:00:00.000Z",
        "contact",
        "Lakshmi",
        "Prasanna",
        "lakshmi@example.in",
        // A leading + would be a formula to a spreadsheet: shown as text (safeCell).
        "'+91 98765 43210",
        "MS in Germany",
        "/contact",
        "https://www.google.com/",
        "google",
        "cpc",
        "intake",
        "ms germany",
        "ad-2",
        "sent",
        "0f9c1e52-3a5b-4c1e-9d7a-1b2c3d4e5f60",
        enquiryLanguageLabels.te,
        helpPurposeLabels.loan,
        callbackSlotText("today-evening", "2025-03-01T10:00:00.000Z"),
        "first-enquiry",
        languageNames.te,
        officeLabels.guntur,
      ]),
    );
  });

  it("leaves a field the enquiry does not have empty", () => {
    const bare: EnquiryWithMailStatus = {
      ...full,
      lastName: null,
      email: null,
      comments: null,
      language: null,
      pageLanguage: null,
      purpose: null,
      office: null,
      callbackSlot: null,
      duplicateOf: null,
      page: null,
      referrer: null,
      utm: { source: null, medium: null, campaign: null, term: null, content: null },
      mailStatus: null,
    };
    const cells = enquiryRecord(bare).slice(1, -3).split('","');
    expect(cells).toHaveLength(enquiryColumns.length);
    expect(cells.filter((cell) => cell === "")).toHaveLength(enquiryColumns.length - 5);
  });
});
