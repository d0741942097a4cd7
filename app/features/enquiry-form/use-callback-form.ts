/**
 * The behaviour of the call-back request: the same submission as the enquiry forms (submit-enquiry.ts,
 * an idempotency key per filled form, never two requests at once), validation with the contract's
 * schema loaded on first use, and the server's message kept to show in place of the form.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Resolver, type SubmitHandler, useForm } from "react-hook-form";
import type { CallbackForm } from "#contract/enquiry";
import {
  type CallbackSlot,
  type EnquiryField,
  type EnquiryLanguage,
  formTexts,
  honeypotField,
} from "#contract/enquiry-fields";
import { rememberVisitUtm } from "~/lib/utm";
import { currentContext } from "./enquiry-context";
import { createIdempotencyKeys } from "./idempotency-key";
import { submitEnquiry, type SubmitOutcome } from "./submit-enquiry";

/** What the fields hold while the visitor fills them (no slot chosen yet: ""). */
export interface CallbackFormValues {
  name: string;
  phone: string;
  slot: CallbackSlot | "";
  language: EnquiryLanguage;
  [honeypotField]: string;
}

/** The fields of the call-back form, in the order a server answer's first marked field is focused. */
export const callbackFields = [
  "name",
  "phone",
  "slot",
  "language",
] as const satisfies readonly EnquiryField[];
type CallbackField = (typeof callbackFields)[number];

const loadValidation = () => import("./callback-validation");

/** The form's values as the API wants them: the schema's output plus the page's context. */
export function callbackPayload(
  values: CallbackForm,
  context: Record<string, unknown>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    name: values.name,
    phone: values.phone,
    slot: values.slot,
    language: values.language,
  };
  if (Object.keys(context).length > 0) payload.context = context;
  const honeypot = values[honeypotField];
  if (honeypot) payload[honeypotField] = honeypot;
  return payload;
}

type CallbackResolver = Resolver<CallbackFormValues, unknown, CallbackForm>;

export type CallbackResult = { tone: "success" | "error"; text: string } | null;

export interface UseCallbackFormOptions {
  /** Path of the page the request is sent from (the enquiry's context). */
  pathname: string;
  /** The language the form starts with: the page's. */
  language: EnquiryLanguage;
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch;
}

export function useCallbackForm({ pathname, language, fetchImpl }: UseCallbackFormOptions) {
  const resolver = useMemo<CallbackResolver>(
    () => async (values, context, options) => {
      // The form's values are the schema's input but for an unchosen slot (""), which the schema rejects.
      const resolve = (await loadValidation()).callbackResolver as unknown as CallbackResolver;
      return resolve(values, context, options);
    },
    [],
  );
  const empty = useMemo<CallbackFormValues>(
    () => ({ name: "", phone: "", slot: "", language, [honeypotField]: "" }),
    [language],
  );
  const form = useForm<CallbackFormValues, unknown, CallbackForm>({
    resolver,
    defaultValues: empty,
    shouldFocusError: true,
  });
  const { reset, setError, setFocus, handleSubmit } = form;
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<CallbackResult>(null);
  const inFlight = useRef(false);
  const [keys] = useState(createIdempotencyKeys);

  useEffect(() => {
    rememberVisitUtm();
  }, []);

  const handleOutcome = useCallback(
    (outcome: SubmitOutcome) => {
      if (outcome.status === "accepted") {
        keys.renew();
        reset(empty);
        setResult({ tone: "success", text: outcome.message || formTexts.success });
        return;
      }
      setResult({ tone: "error", text: formTexts.failure });
      if (outcome.status !== "rejected") return;
      const marked = callbackFields.filter((field: CallbackField) => outcome.fieldErrors[field]);
      for (const field of marked) setError(field, { type: "server", message: outcome.fieldErrors[field] });
      const [first] = marked;
      if (first) setFocus(first);
    },
    [empty, keys, reset, setError, setFocus],
  );

  const onValid: SubmitHandler<CallbackForm> = useCallback(
    async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setResult(null);
      try {
        const body = JSON.stringify(callbackPayload(values, currentContext(pathname)));
        handleOutcome(
          await submitEnquiry({ kind: "callback", body, idempotencyKey: keys.keyFor(body), fetchImpl }),
        );
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [fetchImpl, handleOutcome, keys, pathname],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid)(event),
    [handleSubmit, onValid],
  );
  const prefetchValidation = useCallback(() => void loadValidation(), []);
  const startAgain = useCallback(() => setResult(null), []);

  return { form, submitting, result, onSubmit, prefetchValidation, startAgain };
}
