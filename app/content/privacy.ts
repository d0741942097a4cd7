/**
 * The privacy notice (/privacy) as typed data: every heading and sentence, in plain words, with the
 * retention periods from contract/retention.ts (the server refuses to keep data longer than this states:
 * docs/decisions/0007-privacy-notice-retention.md) and the contacts from site.ts. The sections' order, their
 * blocks' kinds and conditions are kept here; the words are each language's, keyed by section and block id
 * (app/words/<language>/privacy.ts: docs/decisions/0009-words-apart-from-logic.md).
 */
import { statedRetention } from "#contract/retention";
import { formatInteger } from "~/i18n/format";
import type * as en from "~/words/en/privacy";
import type { WordsOf } from "~/words/types";
import { privacy } from "~words/privacy";
import { formatAddress, site } from "./site";

/**
 * A block of a section: a paragraph, a list, or a table with a caption. `when` keeps a block to builds
 * with Google Analytics switched on (`ga4`) or off (`no-ga4`): the notice states what the built site does.
 */
export type PrivacyBlock = (
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | {
      kind: "table";
      caption: string;
      head: readonly [string, string];
      rows: readonly (readonly [string, string])[];
    }
  /** The grievance officer's name, email and phone, as links. */
  | { kind: "contact" }
) & { when?: "ga4" | "no-ga4" };

export interface PrivacySection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  heading: string;
  blocks: readonly PrivacyBlock[];
}

export interface PrivacyNotice {
  title: string;
  intro: string;
  /** ISO date of this version of the notice. */
  date: string;
  dateLabel: string;
  contentsHeading: string;
  sections: readonly PrivacySection[];
  contactLabels: { name: string; email: string; phone: string };
  /** The footer's link to the notice. */
  footerLink: string;
}

/** The privacy notice's words in any language: the shape of app/words/en/privacy.ts. */
export type PrivacyWords = WordsOf<typeof en.privacy>;

/** The notice with one language's words (the site's: the edition's; a test passes any language's). */
export function privacyNoticeFor(words: PrivacyWords): PrivacyNotice {
  const text = words.sections;
  const officeCities = [site.office.city, ...site.branches.map((branch) => branch.city)].join(", ");
  const branchCities = site.branches.map((branch) => branch.city).join(", ");
  const { enquiryMonths, analyticsDays } = statedRetention;
  const collect = text["what-we-collect"];
  const retention = text["how-long"].retention;
  const row = (pair: readonly [string, string]) => [pair[0], pair[1]] as const;

  return {
    title: words.title,
    intro: words.intro(site.brandName),
    date: "2026-11-26",
    dateLabel: words.dateLabel,
    contentsHeading: words.contentsHeading,
    contactLabels: words.contactLabels,
    footerLink: words.footerLink,
    sections: [
      {
        id: "who-we-are",
        heading: text["who-we-are"].heading,
        blocks: [
          {
            kind: "paragraph",
            text: text["who-we-are"].fiduciary(
              site.brandName,
              formatAddress(site.office.address),
              branchCities,
            ),
          },
        ],
      },
      {
        id: "what-we-collect",
        heading: collect.heading,
        blocks: [
          {
            kind: "table",
            caption: collect.forms.caption,
            head: row(collect.forms.head),
            rows: (["contact", "enquiry", "callback"] as const).map((id) => row(collect.forms.rows[id])),
          },
          { kind: "paragraph", text: collect.context },
          { kind: "paragraph", when: "no-ga4", text: collect.visitsWithoutGa4 },
          { kind: "paragraph", when: "ga4", text: collect.visitsWithGa4 },
          {
            kind: "list",
            items: (["pages", "referrer", "visitNumber", "location", "dailyCode"] as const).map(
              (id) => collect.visitRecords[id],
            ),
          },
          { kind: "paragraph", text: collect.doNotTrack },
          { kind: "paragraph", when: "ga4", text: collect.googleAnalytics },
        ],
      },
      {
        id: "why",
        heading: text.why.heading,
        blocks: [
          { kind: "list", items: (["answer", "record", "improve"] as const).map((id) => text.why.uses[id]) },
          { kind: "paragraph", text: text.why.consent },
        ],
      },
      {
        id: "how-long",
        heading: text["how-long"].heading,
        blocks: [
          {
            kind: "table",
            caption: retention.caption,
            head: row(retention.head),
            rows: [
              [retention.rows.enquiry.record, retention.rows.enquiry.kept(formatInteger(enquiryMonths))],
              [retention.rows.officeEmail.record, retention.rows.officeEmail.kept],
              [
                retention.rows.visits.record,
                retention.rows.visits.kept(
                  formatInteger(analyticsDays),
                  formatInteger(Math.round(analyticsDays / 30.44)),
                ),
              ],
              [retention.rows.internetAddress.record, retention.rows.internetAddress.kept],
            ],
          },
        ],
      },
      {
        id: "who-can-see",
        heading: text["who-can-see"].heading,
        blocks: [
          {
            kind: "list",
            items: [
              text["who-can-see"].access.staff(officeCities),
              text["who-can-see"].access.administrators,
              text["who-can-see"].access.totals,
            ],
          },
        ],
      },
      {
        id: "processors",
        heading: text.processors.heading,
        blocks: [
          { kind: "paragraph", text: text.processors.intro },
          {
            kind: "list",
            items: (["email", "crm", "hosting"] as const).map((id) => text.processors.companies[id]),
          },
          { kind: "paragraph", when: "ga4", text: text.processors.google },
        ],
      },
      {
        id: "your-rights",
        heading: text["your-rights"].heading,
        blocks: [
          { kind: "paragraph", text: text["your-rights"].intro },
          {
            kind: "list",
            items: (["access", "correction", "erasure", "grievance", "nomination"] as const).map(
              (id) => text["your-rights"].rights[id],
            ),
          },
        ],
      },
      {
        id: "how-to-ask",
        heading: text["how-to-ask"].heading,
        blocks: [
          { kind: "paragraph", text: text["how-to-ask"].howTo(officeCities, site.officeHours.label) },
          { kind: "contact" },
        ],
      },
      {
        id: "changes",
        heading: text.changes.heading,
        blocks: [{ kind: "paragraph", text: text.changes.notice }],
      },
    ],
  };
}

export const privacyNotice: PrivacyNotice = privacyNoticeFor(privacy);
