/**
 * The personal alert mails (docs/staff-console.md, "Alerts"): an enquiry assigned to you, an enquiry
 * waiting too long (to admins), and the 9:00 digest of your day. They name the family by first name only
 * and link to the enquiry in the console, where everything else is (behind the sign-in): no phone number
 * or email address of a family travels in these mails.
 */
import { escapeHtml, escapeText, type OutgoingMail } from "../../mail/enquiry-mail.ts";
import { enquiryKindLabels } from "#contract/enquiry-fields";
import { consoleBase, officeLabels, type Office } from "#contract/staff";
import type { AlertEnquiry, Digest, DigestItem } from "./alert-repository.ts";

export const alertMailTexts = {
  assignedSubject: (firstName: string, form: string, office: string) =>
    `New enquiry assigned to you: ${firstName}, ${form}, ${office}`,
  assignedIntro: "An enquiry was assigned to you in the staff console. Please contact the family soon.",
  escalatedSubject: (firstName: string, office: string, minutes: number) =>
    `Not contacted after ${minutes} office minutes: ${firstName}, ${office}`,
  escalatedIntro: (minutes: number) =>
    `This new enquiry has waited ${minutes} minutes of office time without a first contact. Please see that someone calls the family.`,
  digestSubject: (day: string) => `Your day, ${day}`,
  digestIntro: "Good morning. Here is what waits for you in the staff console today.",
  dueToday: "Follow-ups due today",
  overdue: "Overdue follow-ups",
  newEnquiries: "New enquiries not contacted yet",
  open: "Open it in the console:",
  settings: "You can choose which alerts you get on your Account page in the console.",
  noOffice: "no office",
  startOfDay: "any time",
} as const;

export interface AlertMailContext {
  from: string;
  /** The origin of the console's links (SITE_ORIGIN, or this machine outside production). */
  origin: string;
}

export const enquiryLink = (origin: string, id: string) =>
  `${origin}${consoleBase}/enquiries/${encodeURIComponent(id)}`;

const domainOf = (from: string) => from.split("@")[1]?.replace(/[>\s].*$/, "") || "localhost";
const officeName = (office: Office | null) => (office ? officeLabels[office] : alertMailTexts.noOffice);

function simpleMail(
  context: AlertMailContext,
  to: string,
  subject: string,
  messageId: string,
  paragraphs: string[],
  link: string,
): OutgoingMail {
  return {
    from: context.from,
    to,
    subject: escapeText(subject),
    messageId: `<${messageId}@${domainOf(context.from)}>`,
    text: [
      ...paragraphs.flatMap((line) => [escapeText(line), ""]),
      alertMailTexts.open,
      link,
      "",
      alertMailTexts.settings,
      "",
    ].join("\n"),
    html: [
      ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(alertMailTexts.open)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p><small>${escapeHtml(alertMailTexts.settings)}</small></p>`,
    ].join("\n"),
  };
}

export function composeAssignedMail(
  context: AlertMailContext,
  alertId: string,
  to: { name: string; email: string },
  enquiry: AlertEnquiry,
): OutgoingMail {
  const form = enquiryKindLabels[enquiry.kind];
  return simpleMail(
    context,
    to.email,
    alertMailTexts.assignedSubject(enquiry.firstName, form, officeName(enquiry.office)),
    `assigned-${alertId}`,
    [
      `Hello ${to.name},`,
      alertMailTexts.assignedIntro,
      `${enquiry.firstName} · ${form} · ${officeName(enquiry.office)}`,
    ],
    enquiryLink(context.origin, enquiry.id),
  );
}

export function composeEscalatedMail(
  context: AlertMailContext,
  alertId: string,
  to: { name: string; email: string },
  enquiry: AlertEnquiry,
  minutes: number,
): OutgoingMail {
  const form = enquiryKindLabels[enquiry.kind];
  return simpleMail(
    context,
    to.email,
    alertMailTexts.escalatedSubject(enquiry.firstName, officeName(enquiry.office), minutes),
    `escalated-${alertId}`,
    [
      `Hello ${to.name},`,
      alertMailTexts.escalatedIntro(minutes),
      `${enquiry.firstName} · ${form} · ${officeName(enquiry.office)} · received ${enquiry.receivedAt}`,
    ],
    enquiryLink(context.origin, enquiry.id),
  );
}

export const digestIsEmpty = (digest: Digest) =>
  digest.dueToday.length === 0 && digest.overdue.length === 0 && digest.newEnquiries.length === 0;

export function composeDigestMail(
  context: AlertMailContext,
  alertId: string,
  to: { name: string; email: string },
  day: string,
  digest: Digest,
): OutgoingMail {
  const sections: [string, DigestItem[], (item: DigestItem) => string][] = [
    [
      alertMailTexts.dueToday,
      digest.dueToday,
      (item) =>
        `${item.followUpTime ?? alertMailTexts.startOfDay} · ${item.firstName} · ${enquiryKindLabels[item.kind]}`,
    ],
    [
      alertMailTexts.overdue,
      digest.overdue,
      (item) =>
        `${item.followUpOn ?? ""} ${item.followUpTime ?? ""}`.replace(/\s+/g, " ").trim() +
        ` · ${item.firstName} · ${enquiryKindLabels[item.kind]}`,
    ],
    [
      alertMailTexts.newEnquiries,
      digest.newEnquiries,
      (item) => `${item.firstName} · ${enquiryKindLabels[item.kind]}`,
    ],
  ];
  const present = sections.filter(([, items]) => items.length > 0);
  const greeting = `Hello ${to.name},`;
  const text = [escapeText(greeting), "", alertMailTexts.digestIntro, ""];
  const html = [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(alertMailTexts.digestIntro)}</p>`];
  for (const [title, items, line] of present) {
    text.push(`${title} (${items.length})`);
    html.push(`<h2>${escapeHtml(title)} (${items.length})</h2>`, "<ul>");
    for (const item of items) {
      const link = enquiryLink(context.origin, item.id);
      text.push(`- ${escapeText(line(item))}`, `  ${link}`);
      html.push(`<li><a href="${escapeHtml(link)}">${escapeHtml(line(item))}</a></li>`);
    }
    text.push("");
    html.push("</ul>");
  }
  text.push(alertMailTexts.settings, "");
  html.push(`<p><small>${escapeHtml(alertMailTexts.settings)}</small></p>`);
  return {
    from: context.from,
    to: to.email,
    subject: alertMailTexts.digestSubject(day),
    messageId: `<digest-${alertId}@${domainOf(context.from)}>`,
    text: text.join("\n"),
    html: html.join("\n"),
  };
}
