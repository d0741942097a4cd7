/**
 * The email staff receive for each enquiry. Visitor data goes only into the body, escaped (plain text:
 * control and direction-changing characters shown as [U+XXXX], so no field can fake another line; HTML:
 * entity-escaped). Headers hold only our constants, except Reply-To, which is the enquirer's
 * validated address passed to nodemailer as an address object (it encodes it), so staff can answer.
 */
import {
  callbackSlotText,
  enquiryLanguageLabels,
  fieldLabels,
  helpPurposeLabels,
  languageNames,
  type EnquiryKind,
} from "#contract/enquiry";
import { officeLabels } from "#contract/staff";
import type { Enquiry } from "../enquiries/enquiry-read-model.ts";
import { escapeControlCharacters } from "../lib/control-characters.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** A calendar invitation (nodemailer's `icalEvent`): a family's meeting mail (docs/bookings.md). */
  icalEvent?: { method: string; filename: string; content: string };
}

export const mailTexts = {
  subject: {
    contact: "New enquiry from the contact form",
    service: "New enquiry from the services page",
    callback: "New call-back request",
    booking: "New booked meeting",
  },
  intro: {
    contact: "A visitor sent the contact form on the website. Please call them back within one working day.",
    service:
      "A visitor asked for expert guidance on the services page. Please call them back within one working day.",
    callback: "A visitor asked to be called back at the time below. Please call them then.",
    booking: "A family booked a meeting on the website; it is in your calendar in the staff console.",
  },
  callback: "Call back",
  /** The heading of a booking's meeting (server/bookings/staff-meeting.ts writes its lines). */
  meeting: "The meeting",
  prefers: "Prefers",
  pageLanguage: "Page language",
  nearestOffice: "Nearest office",
  message: "Message",
  context: "Where it came from",
  page: "Page",
  referrer: "Referrer",
  received: "Received",
  reference: "Reference",
  none: "(none)",
  digest: {
    subject: "New enquiries (digest)",
    intro:
      "The website's daily number of single mails is reached, so enquiries now come together in digests. Each one below is a new enquiry: please call the visitor back as usual.",
    enquiry: "Enquiry",
    of: "of",
  },
} satisfies Record<string, unknown> & {
  subject: Record<EnquiryKind, string>;
  intro: Record<EnquiryKind, string>;
};

/** One field value on one line: every unsafe character becomes a visible [U+XXXX]. */
export function escapeText(value: string): string {
  return escapeControlCharacters(value);
}

/** A multi-line value (comments): line breaks kept, every line indented so it cannot pass for a field. */
function escapeTextBlock(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => `    ${escapeText(line)}`)
    .join("\n");
}

