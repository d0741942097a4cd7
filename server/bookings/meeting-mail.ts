/**
 * The family's mails about their meeting (docs/bookings.md, "Mails"): the confirmation, the reminder the
 * day before, the cancellation and a new time, in the language of the page they booked from, each with
 * an `.ics` invitation (the `ics` package; METHOD:REQUEST, or CANCEL for a cancellation, one UID per
 * meeting and a SEQUENCE that grows with each change, so a calendar updates the one event).
 */
import { createEvent, type EventAttributes } from "ics";
import { bookingTexts } from "#contract/booking-texts/index";
import type { EnquiryLanguage } from "#contract/enquiry-fields";
import { languageInfo } from "#contract/languages";
import { formatAddress, siteData, type Address } from "~/content/site-data";
import type { BookingMailKind } from "../db/schema.ts";
import { escapeHtml } from "../lib/html-page.ts";
import type { OutgoingMail } from "../mail/enquiry-mail.ts";
import { escapeText } from "../mail/enquiry-mail.ts";
import type { StoredBooking } from "./booking-repository.ts";
import { words as en } from "./mail-words/en.ts";
import { words as te } from "./mail-words/te.ts";
import type { MeetingMailWords } from "./mail-words/types.ts";
import { INDIA_OFFSET } from "../lib/office-hours.ts";
import { indiaClock } from "./slots.ts";

export const meetingMailWords: Readonly<Record<EnquiryLanguage, MeetingMailWords>> = { en, te };

/** "Monday 30 November, 10:30 am" in the words of one language, India time. */
export function meetingTime(iso: string, words: MeetingMailWords): string {
  const at = Date.parse(iso);
  const local = new Date(at + INDIA_OFFSET);
  const time = indiaClockWords(iso, words);
  return words.dateTime(
    words.weekdays[local.getUTCDay()] ?? "",
    local.getUTCDate(),
    words.months[local.getUTCMonth()] ?? "",
    time,
  );
}

/** The office's postal address and a map link (the head office has its own; a branch's is searched). */
export function officePlace(office: StoredBooking["office"]): { address: string; mapUrl: string } {
  const branch = siteData.branches.find((candidate) => candidate.id === office);
  const address: Address = branch?.address ?? siteData.office.address;
  const text = formatAddress(address);
  const mapUrl = branch
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address.line2}, ${address.city}`)}`
    : siteData.office.mapUrl;
  return { address: text, mapUrl };
}

/** What the mail needs besides the meeting. */
export interface MeetingMailContext {
  kind: BookingMailKind;
  booking: StoredBooking;
  /** The family: the enquiry's name, email and phone, and the language of the page they booked from. */
  family: {
    firstName: string;
    lastName: string | null;
    email: string;
    phone: string;
    language: EnquiryLanguage;
  };
  /** The link to reschedule or cancel (carries the signed token). */
  manageUrl: string;
  from: string;
  /** How many times the meeting changed before (the invitation's SEQUENCE). */
  sequence: number;
}

/** What the meeting is, in words: "Free mock visa interview for the UK". */
export function meetingName(
  booking: Pick<StoredBooking, "type" | "country">,
  words: MeetingMailWords,
  language: EnquiryLanguage,
): string {
  const texts = bookingTexts[language];
  const what = texts.meetingTypeLabels[booking.type];
  return booking.country ? words.forCountry(what, texts.countryLabels[booking.country]) : what;
}

