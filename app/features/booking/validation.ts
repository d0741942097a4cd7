/**
 * The booking form's validation: the API's own schema (contract/bookings.ts) with this edition's
 * messages. Loaded when a family first presses a time, so zod is not in the page's first download.
 */
import { bookingSchemaFor } from "#contract/bookings";
import { texts } from "~words/enquiry-texts";
import { bookingTexts } from "~words/booking";

const schema = bookingSchemaFor(texts, bookingTexts);

/** Each field's first message, keyed by the field's name; empty when the booking is valid. */
export function bookingErrors(payload: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
