import { languageNames, type EnquiryKind, type EnquiryLanguage } from "#contract/enquiry-fields";
/** Times as the offices read them: India Standard Time, and ages such as "3 h ago". */
const istFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const istDay = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
});

export function istTime(iso: string): string {
  return `${istFormat.format(new Date(iso))} IST`;
}

/** A calendar day (YYYY-MM-DD) as "31 Jan 2025". */
export function dayLabel(day: string): string {
  return istDay.format(new Date(`${day}T12:00:00+05:30`));
}

export function age(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** Today's date in India, YYYY-MM-DD. */
export function istToday(now: number = Date.now()): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

/** Digits for wa.me: an Indian mobile without country code gets 91. */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  return digits;
}

/** The language to call in, or of the page an enquiry came from, as staff read it ("Telugu"). */
export const languageName: Readonly<Record<EnquiryLanguage, string>> = languageNames;

/** Each form an enquiry can come from, as staff read it (an enquiry's page, the dashboard's chart by form). */
export const formName: Record<EnquiryKind, string> = {
  contact: "Contact form",
  service: "Service enquiry",
  callback: "Call-back request",
  booking: "Booked meeting",
};
