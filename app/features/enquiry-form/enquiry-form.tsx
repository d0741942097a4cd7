import { Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { ChoiceField, TextAreaField, TextField } from "~/components/field";
import { enquiryFormTexts } from "~/content/enquiry-form";
import {
  type EnquiryLanguage,
  type PersonFormKind,
  helpPurposes,
  honeypotField,
  limits,
  enquiryOffices,
  pageLanguageField,
  noScriptPageField,
} from "#contract/enquiry-fields";
import { texts } from "~words/enquiry-texts";
import { ConfirmationPanel } from "./confirmation-panel";
import { ConsentLine } from "./consent-line";
import { FormAlert, Honeypot, PhoneField, SubmitButton, useScriptValidation } from "./form-parts";
import { enquiryEndpoint } from "./submit-enquiry";
import { useEnquiryForm } from "./use-enquiry-form";

const { fieldLabels, helpPurposeLabels, officeLabels: enquiryOfficeLabels, officeNone } = texts;
/** The language of this edition's texts, sent with every enquiry as its page's language. */
const editionLanguage = texts.locale;

const purposeOptions = helpPurposes.map((value) => ({ value, label: helpPurposeLabels[value] }));
const officeOptions = enquiryOffices.map((value) => ({ value, label: enquiryOfficeLabels[value] }));

export interface EnquiryFormProps {
  kind: PersonFormKind;
  /** Path of the page the form is on (sent with the enquiry). */
  pagePath: string;
  /** Visible heading (an h2) that also names the form. */
  heading?: string;
  submitLabel?: string;
  /** Initial text of the comments field (service form); a new value replaces the field's text. */
  defaultComments?: string;
  /** Prefix of the fields' ids; unique per page. */
  idPrefix?: string;
  /**
   * The language the person would like to be called in, sent with the enquiry (with JavaScript and
   * without): by default the edition's, so a Telugu page's form says Telugu.
   */
  language?: EnquiryLanguage;
  /** The background the card sits on: a light section or the dark hero. */
  tone?: "light" | "dark";
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch;
}

const cardTones = {
  light: "border border-slate-200 shadow-sm",
  dark: "shadow-2xl shadow-brand-950/40 ring-1 ring-white/10",
} as const;

/**
 * The one enquiry form of the site, used as the contact form and as the service enquiry form.
 * Without JavaScript it posts urlencoded fields to the same API route, which redirects to /thank-you.
 */
export function EnquiryForm({
  kind,
  pagePath: pathname,
  heading,
  submitLabel = enquiryFormTexts.submitLabel,
  defaultComments,
  idPrefix,
  language = editionLanguage,
  tone = "light",
  fetchImpl,
}: EnquiryFormProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? `enquiry${generatedId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const id = (name: string) => `${prefix}-${name}`;
  const {
    form,
    submitting,
    checking,
    serverMessage,
    confirmation,
    sendAnother,
    onSubmit,
    prefetchValidation,
  } = useEnquiryForm({
    kind,
    defaultComments,
    pathname,
    language,
    toastId: prefix,
    fetchImpl,
  });
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;
  const formRef = useScriptValidation();

  // A disabled button loses focus; give it back when the browser dropped it on the page body.
  // Only after a submission: on page load this would steal focus and scroll the page to the form.
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (submitting) {
      wasSubmitting.current = true;
      return;
    }
    if (wasSubmitting.current && document.activeElement === document.body) submitButton.current?.focus();
    wasSubmitting.current = false;
  }, [submitting]);

  // "Send another enquiry" brings the form back: the first field takes the focus the panel had.
  const returning = useRef(false);
  useEffect(() => {
    if (returning.current && confirmation === null) {
      returning.current = false;
      setFocus("firstName");
    }
  }, [confirmation, setFocus]);

  const headingId = id("heading");

  if (confirmation !== null) {
    return (
      <div className={`rounded-2xl bg-white p-5 text-left text-ink sm:p-7 ${cardTones[tone]}`}>
        <ConfirmationPanel
          id={id("confirmation")}
          message={confirmation}
          onSendAnother={() => {
            returning.current = true;
            sendAnother();
          }}
        />
      </div>
    );
  }

  return (
    <div className={`rounded-2xl bg-white p-5 text-left text-ink sm:p-7 ${cardTones[tone]}`}>
      {heading ? (
        <h2 id={headingId} className="mb-1 text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {heading}
        </h2>
      ) : null}
      <p className="mb-5 text-sm text-ink-muted">{enquiryFormTexts.requiredNote}</p>
      <form
        ref={formRef}
        method="post"
        action={enquiryEndpoint(kind)}
        onSubmit={onSubmit}
        onFocus={prefetchValidation}
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : enquiryFormTexts.formName[kind]}
        aria-busy={submitting}
        className="relative grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name={noScriptPageField} value={pathname} />
        <input type="hidden" name={pageLanguageField} value={editionLanguage} />
        <input type="hidden" name="language" value={language} />
        <TextField
          id={id("firstName")}
          label={fieldLabels.firstName}
          error={errors.firstName?.message}
          required
          autoComplete="given-name"
          maxLength={limits.nameMaxLength}
          {...register("firstName")}
        />
        <TextField
          id={id("lastName")}
          label={fieldLabels.lastName}
          error={errors.lastName?.message}
          required
          autoComplete="family-name"
          maxLength={limits.nameMaxLength}
          {...register("lastName")}
        />
        <TextField
          id={id("email")}
          label={fieldLabels.email}
          error={errors.email?.message}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={enquiryFormTexts.placeholders.email}
          maxLength={limits.emailMaxLength}
          {...register("email")}
        />
        <PhoneField id={id("phone")} error={errors.phone?.message} registration={register("phone")} />
        <ChoiceField
          id={id("office")}
          label={fieldLabels.office}
          optionalNote={enquiryFormTexts.optional}
          error={errors.office?.message}
          className="sm:col-span-2"
          prompt={officeNone}
          options={officeOptions}
          {...register("office")}
        />
        {kind === "contact" ? (
          <ChoiceField
            id={id("purpose")}
            label={fieldLabels.purpose}
            optionalNote={enquiryFormTexts.optional}
            error={errors.purpose?.message}
            className="sm:col-span-2"
            prompt={enquiryFormTexts.purposeNone}
            options={purposeOptions}
            {...register("purpose")}
          />
        ) : null}
        <TextAreaField
          id={id("comments")}
          label={kind === "service" ? fieldLabels.comments : enquiryFormTexts.messageLabel}
          error={errors.comments?.message}
          optionalNote={enquiryFormTexts.optional}
          rows={4}
          maxLength={limits.commentsMaxLength}
          className="sm:col-span-2"
          {...register("comments")}
        />

        <Honeypot idPrefix={prefix} registration={register(honeypotField)} />

        <div className="sm:col-span-2">
          <SubmitButton
            submitting={submitting}
            checking={checking}
            buttonRef={submitButton}
            className="w-full sm:w-auto"
          >
            {submitLabel}
            <Send className="size-4" aria-hidden="true" />
          </SubmitButton>
          <ConsentLine />
        </div>
      </form>
      <FormAlert message={serverMessage} className="mt-5" />
    </div>
  );
}
