/**
 * The booking pages the server renders (docs/bookings.md, "The pages without JavaScript"): the free
 * times with the family's details, the confirmation and the manage page, and their problem pages. Each is
 * a fragment of HTML put into the prerendered shell of its page (./page-shells.ts), so it has the site's
 * header, footer and styles; it adds no script, so the shell's Content-Security-Policy stays valid.
 * Every value is escaped (names come from families).
 */
import { bookingTexts } from "#contract/booking-texts/index";
import type {
  BookingStatus,
  MeetingCountry,
  MeetingMode,
  MeetingType,
  Slot,
  SlotsDay,
} from "#contract/bookings";
import type { EnquiryLanguage, EnquiryOffice } from "#contract/enquiry-fields";
import { honeypotField, noScript, pageLanguageField } from "#contract/enquiry";
import { enquiryTexts } from "#contract/texts/index";
import { languageInfo } from "#contract/languages";
import { siteData } from "~/content/site-data";
import { escapeHtml } from "../lib/html-page.ts";
import { INDIA_OFFSET } from "../lib/office-hours.ts";
import { indiaClockWords, meetingMailWords, meetingName, meetingTime, officePlace } from "./meeting-mail.ts";
import { words as en } from "./page-words/en.ts";
import { words as te } from "./page-words/te.ts";
import type { BookingPageWords } from "./page-words/types.ts";

export const bookingPageWords: Readonly<Record<EnquiryLanguage, BookingPageWords>> = { en, te };

/** The pages' paths, under each edition's prefix. */
export const bookingPagePaths = {
  book: "/book",
  times: "/book/times",
  booked: "/book/booked",
  manage: "/book/manage",
} as const;

export const bookingPagePath = (language: EnquiryLanguage, page: keyof typeof bookingPagePaths) =>
  `${languageInfo(language).prefix}${bookingPagePaths[page]}`;

/** What the family chose on /book: the meeting the free times are for. */
export interface MeetingChoices {
  type: MeetingType;
  country: MeetingCountry | null;
  mode: MeetingMode;
  language: EnquiryLanguage;
  office: EnquiryOffice;
}

/** The family's own fields, as they typed them (kept when the page is shown again). */
export const personFieldNames = ["firstName", "lastName", "email", "phone", "comments"] as const;
export type PersonValues = Partial<Record<(typeof personFieldNames)[number], string>>;

/** One problem of a refused form, named by the label the family sees. */
export interface PageProblem {
  label: string;
  message: string;
}

export interface TimesView {
  /** The page's language (its edition). */
  language: EnquiryLanguage;
  choices: MeetingChoices;
  /** The free times of the two weeks, by day. */
  days: readonly SlotsDay[];
  /** The next free times, offered first after a time was taken. */
  first?: readonly Slot[];
  /** A sentence above the form (the time was taken). */
  message?: string;
  /** What is wrong with the family's form. */
  problems?: readonly PageProblem[];
  /** What they typed and the time they chose. */
  values?: PersonValues & { start?: string };
  /** Rescheduling: the manage token, and the form moves that meeting. */
  token?: string;
}

const html = escapeHtml;

/** The office's phones: the head office's two, a branch's own. */
export function officePhones(office: EnquiryOffice): string[] {
  const branch = siteData.branches.find((candidate) => candidate.id === office);
  return branch ? [branch.phone.display] : siteData.phones.map((phone) => phone.display);
}

const phoneLinks = (office: EnquiryOffice) =>
  officePhones(office)
    .map((display) => `<a href="tel:${html(display.replace(/\s+/g, ""))}">${html(display)}</a>`)
    .join(", ");

/** "Monday 30 November", the India day of an instant or of a YYYY-MM-DD day. */
export function dayHeading(dayOrIso: string, language: EnquiryLanguage): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(dayOrIso)
    ? new Date(`${dayOrIso}T00:00:00Z`)
    : new Date(Date.parse(dayOrIso) + INDIA_OFFSET);
  const mail = meetingMailWords[language];
  return bookingPageWords[language].day(
    mail.weekdays[at.getUTCDay()] ?? "",
    at.getUTCDate(),
    mail.months[at.getUTCMonth()] ?? "",
  );
}

