/**
 * Call logging and WhatsApp templates (docs/staff-console.md, "Call logging" and "WhatsApp templates"):
 * the schemas of `POST /api/staff/enquiries/:id/calls` and `/api/staff/whatsapp-templates`, and the
 * helpers the console and the server share to fill a template and build a wa.me link.
 */
import "./zod-config.ts";
import { z } from "zod";
import { enquiryLanguages, languageNames, type EnquiryLanguage, type HelpPurpose } from "./enquiry-fields.ts";
import { defaultLanguage, languages } from "./languages.ts";
import { callChannels, callOutcomes, type Office } from "./staff.ts";
import { freeText, lineText } from "./text.ts";
import { texts as englishTexts } from "./texts/en.ts";
import { texts as teluguTexts } from "./texts/te.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please use the format YYYY-MM-DD.");
/** A time of day in India, `HH:MM` (24 hours). */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please use the format HH:MM.");

/** The longest WhatsApp message a template or a logged message may hold. */
export const messageMaxLength = 1000;

/**
 * `POST /api/staff/enquiries/:id/calls`: one call or WhatsApp message logged. A call has one of the
 * call outcomes; "call back later" needs the day (and, optionally, the time) in India, which also
 * becomes the enquiry's follow-up. A WhatsApp message is logged as `sent` with the text that went out.
 */
export const callLogSchema = z
  .strictObject({
    channel: z.enum(callChannels),
    outcome: z.enum(callOutcomes),
    callBackOn: isoDate.optional(),
    callBackTime: clockTime.optional(),
    message: freeText()
      .trim()
      .min(1, "Please write the message.")
      .max(messageMaxLength, `Please keep the message under ${messageMaxLength + 1} characters.`)
      .optional(),
  })
  .refine((value) => value.channel !== "whatsapp" || value.outcome === "sent", {
    message: "A WhatsApp message is logged as sent.",
    path: ["outcome"],
  })
  .refine((value) => value.channel !== "call" || value.outcome !== "sent", {
    message: "Please choose how the call went.",
    path: ["outcome"],
  })
  .refine((value) => value.outcome !== "call_back_later" || value.callBackOn !== undefined, {
    message: "Please choose when to call back.",
    path: ["callBackOn"],
  })
  .refine(
    (value) =>
      value.outcome === "call_back_later" ||
      (value.callBackOn === undefined && value.callBackTime === undefined),
    { message: "Only a call back later has a time to call back.", path: ["callBackOn"] },
  )
  .refine((value) => value.channel === "whatsapp" || value.message === undefined, {
    message: "Only a WhatsApp message has a text.",
    path: ["message"],
  });
export type CallLog = z.infer<typeof callLogSchema>;

// ── WhatsApp templates ─────────────────────────────────────────────────────────────────────────────

export const templateLanguages = enquiryLanguages;
/** The languages' names as staff read them (contract/languages.ts). */
export const templateLanguageLabels: Readonly<Record<EnquiryLanguage, string>> = languageNames;

/** What a template is for. */
export const templateTopics = ["first_contact", "follow_up", "documents", "other"] as const;
export type TemplateTopic = (typeof templateTopics)[number];
export const templateTopicLabels: Record<TemplateTopic, string> = {
  first_contact: "First contact",
  follow_up: "Follow-up",
  documents: "Documents",
  other: "Other",
};

/** The placeholders a template may use, each written `{name}`. */
export const templatePlaceholders = ["name", "topic", "counsellor", "office"] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];
export const templatePlaceholderHelp: Record<TemplatePlaceholder, string> = {
  name: "the family's first name",
  topic: "what they asked about",
  counsellor: "your name",
  office: "your office",
};

/** The `{word}` placeholders of a text that are not known (each once, in order). */
export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(templatePlaceholders);
  const found = [...body.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1] ?? "");
  return [...new Set(found.filter((word) => !known.has(word)))];
}

export const templateSchema = z.strictObject({
  name: lineText()
    .trim()
    .min(1, "Please name the template.")
    .max(80, "Please keep the name under 81 characters."),
  language: z.enum(templateLanguages, "Please choose a language."),
  topic: z.enum(templateTopics, "Please choose a topic."),
  body: freeText()
    .trim()
    .min(1, "Please write the message.")
    .max(messageMaxLength, `Please keep the message under ${messageMaxLength + 1} characters.`)
    .superRefine((body, context) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length === 0) return;
      const known = templatePlaceholders.map((word) => `{${word}}`).join(", ");
      context.addIssue({
        code: "custom",
        message: `Unknown placeholder: ${unknown.map((word) => `{${word}}`).join(", ")}. Please use ${known}.`,
      });
    }),
});
export type TemplateInput = z.infer<typeof templateSchema>;

