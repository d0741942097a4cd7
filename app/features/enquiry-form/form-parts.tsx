/**
 * The parts every enquiry form has, written once: native checks until hydration, the phone field, the
 * honeypot, the submit button with its busy state, and the message under the form.
 */
import { type ReactNode, type Ref, useEffect, useRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { buttonClasses } from "~/components/button-styles";
import { TextField } from "~/components/field";
import { Spinner } from "~/components/spinner";
import { enquiryFormTexts } from "~/content/enquiry-form";
import { honeypotField, limits } from "#contract/enquiry-fields";
import { texts } from "~words/enquiry-texts";

const { enquiryResponses, fieldLabels, formTexts } = texts;

/**
 * The form element's ref. Before hydration the browser's own checks guard the native post; after it, the
 * schema's messages do. Set on the element, not as a prop: a prop that differs after hydration costs a
 * second render.
 */
export function useScriptValidation() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  return formRef;
}

export function PhoneField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      id={id}
      label={fieldLabels.phone}
      error={error}
      required
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={enquiryFormTexts.placeholders.phone}
      maxLength={limits.phoneMaxLength}
      {...registration}
    />
  );
}

/** The field only bots fill: off-screen, hidden from assistive technology, out of the tab order. */
export function Honeypot({
  idPrefix,
  registration,
}: {
  idPrefix: string;
  registration: UseFormRegisterReturn;
}) {
  const id = `${idPrefix}-${honeypotField}`;
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{enquiryFormTexts.honeypotLabel}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/**
 * The submit button: `Submitting...` with a spinner, and disabled, while the request is under way; while
 * the browser solves the server's challenge (docs/enquiries.md, "Floods") it says so instead.
 */
export function SubmitButton({
  submitting,
  checking = false,
  className,
  buttonRef,
  children,
}: {
  submitting: boolean;
  checking?: boolean;
  className: string;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      disabled={submitting}
      className={`${buttonClasses("primary", "lg")} ${className}`}
    >
      {submitting ? (
        <>
          <Spinner className="size-5" />
          {checking ? enquiryResponses.challengeSolving : formTexts.submitting}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** What went wrong, under the form, read out when it appears; nothing while there is no message. */
export function FormAlert({ message, className = "" }: { message: string | undefined; className?: string }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {message ? (
        <p
          className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900 ${className}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
