/**
 * What every enquiry form's hook shares: one request at a time, an idempotency key per filled form
 * (renewed after a success), the visit's utm_* parameters remembered while the landing address is known,
 * and a 400's field errors in the form's own field order.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { EnquiryField, EnquiryKind } from "#contract/enquiry-fields";
import { rememberVisitUtm } from "~/lib/utm";
import { createIdempotencyKeys } from "./idempotency-key";
import { submitEnquiry, type SubmitOutcome } from "./submit-enquiry";

export interface UseSubmissionOptions {
  kind: EnquiryKind;
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch;
}

export function useSubmission({ kind, fetchImpl }: UseSubmissionOptions) {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const [keys] = useState(createIdempotencyKeys);

  useEffect(() => {
    rememberVisitUtm();
  }, []);

  /** Sends the payload; undefined when a request of this form is still under way (a double click). */
  const submit = useCallback(
    async (payload: Record<string, unknown>): Promise<SubmitOutcome | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSubmitting(true);
      try {
        const body = JSON.stringify(payload);
        const outcome = await submitEnquiry({ kind, body, idempotencyKey: keys.keyFor(body), fetchImpl });
        if (outcome.status === "accepted") keys.renew();
        return outcome;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [fetchImpl, keys, kind],
  );

  return { submitting, submit };
}

/** The fields a rejected enquiry marks, with the server's message for each, in the form's order. */
export function markedFields<Field extends EnquiryField>(
  outcome: SubmitOutcome,
  order: readonly Field[],
): [Field, string][] {
  if (outcome.status !== "rejected") return [];
  return order.flatMap((field) => {
    const message = outcome.fieldErrors[field];
    return message ? [[field, message] as [Field, string]] : [];
  });
}
