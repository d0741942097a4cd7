/**
 * The mail that takes an invitation to the invited person: who invited them, the link, and how long
 * it works. Sent through the server's mailer (SMTP, or an .eml file under DATA_DIR when no SMTP_URL is
 * set); the admin sees the same link in the console, so a mail that does not arrive loses nothing.
 */
import { escapeHtml, escapeText, type OutgoingMail } from "../mail/enquiry-mail.ts";
import { invitationHours, officeLabels, type PendingInvitation } from "#contract/staff";

export const invitationMailTexts = {
  subject: "Your invitation to the staff console",
  intro: (admin: string) => `${admin} invited you to the staff console, where enquiries are answered.`,
  action: "Open this link to choose your password and sign in:",
  expiry: `The link works once and for ${invitationHours} hours. If you did not expect it, ignore this mail.`,
} as const;

export function composeInvitationMail(
  invitation: PendingInvitation,
  link: string,
  details: { from: string; adminName: string },
): OutgoingMail {
  const domain = details.from.split("@")[1]?.replace(/[>\s].*$/, "") || "localhost";
  const role = invitation.role === "admin" ? "Admin" : "Counsellor";
  const greeting = `Hello ${invitation.name},`;
  const intro = invitationMailTexts.intro(details.adminName);
  const what = `${role}, ${officeLabels[invitation.office]} office.`;
  return {
    from: details.from,
    to: invitation.email,
    subject: invitationMailTexts.subject,
    messageId: `<invitation-${invitation.id}@${domain}>`,
    text: [
      escapeText(greeting),
      "",
      escapeText(intro),
      what,
      "",
      invitationMailTexts.action,
      link,
      "",
      invitationMailTexts.expiry,
      "",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)} ${escapeHtml(what)}</p>`,
      `<p>${escapeHtml(invitationMailTexts.action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(invitationMailTexts.expiry)}</p>`,
    ].join("\n"),
  };
}