function summary(language: EnquiryLanguage, rows: [string, string][]): string {
  return `<dl class="booking-summary">${rows
    .map(([label, value]) => `<div><dt>${html(label)}</dt><dd>${value}</dd></div>`)
    .join("")}</dl>`;
}

/** The meeting's what, how, language and office, as rows (values already escaped HTML). */
function choiceRows(choices: MeetingChoices, language: EnquiryLanguage): [string, string][] {
  const words = bookingPageWords[language];
  const texts = bookingTexts[language];
  const enquiry = enquiryTexts[language];
  const what = meetingName(choices, meetingMailWords[language], language);
  return [
    [words.choice.what, html(what)],
    [words.choice.how, html(texts.meetingModeLabels[choices.mode])],
    [words.choice.language, html(enquiry.enquiryLanguageLabels[choices.language])],
    [words.choice.office, html(enquiry.officeLabels[choices.office])],
  ];
}

const heading = (title: string) => `<h1>${html(title)}</h1>`;

function problemList(title: string, intro: string, problems: readonly PageProblem[]): string {
  return [
    `<div class="booking-problems" role="alert">`,
    `<h2>${html(title)}</h2>`,
    `<p>${html(intro)}</p>`,
    `<ul>${problems.map((problem) => `<li>${html(`${problem.label}: ${problem.message}`)}</li>`).join("")}</ul>`,
    `</div>`,
  ].join("");
}

function radio(slot: Slot, language: EnquiryLanguage, checked: boolean): string {
  const label = indiaClockWords(slot.start, meetingMailWords[language]);
  return `<label class="booking-time"><input type="radio" name="start" value="${html(slot.start)}" required${
    checked ? " checked" : ""
  }><span>${html(label)}</span></label>`;
}

function dayGroup(legend: string, slots: readonly Slot[], language: EnquiryLanguage, chosen?: string) {
  return `<fieldset class="booking-day"><legend>${html(legend)}</legend><div class="booking-times">${slots
    .map((slot) => radio(slot, language, slot.start === chosen))
    .join("")}</div></fieldset>`;
}

function textField(
  name: string,
  label: string,
  value: string | undefined,
  attributes: string,
  required: boolean,
): string {
  const id = `booking-${name}`;
  return `<p class="booking-field"><label for="${id}">${html(label)}</label><input id="${id}" name="${name}" ${attributes}${
    required ? " required" : ""
  } value="${html(value ?? "")}"></p>`;
}

