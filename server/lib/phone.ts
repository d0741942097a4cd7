/**
 * Phone numbers as the office's tools compare them. A family types a number in many ways (`+91 98480
 * 22338`, `098480-22338`, `9848022338`); two numbers are the same person's only when their E.164 forms are
 * equal, so `+1 (984) 802-2338` is someone else although its last 10 digits are the same. The last 10
 * digits (`phoneKey`) only narrow a database lookup (the case rows keep them, `enquiry_cases.phone_key`).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";

/** The last 10 digits of a phone number, as the case rows keep them: for narrowing a lookup only. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

/** The country of a phone number typed without its code: the office's customers are in India. */
const defaultCountry = "IN";

/**
 * A phone number as typed, in E.164 (`+919848022338`): `+91 98480 22338`, `098480-22338`, `9848022338`
 * and `0091 98480 22338` are the same number; `+1 (984) 802-2338` is another. A number libphonenumber
 * cannot read keeps its digits, after `+` when it was typed with one, else after +91.
 */
export function phoneE164(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry, extract: false });
  if (parsed) return parsed.number;
  const digits = phone.replace(/\D/g, "");
  return /^\s*\+/.test(phone) ? `+${digits}` : `+91${digits.replace(/^0+/, "")}`;
}

/** The phone_key values under which a number may be stored, however it was typed. */
export function phoneKeys(phone: string): string[] {
  const e164 = phoneE164(phone);
  const parsed = parsePhoneNumberFromString(e164);
  return [
    ...new Set([phoneKey(phone), phoneKey(e164), ...(parsed ? [phoneKey(parsed.nationalNumber)] : [])]),
  ];
}

/** Whether two phone numbers, however typed, are the same number. */
export const samePhone = (a: string, b: string) => phoneE164(a) === phoneE164(b);
