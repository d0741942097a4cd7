/**
 * The meeting of a booking as the office's staff mail shows it (docs/bookings.md, "Mails"), in English
 * as every staff mail is: what, when (India time), how, the language and the counsellor.
 */
import { bookingTexts } from "#contract/booking-texts/index";
import { enquiryTexts } from "#contract/texts/index";
import type { Database } from "../db/database.ts";
import { toMeeting } from "./booking-repository.ts";
import { meetingMailWords, meetingName, meetingTime, officePlace } from "./meeting-mail.ts";

export const staffMeetingWords = {
  what: "Meeting",
  when: "When",
  how: "How",
  language: "Language",
  counsellor: "Counsellor",
  calls: "the counsellor calls the family",
  nobody: "(nobody yet)",
} as const;

/** The meeting's lines (label, value) for the enquiry's staff mail, or undefined when it has none. */
export async function staffMeetingLines(
  database: Database,
  enquiryId: string,
): Promise<[string, string][] | undefined> {
  const row = await database.kysely
    .selectFrom("bookings as b")
    .leftJoin("staff_users as s", "s.id", "b.counsellor_id")
    .selectAll("b")
    .select("s.name as counsellor_name")
    .where("b.enquiry_id", "=", enquiryId)
    .executeTakeFirst();
  if (!row) return undefined;
  const booking = toMeeting(row);
  const words = meetingMailWords.en;
  const texts = bookingTexts.en;
  const mode = texts.meetingModeLabels[booking.mode];
  const how =
    booking.mode === "office"
      ? `${mode}: ${officePlace(booking.office).address}`
      : `${mode}: ${staffMeetingWords.calls}`;
  return [
    [staffMeetingWords.what, meetingName(booking, words, "en")],
    [staffMeetingWords.when, `${meetingTime(booking.start, words)} (${words.indiaTime})`],
    [staffMeetingWords.how, how],
    [staffMeetingWords.language, enquiryTexts.en.enquiryLanguageLabels[booking.language]],
    [staffMeetingWords.counsellor, row.counsellor_name ?? staffMeetingWords.nobody],
  ];
}