/** The `.ics` file's text, or throws (the values are ours and valid; a failure is a defect). */
export function meetingInvitation(context: MeetingMailContext, words: MeetingMailWords): string {
  const { booking, family } = context;
  const language = family.language;
  const texts = bookingTexts[language];
  const place = officePlace(booking.office);
  const how =
    booking.mode === "office"
      ? place.address
      : booking.mode === "phone"
        ? words.phoneCall(family.phone)
        : words.videoCall(family.phone);
  const event: EventAttributes = {
    uid: `${booking.id}@${new URL(siteData.siteUrl).hostname}`,
    sequence: context.sequence,
    method: context.kind === "cancelled" ? "CANCEL" : "REQUEST",
    status: context.kind === "cancelled" ? "CANCELLED" : "CONFIRMED",
    start: Date.parse(booking.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(booking.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${meetingName(booking, words, language)} (${siteData.shortName})`,
    description: [texts.meetingModeLabels[booking.mode], how, `${words.manage} ${context.manageUrl}`].join(
      "\n",
    ),
    location: booking.mode === "office" ? place.address : texts.meetingModeLabels[booking.mode],
    ...(booking.mode === "office" ? { url: place.mapUrl } : {}),
    organizer: { name: siteData.brandName, email: context.from },
    attendees: [
      {
        name: `${family.firstName} ${family.lastName ?? ""}`.trim(),
        email: family.email,
        rsvp: false,
        role: "REQ-PARTICIPANT",
        partstat: "ACCEPTED",
      },
    ],
    productId: "vidyapath/bookings",
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("The invitation could not be written.");
  return value;
}

/** The family's mail: plain text and HTML, every value of theirs escaped, and the invitation attached. */
export function composeMeetingMail(context: MeetingMailContext): OutgoingMail {
  const { booking, family, kind } = context;
  const language = family.language;
  const words = meetingMailWords[language];
  const texts = bookingTexts[language];
  const what = meetingName(booking, words, language);
  const when = `${meetingTime(booking.start, words)} (${words.indiaTime})`;
  const subjectWhen = meetingTime(booking.start, words);
  const subject =
    kind === "confirmation"
      ? words.subject.confirmation(what, subjectWhen)
      : kind === "reminder"
        ? words.subject.reminder(what, indiaClockWords(booking.start, words))
        : kind === "cancelled"
          ? words.subject.cancelled(what)
          : words.subject.rescheduled(what, subjectWhen);
  const place = officePlace(booking.office);
  const phones = siteData.phones.map((phone) => phone.display).join(` ${words.or} `);
  const rows: [string, string][] = [
    [words.what, what],
    [words.when, when],
    [words.how, texts.meetingModeLabels[booking.mode]],
  ];
  if (booking.mode === "office") {
    rows.push([words.where, place.address], [words.map, place.mapUrl]);
  }
  const callLine =
    booking.mode === "phone"
      ? words.phoneCall(family.phone)
      : booking.mode === "video"
        ? words.videoCall(family.phone)
        : undefined;
  const open = kind !== "cancelled";
  const paragraphs = [
    ...(callLine ? [callLine] : []),
    ...(open && booking.type === "mock-interview" ? [words.bringDocuments] : []),
    ...(open ? [words.calendar] : []),
  ];
  const name = escapeText(family.firstName);
  const text = [
    words.greeting(name),
    "",
    words.intro[kind],
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(open ? [words.manage, context.manageUrl, ""] : []),
    words.questions(phones),
    "",
    words.signature,
  ].join("\n");
  const html = [
    `<!doctype html><html lang="${languageInfo(language).lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(words.greeting(family.firstName))}</p>`,
    `<p>${escapeHtml(words.intro[kind])}</p>`,
    `<table>${rows
      .map(([label, value]) => {
        const shown =
          value === place.mapUrl
            ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
            : escapeHtml(value);
        return `<tr><th style="text-align:left;padding-right:1em">${escapeHtml(label)}</th><td>${shown}</td></tr>`;
      })
      .join("")}</table>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(open
      ? [
          `<p>${escapeHtml(words.manage)} <a href="${escapeHtml(context.manageUrl)}">${escapeHtml(context.manageUrl)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(words.questions(phones))}</p>`,
    `<p>${escapeHtml(words.signature)}</p>`,
    "</body></html>",
  ].join("\n");
  const domain = context.from.split("@")[1] ?? "localhost";
  return {
    from: context.from,
    to: family.email,
    subject,
    messageId: `<booking-${kind}-${booking.id}-${context.sequence}@${domain}>`,
    text,
    html,
    icalEvent: {
      method: kind === "cancelled" ? "CANCEL" : "REQUEST",
      filename: "meeting.ics",
      content: meetingInvitation(context, words),
    },
  };
}

/** "10:30 am", the start's time alone. */
export function indiaClockWords(iso: string, words: MeetingMailWords): string {
  const [hours = 0, minutes = 0] = indiaClock(Date.parse(iso)).split(":").map(Number);
  const period = hours < 12 ? words.morning : hours < 16 ? words.afternoon : words.evening;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return words.clock(`${twelve}:${String(minutes).padStart(2, "0")}`, period);
}