export const templateIdParams = z.strictObject({ id: z.string().min(1).max(64) });

export interface WhatsAppTemplate extends TemplateInput {
  id: string;
  updatedAt: string;
}

/** `GET /api/staff/whatsapp-templates`: every template, by language, topic and name. */
export interface TemplateList {
  templates: WhatsAppTemplate[];
}

export const whatsAppTemplatesPath = "/whatsapp-templates";

// ── Filling a template ─────────────────────────────────────────────────────────────────────────────

/** The offices' names in Telugu script, as Telugu newspapers print them (docs/glossary-te.md). */
const teluguOffices: Record<Office, string> = {
  guntur: "గుంటూరు",
  vijayawada: "విజయవాడ",
  hyderabad: "హైదరాబాద్",
  vishakapatnam: "విశాఖపట్నం",
};
const englishOffices: Record<Office, string> = {
  guntur: "Guntur",
  vijayawada: "Vijayawada",
  hyderabad: "Hyderabad",
  vishakapatnam: "Vishakapatnam",
};
/** The offices' names in each language a template is written in. */
const officesByLanguage: Readonly<Record<EnquiryLanguage, Record<Office, string>>> = {
  en: englishOffices,
  te: teluguOffices,
};

/** What a family asked help with, as a template's sentence names it, in each language. */
const purposeInSentence: Readonly<Record<EnquiryLanguage, (purpose: HelpPurpose) => string>> = {
  // In lower case inside an English sentence ("your enquiry about visa").
  en: (purpose) => englishTexts.helpPurposeLabels[purpose].toLowerCase(),
  te: (purpose) => teluguTexts.helpPurposeLabels[purpose],
};

/** A country's page in any edition ("/study-in-uk", "/te/study-in-uk"): the editions' prefixes come from the list. */
const countryPage = new RegExp(
  `^(?:${languages
    .map((language) => language.prefix)
    .filter((prefix) => prefix !== "")
    .join("|")})?/study-in-([a-z]+)`,
);

const destinations: Record<string, Record<EnquiryLanguage, string>> = {
  uk: { en: "studying in the UK", te: "యూకేలో చదువు" },
  usa: { en: "studying in the USA", te: "అమెరికాలో చదువు" },
  canada: { en: "studying in Canada", te: "కెనడాలో చదువు" },
  germany: { en: "studying in Germany", te: "జర్మనీలో చదువు" },
  ireland: { en: "studying in Ireland", te: "ఐర్లాండ్‌లో చదువు" },
};
const anyTopic: Record<EnquiryLanguage, string> = { en: "studying abroad", te: "విదేశీ విద్య" };

/**
 * What the family asked about, in the template's language: what they want help with, else the country
 * of the page they wrote from, else studying abroad. (Their own comments are never copied into a message.)
 */
export function topicOf(
  enquiry: { purpose: HelpPurpose | null; page: string | null },
  language: EnquiryLanguage,
): string {
  if (enquiry.purpose && enquiry.purpose !== "other") {
    return purposeInSentence[language](enquiry.purpose);
  }
  const country = countryPage.exec(enquiry.page ?? "")?.[1];
  return (country && destinations[country]?.[language]) ?? anyTopic[language];
}

export interface TemplateValues {
  name: string;
  topic: string;
  counsellor: string;
  office: Office;
}

/** The template's text with its placeholders filled in (the office named in the template's language). */
export function fillTemplate(body: string, language: EnquiryLanguage, values: TemplateValues): string {
  const filled: Record<TemplatePlaceholder, string> = {
    name: values.name,
    topic: values.topic,
    counsellor: values.counsellor,
    office: officesByLanguage[language][values.office],
  };
  return body.replace(/\{([a-z]+)\}/g, (whole, word: string) =>
    word in filled ? filled[word as TemplatePlaceholder] : whole,
  );
}

/** The language to write to a family in: the one they prefer, else their page's, else English. */
export function familyLanguage(enquiry: {
  language: EnquiryLanguage | null;
  pageLanguage: EnquiryLanguage | null;
}): EnquiryLanguage {
  return enquiry.language ?? enquiry.pageLanguage ?? defaultLanguage;
}

/** Digits for wa.me (it takes the number without "+"): an Indian mobile without its country code gets 91. */
export function whatsAppDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  return digits;
}

/** The wa.me link that opens a chat with the family, the message filled in. */
export function whatsAppHref(phone: string, text: string): string {
  return `https://wa.me/${whatsAppDigits(phone)}?text=${encodeURIComponent(text)}`;
}

/** The tel: link of a phone number (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
