/**
 * The behaviour of both enquiry forms: validation with the shared schema, then
 * idle → submitting → idle whatever happens, toasts, the server's message, field errors from a 400,
 * an idempotency key per filled form, and never two requests at once.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Resolver, type SubmitHandler, useForm } from "react-hook-form";
import type { ServiceForm } from "#contract/enquiry";
import {
  type EnquiryField,
  type PersonFormKind,
  formTexts,
  honeypotField,
  personFields,
} from "#contract/enquiry-fields";
import { rememberVisitUtm } from "~/lib/utm";
import { currentContext } from "./enquiry-context";
import { createIdempotencyKeys } from "./idempotency-key";
import { buildPayload, submitEnquiry, type SubmitOutcome } from "./submit-enquiry";
import { showToast } from "./toasts";

/** What the fields hold while the visitor types (the honeypot included). */
export interface EnquiryFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comments?: string;
  [honeypotField]: string;
}

export type SubmitStatus = "idle" | "submitting";

/** The schemas (and zod with them) load when a visitor starts filling a form, not with the page. */
const loadValidation = () => import("./validation");

/** A resolver that loads the form's schema on its first use (prefetched by `prefetchValidation`). */
export function lazyResolver(kind: PersonFormKind): Resolver<EnquiryFormValues, unknown, ServiceForm> {
  return async (values, context, options) =>
    (await loadValidation()).resolvers[kind](values, context, options);
}

/** Field order of the form, used to focus the first field a server answer marks. */
const fieldOrder = [...personFields, "comments"] as const satisfies readonly EnquiryField[];

/** Empty values of a form; only the service form has comments (the contact schema rejects unknown fields). */
function emptyValues(kind: PersonFormKind, comments = ""): EnquiryFormValues {
  const values: EnquiryFormValues = {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    [honeypotField]: "",
  };
  if (kind === "service") values.comments = comments;
  return values;
}

export interface UseEnquiryFormOptions {
  kind: PersonFormKind;
  defaultComments?: string;
  /** Path of the page that holds the form (the enquiry's context). */
  pathname: string;
  /** Distinguishes this form's toasts from another form's on the same page. */
  toastId: string;
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch;
}

export function useEnquiryForm({
  kind,
  defaultComments,
  pathname,
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

  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [serverMessage, setServerMessage] = useState("");
  const inFlight = useRef(false);
  const [keys] = useState(createIdempotencyKeys);

  // The cost calculator passes its estimate: the comments field takes each new value.
  useEffect(() => {
    if (kind === "service" && defaultComments !== undefined) setValue("comments", defaultComments);
  }, [kind, defaultComments, setValue]);

  // Remember the visit's utm_* parameters while the landing URL is still known.
  useEffect(() => {
    rememberVisitUtm();
  }, []);

  const handleOutcome = useCallback(
    (outcome: SubmitOutcome) => {
      if (outcome.status === "accepted") {
        keys.renew();
        reset(emptyValues(kind));
        setServerMessage(kind === "service" ? outcome.message : "");
        showToast("success", formTexts.success, toastId);
        return;
      }
      showToast("error", formTexts.failure, toastId);
      if (outcome.status === "rejected") {
        const marked = fieldOrder.filter(
          (field) => outcome.fieldErrors[field] && (field !== "comments" || kind === "service"),
        );
        for (const field of marked) setError(field, { type: "server", message: outcome.fieldErrors[field] });
        const [first] = marked;
        if (first) setFocus(first);
      }
    },
    [keys, kind, reset, setError, setFocus, toastId],
  );

  const onValid: SubmitHandler<ServiceForm> = useCallback(
    async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setStatus("submitting");
      setServerMessage("");
      try {
        const body = JSON.stringify(buildPayload(kind, values, currentContext(pathname)));
        const outcome = await submitEnquiry({ kind, body, idempotencyKey: keys.keyFor(body), fetchImpl });
        handleOutcome(outcome);
      } finally {
        inFlight.current = false;
        setStatus("idle");
      }
    },
    [fetchImpl, handleOutcome, keys, kind, pathname],
  );

  const { handleSubmit } = form;
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid)(event),
    [handleSubmit, onValid],
  );

  // Fetches the schemas while the visitor types, so the first submission does not wait for them.
  const prefetchValidation = useCallback(() => void loadValidation(), []);

  return { form, status, serverMessage, onSubmit, prefetchValidation };
}
