/** The console's calls to /api/staff/*: JSON in and out, errors as `ApiFailure` with the server's message. */
import { staffApiBase, type StaffApiError } from "#contract/staff";

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StaffApiError,
  ) {
    super(body.message);
    this.name = "ApiFailure";
  }
}

export const isSignedOut = (error: unknown) => error instanceof ApiFailure && error.status === 401;

/** How many times a failed read is tried again (TanStack Query's `retry`). */
export const readRetries = 2;

/**
 * Whether a failed read is worth another try: a server that cannot be reached or failed (5xx) may answer
 * the next time; a 4xx (not found, signed out, forbidden, too many tries, bad input) will answer the same,
 * so the person sees it at once (docs/staff-console.md, "The console's reads").
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= readRetries) return false;
  return !(error instanceof ApiFailure && error.status >= 400 && error.status < 500);
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${staffApiBase}${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: init.body === undefined ? {} : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiFailure(0, {
      message: "The server cannot be reached. Please check the connection and try again.",
    });
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error =
      typeof body === "object" && body !== null && "message" in body
        ? (body as StaffApiError)
        : { message: `The server answered ${response.status}. Please try again.` };
    throw new ApiFailure(response.status, error);
  }
  return body as T;
}
