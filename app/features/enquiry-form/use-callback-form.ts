/**
 * The behaviour of the call-back request: the same submission as the enquiry forms (use-submission.ts),
 * validation with the contract's schema loaded on first use, and the server's message kept to show in
 * place of the form.
 */
import { type FormEvent, useCallback, useMemo, useState } from "react";
import { type Resolver, type SubmitHandler, useForm } from "react-hook-form";
import type { CallbackForm, EnquiryContext } from "#contract/enquiry";
import {
  type CallbackSlot,
  type EnquiryField,
  type EnquiryLanguage,
  honeypotField,
  isEnquiryOffice,
} from "#contract/enquiry-fields";
import { texts } from "~words/enquiry-texts";
import { currentContext } from "./enquiry-context";
import { type SubmitOutcome, withContext } from "./submit-enquiry";
import { markedFields, useSubmission } from "./use-submission";

const { formTexts } = texts;

/** What the fields hold while the visitor fills them (no slot chosen yet: ""). */
export interface CallbackFormValues {
  name: string;
  phone: string;
  slot: CallbackSlot | "";
  language: EnquiryLanguage;
  /** The family's nearest office (`""`: none chosen). */
  office: string;
  [honeypotField]: string;
}

/** The fields of the call-back form, in the order a server answer's first marked field is focused. */
export const callbackFields = [
  "name",
  "phone",
  "slot",
  "language",
  "office",
] as const satisfies readonly EnquiryField[];

const loadValidation = () => import("./validation");

/** The form's values as the API wants them: the schema's output plus the page's context. */
export function callbackPayload(values: CallbackForm, context: EnquiryContext): Record<string, unknown> {
  const { name, phone, slot, language, office } = values;
  const fields: Record<string, unknown> = { name, phone, slot, language };
  if (isEnquiryOffice(office)) fields.office = office;
  return withContext(fields, context, values[honeypotField]);
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
    () => ({ name: "", phone: "", slot: "", language, office: "", [honeypotField]: "" }),
    [language],
  );
  const form = useForm<CallbackFormValues, unknown, CallbackForm>({
    resolver,
    defaultValues: empty,
    shouldFocusError: true,
  });
  const { reset, setError, setFocus, handleSubmit } = form;
  const { submitting, checking, submit } = useSubmission({ kind: "callback", fetchImpl });
  const [result, setResult] = useState<CallbackResult>(null);

  const handleOutcome = useCallback(
    (outcome: SubmitOutcome) => {
      if (outcome.status === "accepted") {
        reset(empty);
        setResult({ tone: "success", text: outcome.message || formTexts.success });
        return;
      }
      setResult({ tone: "error", text: formTexts.failure });
      const marked = markedFields(outcome, callbackFields);
      for (const [field, message] of marked) setError(field, { type: "server", message });
      if (marked[0]) setFocus(marked[0][0]);
    },
    [empty, reset, setError, setFocus],
  );

  const onValid: SubmitHandler<CallbackForm> = useCallback(
    async (values) => {
      setResult(null);
      const outcome = await submit(callbackPayload(values, currentContext(pathname)));
      if (outcome) handleOutcome(outcome);
    },
    [handleOutcome, pathname, submit],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid)(event),
    [handleSubmit, onValid],
  );
  const prefetchValidation = useCallback(() => void loadValidation(), []);

  return { form, submitting, checking, result, onSubmit, prefetchValidation };
}
