/**
 * The behaviour of both enquiry forms: validation with the shared schema, then
 * idle → submitting → idle whatever happens, toasts, the server's message, field errors from a 400,
 * an idempotency key per filled form, and never two requests at once. After a success the form gives
 * way to a confirmation panel (`confirmation`) until the person asks to send another enquiry.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useState } from "react";
import { type Resolver, type SubmitHandler, useForm } from "react-hook-form";
import type { ServiceForm } from "#contract/enquiry";
import {
  type EnquiryField,
  type EnquiryLanguage,
  type PersonFormKind,
  honeypotField,
  isHelpPurpose,
  personFields,
} from "#contract/enquiry-fields";
import { texts } from "~words/enquiry-texts";
import { helpParameter } from "~/content/enquiry-form";
import { currentContext } from "./enquiry-context";
import { buildPayload, type SubmitOutcome } from "./submit-enquiry";
import { showToast } from "./toasts";
import { markedFields, useSubmission } from "./use-submission";

const { formTexts } = texts;

/** What the fields hold while the visitor types (the honeypot included). */
export interface EnquiryFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comments?: string;
  /** The contact form's "What would you like help with?" (`""`: none chosen). */
  purpose?: string;
  /** The family's nearest office (`""`: none chosen). */
  office?: string;
  [honeypotField]: string;
}

/** The schemas (and zod with them) load when a visitor starts filling a form, not with the page. */
const loadValidation = () => import("./validation");

/** A resolver that loads the form's schema on its first use (prefetched by `prefetchValidation`). */
export function lazyResolver(kind: PersonFormKind): Resolver<EnquiryFormValues, unknown, ServiceForm> {
  return async (values, context, options) =>
    (await loadValidation()).resolvers[kind](values, context, options);
}

/** Field order of each form, used to focus the first field a server answer marks. */
const fieldOrder = {
  contact: [...personFields, "office", "purpose", "comments"],
  service: [...personFields, "office", "comments"],
} as const satisfies Record<PersonFormKind, readonly EnquiryField[]>;

/** Empty values of a form; only the contact form has a purpose (the service schema rejects unknown fields). */
function emptyValues(kind: PersonFormKind, comments = ""): EnquiryFormValues {
  const values: EnquiryFormValues = {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    office: "",
    comments,
    [honeypotField]: "",
  };
  if (kind === "contact") values.purpose = "";
  return values;
}

/** The purpose a link chose (`/contact?help=mock-interview`), if it is one the form offers. */
function purposeFromAddress(): string | undefined {
  const value = new URLSearchParams(window.location.search).get(helpParameter);
  return isHelpPurpose(value) ? value : undefined;
}

export interface UseEnquiryFormOptions {
  kind: PersonFormKind;
  defaultComments?: string;
  /** Path of the page that holds the form (the enquiry's context). */
  pathname: string;
  /** The language the person would like to be called in (the form's `language` field). */
  language: EnquiryLanguage;
  /** Distinguishes this form's toasts from another form's on the same page. */
  toastId: string;
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch;
}

export function useEnquiryForm({
  kind,
  defaultComments,
  pathname,
  language,
  toastId,
  fetchImpl,
}: UseEnquiryFormOptions) {
  const resolver = useMemo(() => lazyResolver(kind), [kind]);
  const form = useForm<EnquiryFormValues, unknown, ServiceForm>({
    resolver,
    defaultValues: emptyValues(kind, defaultComments),
    shouldFocusError: true,
  });
  const { reset, setError, setFocus, setValue } = form;

  const { submitting, checking, submit } = useSubmission({ kind, fetchImpl });
  const [serverMessage, setServerMessage] = useState("");
  /** The server's message of the last success while the confirmation panel shows; null: the form shows. */
  const [confirmation, setConfirmation] = useState<string | null>(null);

  // The cost calculator passes its estimate: the comments field takes each new value.
  useEffect(() => {
    if (kind === "service" && defaultComments !== undefined) setValue("comments", defaultComments);
  }, [kind, defaultComments, setValue]);

  // A link may choose what the person wants help with (`/contact?help=mock-interview`).
  useEffect(() => {
    if (kind !== "contact") return;
    const purpose = purposeFromAddress();
    if (purpose) setValue("purpose", purpose);
  }, [kind, setValue]);

  const handleOutcome = useCallback(
    (outcome: SubmitOutcome) => {
      if (outcome.status === "accepted") {
        reset(emptyValues(kind));
        setServerMessage("");
        setConfirmation(outcome.message);
        showToast("success", formTexts.success, toastId);
        return;
      }
      showToast("error", formTexts.failure, toastId);
      // Each form also says under itself what went wrong, whatever the status: the toast's words are the
      // same for every failure, the server's name the cause and, for a refusal under a flood, the office's
      // phones and WhatsApp (docs/enquiries.md, "Floods").
      setServerMessage(outcome.status === "rejected" ? outcome.message : formTexts.failure);
      const marked = markedFields(outcome, fieldOrder[kind]);
      for (const [field, message] of marked) setError(field, { type: "server", message });
      if (marked[0]) setFocus(marked[0][0]);
    },
    [kind, reset, setError, setFocus, toastId],
  );

  const onValid: SubmitHandler<ServiceForm> = useCallback(
    async (values) => {
      setServerMessage("");
      const outcome = await submit(buildPayload(kind, values, currentContext(pathname), language));
      if (outcome) handleOutcome(outcome);
    },
    [handleOutcome, kind, language, pathname, submit],
  );

  const { handleSubmit } = form;
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid)(event),
    [handleSubmit, onValid],
  );

  // Fetches the schemas while the visitor types, so the first submission does not wait for them.
  const prefetchValidation = useCallback(() => void loadValidation(), []);

  /** Brings an empty form back in place of the confirmation panel. */
  const sendAnother = useCallback(() => {
    reset(emptyValues(kind));
    setConfirmation(null);
  }, [kind, reset]);

  return {
    form,
    submitting,
    checking,
    serverMessage,
    confirmation,
    sendAnother,
    onSubmit,
    prefetchValidation,
  };
}
