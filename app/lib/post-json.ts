/**
 * How the site's forms send JSON to the API (docs/enquiries.md): an idempotency key per filled form, the
 * edition's language for the answer's words, the solved challenge when the server asked for one, a
 * timeout after which a hanging request counts as a network failure. The enquiry forms and the booking
 * form read the answer each in their own way.
 */
import { challengeHeader, idempotencyHeader } from "#contract/enquiry-fields";

/** A request that hangs is treated as a network failure, so a form never stays busy. */
export const REQUEST_TIMEOUT_MS = 20_000;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The answer's JSON object, or an empty one for a body that is not one. */
export async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}

export interface FormPost {
  /** The JSON text sent (the same text for a retry with the same idempotency key). */
  body: string;
  idempotencyKey: string;
  /** The language the answer's words should be in (answers given before the body is read follow it). */
  language: string;
  /** The ALTCHA widget's payload of a solved challenge, when the server asked for one. */
  challengeSolution?: string | undefined;
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
}

/** Posts a form's JSON; the answer's status and JSON object, or null when the network failed or timed out. */
export async function postFormJson(
  url: string,
  {
    body,
    idempotencyKey,
    language,
    challengeSolution,
    fetchImpl = fetch,
    timeoutMs = REQUEST_TIMEOUT_MS,
  }: FormPost,
): Promise<{ response: Response; json: Record<string, unknown> } | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Accept-Language": language,
        [idempotencyHeader]: idempotencyKey,
        ...(challengeSolution ? { [challengeHeader]: challengeSolution } : {}),
      },
      body,
      signal: controller.signal,
      credentials: "same-origin",
    });
    return { response, json: await readJson(response) };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