export function escapeHtml(value: string): string {
  return escapeText(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A conservative check before the address goes into a header at all (the schema validated it already). */
const SAFE_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;

/** A booking's meeting in the staff mail: label and value, in order (what, when, how, language, counsellor). */
export type MeetingLines = readonly (readonly [string, string])[];

/** One enquiry's text and HTML, as the single mail and the digest show it. */
function enquiryBody(enquiry: Enquiry, meeting?: MeetingLines): { text: string; html: string } {
  const person: [string, string | null][] =
    enquiry.kind === "callback"
      ? [
          [fieldLabels.name, enquiry.firstName],
          [fieldLabels.phone, enquiry.phone],
        ]
      : [
          [fieldLabels.firstName, enquiry.firstName],
          [fieldLabels.lastName, enquiry.lastName],
          [fieldLabels.email, enquiry.email],
          [fieldLabels.phone, enquiry.phone],
        ];
  const fields: [string, string | null][] = [
    ...person,
    ...(enquiry.callbackSlot
      ? [[mailTexts.callback, callbackSlotText(enquiry.callbackSlot, enquiry.createdAt)] as [string, string]]
      : []),
    ...(enquiry.language
      ? [[mailTexts.prefers, enquiryLanguageLabels[enquiry.language]] as [string, string]]
      : []),
    ...(enquiry.pageLanguage
      ? [[mailTexts.pageLanguage, languageNames[enquiry.pageLanguage]] as [string, string]]
      : []),
    ...(enquiry.office ? [[mailTexts.nearestOffice, officeLabels[enquiry.office]] as [string, string]] : []),
    ...(enquiry.kind === "contact"
      ? [
          [fieldLabels.purpose, enquiry.purpose && helpPurposeLabels[enquiry.purpose]] as [
            string,
            string | null,
          ],
        ]
      : []),
  ];
  /** The free text: the service form's comments, the contact form's message. */
  const commentsLabel =
    enquiry.kind === "service" ? fieldLabels.comments : enquiry.kind === "contact" ? mailTexts.message : null;
  const context: [string, string | null][] = [
    [mailTexts.page, enquiry.page],
    [mailTexts.referrer, enquiry.referrer],
    ["utm_source", enquiry.utm.source],
    ["utm_medium", enquiry.utm.medium],
    ["utm_campaign", enquiry.utm.campaign],
    ["utm_term", enquiry.utm.term],
    ["utm_content", enquiry.utm.content],
  ];
  const present = context.filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== "");
  const footer: [string, string][] = [
    [mailTexts.received, enquiry.createdAt],
    [mailTexts.reference, enquiry.id],
  ];

  const textLine = ([label, value]: [string, string | null]) =>
    `${label}: ${value ? escapeText(value) : mailTexts.none}`;
  const meetingText = meeting
    ? [`${mailTexts.meeting}:`, ...meeting.map(([label, value]) => `    ${label}: ${escapeText(value)}`), ""]
    : [];
  const text = [
    mailTexts.intro[enquiry.kind],
    "",
    ...meetingText,
    ...fields.map(textLine),
    ...(commentsLabel
      ? [`${commentsLabel}:`, enquiry.comments ? escapeTextBlock(enquiry.comments) : `    ${mailTexts.none}`]
      : []),
    "",
    `${mailTexts.context}:`,
    ...(present.length > 0 ? present.map(textLine) : [mailTexts.none]),
    "",
    ...footer.map(textLine),
    "",
  ].join("\n");

  const htmlRow = ([label, value]: [string, string | null]) =>
    `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${
      value ? escapeHtml(value).replace(/\[U\+000A\]/g, "<br>") : escapeHtml(mailTexts.none)
    }</td></tr>`;
  const commentsHtml = commentsLabel
    ? htmlRow([commentsLabel, enquiry.comments?.replace(/\r\n|\r/g, "\n") ?? null])
    : "";
  const meetingHtml = meeting
    ? [
        `<h3>${escapeHtml(mailTexts.meeting)}</h3>`,
        `<table cellpadding="4">${meeting.map(([label, value]) => htmlRow([label, value])).join("")}</table>`,
      ]
    : [];
  const html = [
    `<p>${escapeHtml(mailTexts.intro[enquiry.kind])}</p>`,
    ...meetingHtml,
    `<table cellpadding="4">${fields.map(htmlRow).join("")}${commentsHtml}</table>`,
    `<h3>${escapeHtml(mailTexts.context)}</h3>`,
    present.length > 0
      ? `<table cellpadding="4">${present.map(htmlRow).join("")}</table>`
      : `<p>${mailTexts.none}</p>`,
    `<p>${footer.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join("<br>")}</p>`,
  ].join("\n");
  return { text, html };
}

const htmlDocument = (body: string) =>
  [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"></head><body>',
    body,
    "</body></html>",
  ].join("\n");

export function composeEnquiryMail(
  enquiry: Enquiry,
  addresses: { from: string; to: string },
  meeting?: MeetingLines,
): OutgoingMail {
  const { text, html } = enquiryBody(enquiry, meeting);
  const domain = addresses.from.split("@")[1] ?? "localhost";
  return {
    from: addresses.from,
    to: addresses.to,
    ...(enquiry.email && SAFE_ADDRESS.test(enquiry.email)
      ? { replyTo: { name: "", address: enquiry.email } }
      : {}),
    subject: mailTexts.subject[enquiry.kind],
    messageId: `<enquiry-${enquiry.id}@${domain}>`,
    text,
    html: htmlDocument(html),
  };
}

/**
 * Several enquiries in one mail, each exactly as its single mail shows it (same fields, same escaping),
 * for the mail past the daily cap (docs/enquiries.md, "Mail to the office"). No Reply-To: it would name
 * one enquirer of many; each one's email is in its part. `slot` (the digest's interval) names the mail.
 */
export function composeDigestMail(
  enquiries: readonly Enquiry[],
  addresses: { from: string; to: string },
  slot: string,
): OutgoingMail {
  const total = enquiries.length;
  const heading = (index: number, enquiry: Enquiry) =>
    `${mailTexts.digest.enquiry} ${index + 1} ${mailTexts.digest.of} ${total}: ${mailTexts.subject[enquiry.kind]}`;
  const bodies = enquiries.map((enquiry) => enquiryBody(enquiry));
  const text = [
    mailTexts.digest.intro,
    "",
    ...bodies.flatMap(({ text: part }, index) => {
      const title = heading(index, enquiries[index] as Enquiry);
      return [title, "=".repeat(title.length), "", part];
    }),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(mailTexts.digest.intro)}</p>`,
    ...bodies.map(
      ({ html: part }, index) =>
        `<hr>\n<h2>${escapeHtml(heading(index, enquiries[index] as Enquiry))}</h2>\n${part}`,
    ),
  ].join("\n");
  const domain = addresses.from.split("@")[1] ?? "localhost";
  return {
    from: addresses.from,
    to: addresses.to,
    subject: `${mailTexts.digest.subject}: ${total}`,
    messageId: `<digest-${slot.replace(/[^0-9]/g, "")}-${enquiries[0]?.id ?? "empty"}@${domain}>`,
    text,
    html: htmlDocument(html),
  };
}
