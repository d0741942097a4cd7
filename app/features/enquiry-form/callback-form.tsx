import { CircleCheck, PhoneIncoming } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "~/components/button-styles";
import { ChoiceField, TextField } from "~/components/field";
import { locale } from "~/content/locale";
import { callBackForm } from "~/content/contact-bar";
import { enquiryFormTexts } from "~/content/enquiry-form";
import {
  type CallbackSlot,
  callbackSlots,
  type EnquiryLanguage,
  enquiryLanguages,
  enquiryOffices,
  honeypotField,
  limits,
  pageLanguageField,
  noScriptPageField,
} from "#contract/enquiry-fields";
import { texts } from "~words/enquiry-texts";
import { pastSlots } from "./callback-slots";
import { ConsentLine } from "./consent-line";
import { FormAlert, Honeypot, PhoneField, SubmitButton, useScriptValidation } from "./form-parts";
import { enquiryEndpoint } from "./submit-enquiry";
import { useCallbackForm } from "./use-callback-form";

const {
  callbackSlotLabels,
  enquiryLanguageLabels,
  officeLabels: enquiryOfficeLabels,
  fieldLabels,
  officeNone,
} = texts;
/** The language of this edition's texts, sent with every enquiry as its page's language. */
const editionLanguage = texts.locale;

export interface CallbackFormProps {
  /** Path of the page the request is sent from. */
  pagePath: string;
  /** Prefix of the fields' ids; unique per page. */
  idPrefix: string;
  /** The language the form starts with: by default the page's (the edition's, app/content/locale.ts). */
  language?: EnquiryLanguage;
  /**
   * Id of a heading that names the form (in the dialog). In a page the section's heading names the
   * region around it instead, and the page's own enquiry form stays its only named form.
   */
  labelledBy?: string;
  /** Offered after a request was received, e.g. to close the dialog the form is in. */
  onDone?: () => void;
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch;
}

/**
 * The call-back request: name, phone, when to call (today or tomorrow, morning, afternoon or evening;
 * today's parts that are over are greyed out when the list opens) and the language of the call. It sends like the enquiry
 * forms, and without JavaScript posts natively to the same API route, which answers with the thank-you
 * page (docs/decisions/0204-forms-without-javascript.md). A received request shows the server's message
 * in the form's place, focused so that it is read out.
 */
export function CallbackForm({
  pagePath,
  idPrefix,
  language = locale,
  labelledBy,
  onDone,
  fetchImpl,
}: CallbackFormProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const { form, submitting, checking, result, onSubmit, prefetchValidation } = useCallbackForm({
    pathname: pagePath,
    language,
    fetchImpl,
  });
  const {
    register,
    formState: { errors },
  } = form;

  // The slots that are over depend on the clock when the visitor chooses: read as the list is opened
  // (not while rendering, so the prerendered page and the hydrated form agree).
  const [over, setOver] = useState<ReadonlySet<CallbackSlot>>(() => new Set());
  const readClock = () => setOver(pastSlots(new Date(), callBackForm.partEndsAt));

  const formRef = useScriptValidation();

  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result?.tone === "success") resultRef.current?.focus();
  }, [result]);

  if (result?.tone === "success") {
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 outline-none"
      >
        <p className="flex items-start gap-2 font-medium">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>{result.text}</span>
        </p>
        {onDone ? (
          <button type="button" onClick={onDone} className={`${buttonClasses("primary")} mt-4 w-full`}>
            {callBackForm.doneButton}
          </button>
        ) : null}
      </div>
    );
  }

  const languageError = errors.language?.message;
  return (
    <form
      ref={formRef}
      method="post"
      action={enquiryEndpoint("callback")}
      onSubmit={onSubmit}
      onFocus={prefetchValidation}
      aria-labelledby={labelledBy}
      aria-busy={submitting}
      className="relative grid gap-4"
    >
      <input type="hidden" name={noScriptPageField} value={pagePath} />
      <input type="hidden" name={pageLanguageField} value={editionLanguage} />
      <p className="text-sm text-ink-muted">{enquiryFormTexts.requiredNote}</p>
      <TextField
        id={id("name")}
        label={fieldLabels.name}
        error={errors.name?.message}
        required
        autoComplete="name"
        maxLength={limits.nameMaxLength}
        {...register("name")}
      />
      <PhoneField id={id("phone")} error={errors.phone?.message} registration={register("phone")} />
      <ChoiceField
        id={id("slot")}
        label={fieldLabels.slot}
        error={errors.slot?.message}
        required
        prompt={callBackForm.slotPrompt}
        options={callbackSlots.map((slot) => ({
          value: slot,
          label: callbackSlotLabels[slot],
          disabled: over.has(slot),
        }))}
        onFocus={readClock}
        onPointerDown={readClock}
        {...register("slot")}
      />
      <fieldset
        aria-describedby={languageError ? id("language-error") : undefined}
        aria-invalid={languageError ? true : undefined}
      >
        <legend className="mb-1.5 text-sm font-semibold text-ink">{fieldLabels.language}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {enquiryLanguages.map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-base text-ink">
              <input
                type="radio"
                value={value}
                // Checked in the prerendered HTML too, so a post without JavaScript sends the page's language.
                defaultChecked={value === language}
                className="size-5 accent-brand-600"
                {...register("language")}
              />
              {enquiryLanguageLabels[value]}
            </label>
          ))}
        </div>
        {languageError ? (
          <p id={id("language-error")} className="mt-1.5 text-sm font-medium text-red-700">
            {languageError}
          </p>
        ) : null}
      </fieldset>

      <ChoiceField
        id={id("office")}
        label={fieldLabels.office}
        optionalNote={enquiryFormTexts.optional}
        error={errors.office?.message}
        prompt={officeNone}
        options={enquiryOffices.map((value) => ({ value, label: enquiryOfficeLabels[value] }))}
        {...register("office")}
      />

      <Honeypot idPrefix={idPrefix} registration={register(honeypotField)} />

      <div>
        <SubmitButton submitting={submitting} checking={checking} className="w-full">
          <PhoneIncoming className="size-5" aria-hidden="true" />
          {callBackForm.submitLabel}
        </SubmitButton>
        <ConsentLine />
      </div>
      <FormAlert message={result?.tone === "error" ? result.text : undefined} />
    </form>
  );
}
