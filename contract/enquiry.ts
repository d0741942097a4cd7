/**
 * The enquiry forms' contract (docs/enquiries.md): one schema used by the browser forms, the API
 * and the tests. Change a rule here (or in enquiry-fields.ts, its zod-free constants) and all three follow.
 */
import "./zod-config.ts";
import { z } from "zod";
import {
  callbackSlots,
  enquiryLanguages,
  helpPurposes,
  honeypotField,
  isValidPhone,
  limits,
  messages,
} from "./enquiry-fields.ts";
import { freeText, isCleanText, lineText, textMessages } from "./text.ts";

export * from "./enquiry-fields.ts";

// Every text field is checked for control characters and lone surrogates (contract/text.ts) before it
// is trimmed, so a NUL or an escape sequence is refused rather than stored. `requiredLine` is lineText()
// with the field's own message for a missing value.
const requiredLine = (error: string) =>
  z.string({ error }).refine((value) => isCleanText(value), textMessages.control);
const name = (label: string) =>
  requiredLine(messages.required(label))
    .trim()
    .min(1, messages.required(label))
    .max(limits.nameMaxLength, messages.tooLong(label, limits.nameMaxLength));

const contextText = lineText().trim().max(limits.contextFieldMaxLength);

/** Where the enquiry came from: the page, the referrer and the visit's utm_* parameters. */
export const enquiryContextSchema = z.strictObject({
  page: contextText.optional(),
  referrer: contextText.optional(),
  utm: z
    .strictObject({
      source: contextText.optional(),
      medium: contextText.optional(),
      campaign: contextText.optional(),
      term: contextText.optional(),
      content: contextText.optional(),
    })
    .optional(),
});
export type EnquiryContext = z.infer<typeof enquiryContextSchema>;

const phone = requiredLine(messages.required("phone number"))
  .trim()
  .min(1, messages.required("phone number"))
  .max(limits.phoneMaxLength, messages.phone)
  .refine(isValidPhone, messages.phone);

const language = z.enum(enquiryLanguages, { error: messages.language });

const comments = freeText()
  .trim()
  .max(limits.commentsMaxLength, messages.comments(limits.commentsMaxLength))
  .optional();

const honeypot = lineText().max(500).optional();

/** The fields both person forms share; `language` is the page's (`en` when not sent). */
const personFormSchema = z.strictObject({
  firstName: name("first name"),
  lastName: name("last name"),
  email: requiredLine(messages.required("email"))
    .trim()
    .min(1, messages.required("email"))
    .max(limits.emailMaxLength, messages.tooLong("email", limits.emailMaxLength))
    .pipe(z.email(messages.email)),
  phone,
  language: language.optional(),
  context: enquiryContextSchema.optional(),
  [honeypotField]: honeypot,
});

/**
 * The contact form: the person, and optionally what they would like help with and a message. An empty
 * `purpose` (a form posted without JavaScript with nothing chosen) means none.
 */
export const contactFormSchema = personFormSchema.extend({
  purpose: z.enum([...helpPurposes, ""], { error: messages.purpose }).optional(),
  comments,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export const serviceFormSchema = personFormSchema.extend({ comments });
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceForm = z.output<typeof serviceFormSchema>;

/** A request to be called back: one name, the phone, when to call and in which language. */
export const callbackFormSchema = z.strictObject({
  name: name("name"),
  phone,
  slot: z.enum(callbackSlots, { error: messages.slot }),
  language,
  context: enquiryContextSchema.optional(),
  [honeypotField]: honeypot,
});
export type CallbackFormInput = z.input<typeof callbackFormSchema>;
export type CallbackForm = z.output<typeof callbackFormSchema>;