/** The times page: the free times by day, then (booking) the family's details, then the button. */
export function timesPage(view: TimesView): { title: string; body: string } {
  const { language, choices, values = {} } = view;
  const words = bookingPageWords[language];
  const enquiry = enquiryTexts[language];
  const rescheduling = view.token !== undefined;
  const title = rescheduling ? words.times.rescheduleTitle : words.times.title;
  const firstStarts = new Set((view.first ?? []).map((slot) => slot.start));
  const days = view.days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => !firstStarts.has(slot.start)) }))
    .filter((day) => day.slots.length > 0);
  const anyTime = days.length > 0 || firstStarts.size > 0;
  const parts = [
    heading(title),
    summary(language, choiceRows(choices, language)),
    `<p><a href="${html(bookingPagePath(language, "book"))}">${html(words.times.changeChoices)}</a></p>`,
  ];
  if (view.problems?.length)
    parts.push(problemList(words.problems.formTitle, words.problems.formIntro, view.problems));
  if (view.message) parts.push(`<p class="booking-alert" role="alert">${html(view.message)}</p>`);
  if (!anyTime) {
    const phones = officePhones(choices.office).join(` ${enquiry.enquiryResponses.or} `);
    parts.push(`<p class="booking-alert">${html(words.times.noTimes(phones))}</p>`);
    return { title, body: parts.join("\n") };
  }
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${html(value)}">`;
  const hiddenFields = rescheduling
    ? [hidden("token", view.token ?? ""), hidden(pageLanguageField, language)]
    : [
        hidden("type", choices.type),
        ...(choices.country ? [hidden("country", choices.country)] : []),
        hidden("mode", choices.mode),
        hidden("language", choices.language),
        hidden("office", choices.office),
        hidden(pageLanguageField, language),
        hidden(noScript.pageField, bookingPagePath(language, "times")),
      ];
  const groups = [
    ...(view.first?.length ? [dayGroup(words.times.moreTimes, view.first, language, values.start)] : []),
    ...days.map((day) => dayGroup(dayHeading(day.date, language), day.slots, language, values.start)),
  ];
  const labels = enquiry.fieldLabels;
  const person = rescheduling
    ? ""
    : [
        `<fieldset class="booking-person"><legend>${html(words.times.yourDetails)}</legend>`,
        textField("firstName", labels.firstName, values.firstName, 'autocomplete="given-name"', true),
        textField("lastName", labels.lastName, values.lastName, 'autocomplete="family-name"', true),
        textField("email", labels.email, values.email, 'type="email" autocomplete="email"', true),
        textField("phone", labels.phone, values.phone, 'type="tel" autocomplete="tel"', true),
        `<p class="booking-field"><label for="booking-comments">${html(
          `${labels.comments} (${words.times.optional})`,
        )}</label><textarea id="booking-comments" name="comments" rows="3">${html(
          values.comments ?? "",
        )}</textarea></p>`,
        `<p class="booking-honeypot" aria-hidden="true"><label>${html(words.times.honeypot)} <input name="${honeypotField}" tabindex="-1" autocomplete="off" value=""></label></p>`,
        `</fieldset>`,
      ].join("");
  parts.push(
    `<p>${html(rescheduling ? words.times.rescheduleIntro : words.times.intro)}</p>`,
    [
      `<form class="booking-form" method="post" action="${rescheduling ? "/api/bookings/reschedule" : "/api/bookings"}">`,
      ...hiddenFields,
      `<fieldset class="booking-days"><legend>${html(words.times.dayLegend)}</legend>${groups.join("")}</fieldset>`,
      person,
      `<p><button type="submit" class="booking-button">${html(
        rescheduling ? words.times.rescheduleSubmit : words.times.submit,
      )}</button></p>`,
      `</form>`,
    ].join("\n"),
  );
  return { title, body: parts.join("\n") };
}

/** A 400 page for choices the free times cannot be shown for, with a link back to /book. */
export function choicesProblemPage(
  language: EnquiryLanguage,
  problems: readonly PageProblem[],
): { title: string; body: string } {
  const words = bookingPageWords[language];
  return {
    title: words.problems.choicesTitle,
    body: [
      heading(words.problems.choicesTitle),
      `<p>${html(words.problems.choicesIntro)}</p>`,
      `<ul role="alert">${problems.map((problem) => `<li>${html(`${problem.label}: ${problem.message}`)}</li>`).join("")}</ul>`,
      `<p><a href="${html(bookingPagePath(language, "book"))}">${html(words.problems.back)}</a></p>`,
    ].join("\n"),
  };
}

/** A page of one sentence (a refused post, a link we did not sign), with a link. */
export function messagePage(
  language: EnquiryLanguage,
  title: string,
  message: string,
  link: { href: string; text: string } = {
    href: bookingPagePath(language, "book"),
    text: bookingPageWords[language].problems.back,
  },
): { title: string; body: string } {
  return {
    title,
    body: [
      heading(title),
      `<p class="booking-alert" role="alert">${html(message)}</p>`,
      `<p><a href="${html(link.href)}">${html(link.text)}</a></p>`,
    ].join("\n"),
  };
}

/** The meeting as the confirmation and the manage page show it. */
export interface MeetingView extends MeetingChoices {
  start: string;
  status: BookingStatus;
}

function meetingRows(meeting: MeetingView, language: EnquiryLanguage): [string, string][] {
  const words = bookingPageWords[language];
  const mail = meetingMailWords[language];
  const rows = choiceRows(meeting, language);
  const when = `${meetingTime(meeting.start, mail)} (${mail.indiaTime})`;
  // What, then when, then how, the language and the office.
  return [...rows.slice(0, 1), [words.choice.when, html(when)], ...rows.slice(1)];
}

