/**
 * The family's manage link (docs/bookings.md, "Reschedule and cancel"): no account, a token that names
 * the meeting and carries an HMAC-SHA256 of it, keyed with BOOKING_TOKEN_SECRET. Whoever holds the mail
 * holds the link; nobody can make one for another meeting.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "booking-manage:v1:";

export interface BookingTokens {
  sign(bookingId: string): string;
  /** The meeting a token names, or undefined when it is not one we signed. */
  verify(token: string): string | undefined;
}

export function createBookingTokens(secret: string): BookingTokens {
  const mac = (bookingId: string) =>
    createHmac("sha256", secret).update(PURPOSE).update(bookingId).digest("base64url");
  return {
    sign: (bookingId) => `${bookingId}.${mac(bookingId)}`,
    verify: (token) => {
      const dot = token.lastIndexOf(".");
      if (dot <= 0) return undefined;
      const bookingId = token.slice(0, dot);
      if (!/^[0-9a-f-]{36}$/.test(bookingId)) return undefined;
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(bookingId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId : undefined;
    },
  };
}
