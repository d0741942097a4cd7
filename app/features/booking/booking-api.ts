/**
 * The booking form's two requests (docs/bookings.md): the free times (`GET /api/slots`) and the booking
 * (`POST /api/bookings`), each answer turned into one outcome the form shows. The booking is sent as the
 * enquiry forms send theirs: JSON, an idempotency key per filled form, the page's language for the
 * answer's words, the solved challenge when the server asks for one.
 */
import type { BookingConfirmed, Slot, SlotsAnswer } from "#contract/booking-fields";
import { type EnquiryChallengeRequired, challengeRequiredStatus } from "#contract/enquiry-fields";
import type { MeetingChoice } from "~/content/booking";
import { site } from "~/content/site";
import { texts } from "~words/enquiry-texts";
import { isRecord, postFormJson, readJson, REQUEST_TIMEOUT_MS } from "~/lib/post-json";

/** The language of this edition, in which the API answers. */
const editionLanguage = texts.locale;

export { REQUEST_TIMEOUT_MS };

export const slotsEndpoint = `${site.apiBase}/slots`;
export const bookingsEndpoint = `${site.apiBase}/bookings`;

function isSlot(value: unknown): value is Slot {
  return (
    isRecord(value) &&
    typeof value.start === "string" &&
    typeof value.end === "string" &&
    typeof value.time === "string"
  );
}

/** The query of `GET /api/slots` for a choice (a counselling session has no country). */
export function slotsUrl(choice: MeetingChoice): string {
  const query = new URLSearchParams({
    type: choice.type,
    office: choice.office,
    mode: choice.mode,
    language: choice.language,
  });
  return `${slotsEndpoint}?${query.toString()}`;
}

/** The free times of the next two weeks for a choice; null when they could not be had. */
export async function fetchSlots(
  choice: MeetingChoice,
  { fetchImpl = fetch, signal }: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<SlotsAnswer | null> {
  try {
    const response = await fetchImpl(slotsUrl(choice), {
      headers: { Accept: "application/json", "Accept-Language": editionLanguage },
      signal,
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    const json = await readJson(response);
    if (!Array.isArray(json.days)) return null;
    const days = json.days.flatMap((day: unknown) =>
      isRecord(day) && typeof day.date === "string" && Array.isArray(day.slots)
        ? [{ date: day.date, slots: day.slots.filter(isSlot) }]
        : [],
    );
    return { ...(json as unknown as SlotsAnswer), days };
  } catch {
    return null;
  }
}

export type BookingOutcome =
  | { status: "booked"; manageToken: string }
  /** 409: the time was taken or is no longer offered; the next free times of the same kind. */
  | { status: "taken"; message: string; nextSlots: Slot[] }
  | {
      status: "rejected";
      httpStatus: number;
      /** The server's sentence, else the generic failure text. */
      message: string;
      fieldErrors: Record<string, string>;
    }
  /** The site is under a flood and asks for a solved proof-of-work challenge (docs/enquiries.md). */
  | { status: "challenge"; message: string; challenge: EnquiryChallengeRequired["challenge"] }
  | { status: "network-error" };

export interface BookingRequest {
  /** The JSON text sent (the same text for a retry with the same idempotency key). */
  body: string;
  idempotencyKey: string;
  /** The ALTCHA widget's payload of a solved challenge, when the server asked for one. */
  challengeSolution?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

function fieldErrorsOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

export async function postBooking({
  body,
  idempotencyKey,
  challengeSolution,
  fetchImpl,
  timeoutMs,
}: BookingRequest): Promise<BookingOutcome> {
  const answer = await postFormJson(bookingsEndpoint, {
    body,
    idempotencyKey,
    language: editionLanguage,
    challengeSolution,
    fetchImpl,
    timeoutMs,
  });
  if (!answer) return { status: "network-error" };
  const { response, json } = answer;
  const message =
    typeof json.message === "string" && json.message.trim() ? json.message : texts.formTexts.failure;
  if (
    response.status === challengeRequiredStatus &&
    isRecord(json.challenge) &&
    isRecord(json.challenge.parameters)
  ) {
    return {
      status: "challenge",
      message,
      challenge: json.challenge as EnquiryChallengeRequired["challenge"],
    };
  }
  if (response.ok && typeof json.manageToken === "string") {
    return { status: "booked", manageToken: (json as unknown as BookingConfirmed).manageToken };
  }
  if (response.status === 409) {
    const nextSlots = Array.isArray(json.nextSlots) ? json.nextSlots.filter(isSlot) : [];
    return { status: "taken", message, nextSlots };
  }
  return {
    status: "rejected",
    httpStatus: response.status,
    message,
    fieldErrors: response.status === 400 ? fieldErrorsOf(json.fieldErrors) : {},
  };
}
