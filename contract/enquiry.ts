/**
 * The enquiry forms' contract (docs/enquiries.md): one schema used by the browser forms, the API
 * and the tests. Change a rule here (or in enquiry-fields.ts, its zod-free constants) and all three follow.
 *
 * The rules are the same in every language; only the messages differ. `enquirySchemasFor(texts)` builds
 * the schemas with one set of texts (./texts/): the server builds them once per language, the browser
 * forms with their edition's set (app/words/<language>/enquiry-texts.ts), and the exports below are
 * built from the English set (./texts/en.ts).
 */
import "./zod-config.ts";
import { z } from "zod";
import {
  callbackSlots,
  enquiryLanguages,
  enquiryOffices,
  helpPurposes,
  honeypotField,
  isValidPhone,
  limits,
  pageLanguageField,
} from "./enquiry-fields.ts";
import { hasBidiControl } from "./characters.ts";
import { isSitePath } from "./site-path.ts";
import { isCleanText } from "./text.ts";
import { texts } from "./texts/en.ts";
import type { EnquiryTexts } from "./texts/types.ts";

export * from "./enquiry-fields.ts";
export type { EnquiryTexts } from "./texts/types.ts";

/** The schemas of the three forms (and of their `context`), with the messages of one set of texts. */
export function enquirySchemasFor(texts: EnquiryTexts) {
  const { messages, fieldNames } = texts;
  const control = texts.textMessages.control;
  const oneLine = () => z.string().refine((value) => isCleanText(value), control);
  const freeText = () => z.string().refine((value) => isCleanText(value, { multiline: true }), control);

  // Every text field is checked for control characters and lone surrogates (contract/text.ts) before it
  // is trimmed, so a NUL or an escape sequence is refused rather than stored. `requiredLine` is a one-line
  // text with the field's own message for a missing value.
  const requiredLine = (error: string) => z.string({ error }).refine((value) => isCleanText(value), control);
  // A name may not hold a bidirectional control either: a right-to-left override shows it reversed.
  const name = (label: string) =>
    requiredLine(messages.required(label))
      .refine((value) => !hasBidiControl(value), texts.textMessages.direction)
      .trim()
      .min(1, messages.required(label))
      .max(limits.nameMaxLength, messages.tooLong(label, limits.nameMaxLength));

  // The context is what the browser reports, not what the person typed: a text that breaks its rule (a
  // control character, too long; a page that is not a path of this site, ./site-path.ts) is dropped, stored
  // as none, and the enquiry is kept. A value that is not a text at all is still a 400.
  const contextValue = (valid: (text: string) => boolean) =>
    z
      .string()
      .transform((value) => {
        const text = value.trim();
        return isCleanText(value) && valid(text) ? text : undefined;
      })
      .optional();
  const contextText = contextValue((text) => text.length <= limits.contextFieldMaxLength);
  const contextPage = contextValue((text) => isSitePath(text, limits.contextFieldMaxLength));

  /** Where the enquiry came from: the page, the referrer and the visit's utm_* parameters. */
  const context = z.strictObject({
    page: contextPage,
    referrer: contextText,
    utm: z
      .strictObject({
        source: contextText,
        medium: contextText,
        campaign: contextText,
        term: contextText,
        content: contextText,
      })
      .optional(),
  });

  const phone = requiredLine(messages.required(fieldNames.phone))
    .trim()
    .min(1, messages.required(fieldNames.phone))
    .max(limits.phoneMaxLength, messages.phone)
    .refine(isValidPhone, messages.phone);

  const language = z.enum(enquiryLanguages, { error: messages.language });
  /** The language of the page holding the form (`en` when not sent); no visitor chooses it. */
  const pageLanguage = z.enum(enquiryLanguages).optional();

  /** The family's nearest office, optional; `""` (a form posted without JavaScript, none chosen) means none. */
  const office = z.enum([...enquiryOffices, ""], { error: messages.office }).optional();

  const comments = freeText()
    .trim()
    .max(limits.commentsMaxLength, messages.comments(limits.commentsMaxLength))
    .optional();

  const honeypot = oneLine().max(500).optional();

  /** The fields both person forms share; `language` is the one to call in (the page's when not chosen). */
  const person = z.strictObject({
    firstName: name(fieldNames.firstName),
    lastName: name(fieldNames.lastName),
    email: requiredLine(messages.required(fieldNames.email))
      .trim()
      .min(1, messages.required(fieldNames.email))
      .max(limits.emailMaxLength, messages.tooLong(fieldNames.email, limits.emailMaxLength))
      .pipe(z.email(messages.email)),
    phone,
    language: language.optional(),
    office,
    [pageLanguageField]: pageLanguage,
    context: context.optional(),
    [honeypotField]: honeypot,
  });

  return {
    context,
    /**
     * The contact form: the person, and optionally what they would like help with and a message. An
     * empty `purpose` (a form posted without JavaScript with nothing chosen) means none.
     */
    contact: person.extend({
      purpose: z.enum([...helpPurposes, ""], { error: messages.purpose }).optional(),
      comments,
    }),
    service: person.extend({ comments }),
    /** A request to be called back: one name, the phone, when to call and in which language. */
    callback: z.strictObject({
      name: name(fieldNames.name),
      phone,
      slot: z.enum(callbackSlots, { error: messages.slot }),
      language,
      office,
      [pageLanguageField]: pageLanguage,
      context: context.optional(),
      [honeypotField]: honeypot,
    }),
  };
}

export type EnquirySchemas = ReturnType<typeof enquirySchemasFor>;

// Pure: a bundle that uses none of the English schemas (a form of another edition) leaves them out.
const schemas = /* @__PURE__ */ enquirySchemasFor(texts);

/** Where the enquiry came from: the page, the referrer and the visit's utm_* parameters. */
export const enquiryContextSchema = schemas.context;
export type EnquiryContext = z.infer<typeof enquiryContextSchema>;

export const contactFormSchema = schemas.contact;
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export const serviceFormSchema = schemas.service;
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceForm = z.output<typeof serviceFormSchema>;

export const callbackFormSchema = schemas.callback;
export type CallbackFormInput = z.input<typeof callbackFormSchema>;
export type CallbackForm = z.output<typeof callbackFormSchema>;
