/**
 * The enquiry webhook (docs/enquiries.md, "Webhook"): when WEBHOOK_URL is set, each stored enquiry is also
 * posted there as JSON, signed with WEBHOOK_SECRET, through the same outbox as the staff mail. One call:
 * a deadline over the whole exchange (connection to the last byte read), no redirect followed, at most
 * `maxResponseBytes` of the answer read (and thrown away). 2xx is delivered; 4xx other than 408 and 429
 * is permanent (the row is dead at once); anything else is retried like mail.
 */
import { createHmac } from "node:crypto";
import type { Office } from "#contract/staff";
import { formFieldsOf, type Enquiry } from "../enquiries/enquiry-read-model.ts";
import type { ClaimedMail } from "./outbox-repository.ts";

/** The body of a call: a versioned envelope around the enquiry. */
export interface WebhookEvent {
  type: "enquiry.created";
  /** The delivery's id, the same on every retry (also in X-Webhook-Id): receivers drop repeats by it. */
  id: string;
  /** When the enquiry was received (ISO 8601 UTC). */
  createdAt: string;
  /**
   * The enquiry as stored (without its idempotency key): `nearestOffice` is the office the family chose
   * on the form (null: none), `office` the one it was given to in the staff console by the time of the
   * call (routing sets it as the enquiry is stored; null while unrouted).
   */
  data: Omit<Enquiry, "idempotencyKey" | "createdAt" | "office"> & {
    nearestOffice: Office | null;
    office: Office | null;
  };
}

/** The event of a claimed outbox row: the enquiry's own fields, never the idempotency key or a secret. */
export function webhookEvent(row: ClaimedMail): WebhookEvent {
  const { enquiry } = row;
  return {
    type: "enquiry.created",
    id: row.outboxId,
    createdAt: enquiry.createdAt,
    data: {
      id: enquiry.id,
      kind: enquiry.kind,
      // What the family wrote, as the console shows it (the read model's formFieldsOf): a new form field
      // reaches the webhook's receivers with no change here.
      ...formFieldsOf(enquiry),
      duplicateOf: enquiry.duplicateOf,
      page: enquiry.page,
      referrer: enquiry.referrer,
      utm: { ...enquiry.utm },
      office: row.office,
    },
  };
}

/** `sha256=` and the hex HMAC-SHA256, keyed with the secret, of `<timestamp>.<body>`. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** A call that did not succeed. `code` and `responseCode` are what the outbox row and the log keep. */
export class WebhookError extends Error {
  override name = "WebhookError";
  constructor(
    message: string,
    readonly code: string,
    /** A 4xx other than 408 and 429: retrying the same call cannot help. */
    readonly permanent: boolean,
    readonly responseCode?: number,
  ) {
    super(message);
  }
}

export interface WebhookSender {
  /** The longest one call may take; the outbox lease must outlast a batch of them. */
  deadlineMs: number;
  /** Posts the event; resolves on a 2xx answer, otherwise throws a WebhookError. */
  send(event: WebhookEvent): Promise<void>;
}

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** The whole call, connection to the last byte read; default 10 s. */
  deadlineMs?: number;
  /** The most of an answer's body that is read; default 64 KiB. */
  maxResponseBytes?: number;
  /** Clock for X-Webhook-Timestamp, replaceable in tests. */
  now?: () => Date;
}

function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The network error's code (ECONNREFUSED, ENOTFOUND…) from fetch's `cause`, never its text. */
function networkCode(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string")
    return cause.code;
  return "NETWORK";
}

/** Reads at most `limit` bytes of the body and drops the rest, so a huge or endless answer cannot stall us. */
async function drain(body: ReadableStream<Uint8Array> | null, limit: number): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= limit) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
  } finally {
    // Past the limit (or on an error): stop reading; the connection is closed, not reused.
    await reader.cancel().catch(() => {});
  }
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const deadlineMs = options.deadlineMs ?? 10_000;
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024;
  const now = options.now ?? (() => new Date());
  return {
    deadlineMs,
    send: async (event) => {
      const body = JSON.stringify(event);
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), deadlineMs);
      try {
        let response: Response;
        try {
          response = await fetch(options.url, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-webhook-id": event.id,
              "x-webhook-timestamp": timestamp,
              "x-webhook-signature": signWebhook(options.secret, timestamp, body),
            },
            body,
            redirect: "manual",
            signal: abort.signal,
          });
        } catch (error) {
          if (abort.signal.aborted)
            throw new WebhookError("The webhook did not answer in time.", "TIMEOUT", false);
          throw new WebhookError("The webhook could not be reached.", networkCode(error), false);
        }
        // The status decides; the body is read (bounded, within the deadline) only to finish the exchange.
        await drain(response.body, maxResponseBytes).catch(() => {});
        const { status } = response;
        if (status >= 200 && status < 300) return;
        if (status >= 300 && status < 400)
          throw new WebhookError(
            "The webhook answered with a redirect (not followed).",
            "REDIRECT",
            false,
            status,
          );
        throw new WebhookError(`The webhook answered ${status}.`, "HTTP", isPermanent(status), status);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
