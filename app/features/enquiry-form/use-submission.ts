/**
 * What every enquiry form's hook shares: one request at a time, an idempotency key per filled form
 * (renewed after a success), the visit's utm_* parameters remembered while the landing address is known,
 * a 400's field errors in the form's own field order, and the proof-of-work challenge the server may ask
 * for while it is under a flood (docs/enquiries.md, "Floods"): only then is the ALTCHA widget loaded.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { EnquiryField, EnquiryFormKind } from "#contract/enquiry-fields";
import { rememberVisitUtm } from "~/lib/utm";
import { createIdempotencyKeys } from "./idempotency-key";
import { submitEnquiry, type SubmitOutcome } from "./submit-enquiry";

/** The widget and its worker load only when the server asks for a challenge, never with the page. */
const loadChallengeWidget = () => import("./challenge-widget");

export interface UseSubmissionOptions {
  kind: EnquiryFormKind;
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch;
}

export function useSubmission({ kind, fetchImpl }: UseSubmissionOptions) {
  const [submitting, setSubmitting] = useState(false);
  /** True while the browser solves the server's challenge. */
  const [checking, setChecking] = useState(false);
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
        const idempotencyKey = keys.keyFor(body);
        let outcome = await submitEnquiry({ kind, body, idempotencyKey, fetchImpl });
        if (outcome.status === "challenge") {
          const { challenge, message } = outcome;
          setChecking(true);
          const refused: SubmitOutcome = { status: "rejected", httpStatus: 428, message, fieldErrors: {} };
          const solution = await loadChallengeWidget()
            .then(({ solveChallenge }) => solveChallenge(challenge))
            .catch(() => null);
          if (!solution) return refused;
          outcome = await submitEnquiry({
            kind,
            body,
            idempotencyKey,
            challengeSolution: solution,
            fetchImpl,
          });
          // A second challenge (the solution came too late, or was refused) is not solved again in a loop.
          if (outcome.status === "challenge") return refused;
        }
        if (outcome.status === "accepted") keys.renew();
        return outcome;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
        setChecking(false);
      }
    },
    [fetchImpl, keys, kind],
  );

  return { submitting, checking, submit };
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