/** How they meet: the office's address and map, or how the counsellor calls. */
function howToMeet(meeting: MeetingView, language: EnquiryLanguage): string {
  const words = bookingPageWords[language].booked;
  if (meeting.mode === "office") {
    const place = officePlace(meeting.office);
    return `<p><strong>${html(words.where)}:</strong> ${html(place.address)}<br><a href="${html(
      place.mapUrl,
    )}" rel="noopener">${html(words.map)}</a></p>`;
  }
  return `<p>${html(meeting.mode === "phone" ? words.phoneCall : words.videoCall)}</p>`;
}

const officeLine = (meeting: MeetingView, language: EnquiryLanguage) =>
  `<p><strong>${html(bookingPageWords[language].booked.officePhones)}:</strong> ${phoneLinks(meeting.office)}</p>`;

const manageHref = (language: EnquiryLanguage, token: string) =>
  `${bookingPagePath(language, "manage")}?token=${encodeURIComponent(token)}`;

/** The confirmation: what, when, how, the office's phones, the invitation and the manage link. */
export function bookedPage(
  language: EnquiryLanguage,
  meeting: MeetingView,
  firstName: string,
  token: string,
): { title: string; body: string } {
  const words = bookingPageWords[language].booked;
  return {
    title: words.title,
    body: [
      heading(words.title),
      `<p class="booking-done" role="status">${html(words.thanks(firstName))}</p>`,
      summary(language, meetingRows(meeting, language)),
      howToMeet(meeting, language),
      ...(meeting.type === "mock-interview" ? [`<p>${html(words.bringDocuments)}</p>`] : []),
      officeLine(meeting, language),
      `<p class="booking-actions"><a class="booking-button" href="/api/bookings/ics?token=${html(
        encodeURIComponent(token),
      )}" download="meeting.ics">${html(words.addToCalendar)}</a> <a href="${html(
        manageHref(language, token),
      )}">${html(words.manage)}</a></p>`,
    ].join("\n"),
  };
}

/** The manage page: the meeting and its state; cancel and another time while it can still change. */
export function managePage(
  language: EnquiryLanguage,
  meeting: MeetingView,
  token: string,
  changeable: boolean,
): { title: string; body: string } {
  const words = bookingPageWords[language];
  const texts = bookingTexts[language];
  const rows = meetingRows(meeting, language);
  rows.push([words.choice.status, html(words.manage.statuses[meeting.status])]);
  const parts = [heading(words.manage.title), summary(language, rows)];
  if (meeting.status === "cancelled") {
    parts.push(`<p class="booking-done" role="status">${html(texts.responses.cancelled)}</p>`);
  }
  if (changeable) {
    parts.push(
      howToMeet(meeting, language),
      officeLine(meeting, language),
      `<div class="booking-actions">`,
      `<form method="post" action="/api/bookings/cancel"><input type="hidden" name="token" value="${html(
        token,
      )}"><input type="hidden" name="${pageLanguageField}" value="${html(language)}"><button type="submit" class="booking-button booking-button-quiet">${html(
        words.manage.cancel,
      )}</button></form>`,
      `<a class="booking-button" href="${html(bookingPagePath(language, "times"))}?token=${html(
        encodeURIComponent(token),
      )}">${html(words.manage.reschedule)}</a>`,
      `</div>`,
    );
  } else {
    if (meeting.status !== "cancelled")
      parts.push(`<p class="booking-alert">${html(texts.responses.notChangeable)}</p>`);
    parts.push(
      officeLine(meeting, language),
      `<p><a href="${html(bookingPagePath(language, "book"))}">${html(words.manage.bookAgain)}</a></p>`,
    );
  }
  return { title: words.manage.title, body: parts.join("\n") };
}

/** 404: a manage or confirmation link we did not sign. */
export function notFoundPage(language: EnquiryLanguage): { title: string; body: string } {
  const words = bookingPageWords[language];
  return messagePage(language, words.notFound.title, bookingTexts[language].responses.badToken);
}
