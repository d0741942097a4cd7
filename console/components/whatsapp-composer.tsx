/**
 * WhatsApp in the family's language (docs/staff-console.md, "WhatsApp templates"): the counsellor picks
 * a template (the family's language first), sees the message filled with the family's name and topic,
 * may change it, and opens WhatsApp with it; the message sent is logged on the enquiry's timeline.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type Ref } from "react";
import type { EnquiryDetail, Office } from "#contract/staff";
import {
  familyLanguage,
  fillTemplate,
  templateLanguageLabels,
  templateLanguages,
  topicOf,
  whatsAppHref,
  whatsAppTemplatesPath,
  type TemplateList,
  type WhatsAppTemplate,
} from "#contract/staff-calls";
import { api } from "../api";
import { useMe } from "../session";
import { useLogCall } from "./call-log";
import { ErrorMessage } from "./error-message";

export const templatesKey = ["whatsapp-templates"] as const;

export function useTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: () => api<TemplateList>(whatsAppTemplatesPath),
    staleTime: 300_000,
  });
}

/** The template to start with: the family's language, a first contact before any attempt, else a follow-up. */
function defaultTemplate(
  templates: WhatsAppTemplate[],
  enquiry: EnquiryDetail,
): WhatsAppTemplate | undefined {
  const language = familyLanguage(enquiry);
  const topic = enquiry.callAttempts === 0 ? "first_contact" : "follow_up";
  const ofLanguage = templates.filter((template) => template.language === language);
  return ofLanguage.find((template) => template.topic === topic) ?? ofLanguage[0] ?? templates[0];
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand-600";

export function WhatsAppComposer({
  enquiry,
  onClose,
  headingRef,
}: {
  enquiry: EnquiryDetail;
  onClose: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const templates = useTemplates();
  const me = useMe();
  const log = useLogCall(enquiry.id);
  const headingId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [edited, setEdited] = useState<string | null>(null);

  const list = templates.data?.templates ?? [];
  const template = list.find((item) => item.id === chosenId) ?? defaultTemplate(list, enquiry);
  const office: Office = enquiry.office ?? me.data?.user?.office ?? "guntur";
  const filled = template
    ? fillTemplate(template.body, template.language, {
        name: enquiry.firstName,
        topic: topicOf({ purpose: enquiry.purpose, page: enquiry.context.page }, template.language),
        counsellor: me.data?.user?.name ?? "",
        office,
      })
    : "";
  const text = edited ?? filled;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-emerald-600 bg-white p-4 ring-2 ring-emerald-100 sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-bold text-ink focus:outline-none"
        >
          WhatsApp message
        </h2>
        <button type="button" onClick={onClose} className="text-sm font-semibold text-brand-700 underline">
          Close
        </button>
      </div>
      {templates.isError && <ErrorMessage error={templates.error} />}
      <div className="mt-3 space-y-3">
        <div>
          <label htmlFor="whatsapp-template" className="block text-sm font-medium text-ink">
            Template
          </label>
          <select
            id="whatsapp-template"
            className={inputClass}
            value={template?.id ?? ""}
            onChange={(event) => {
              setChosenId(event.target.value);
              setEdited(null);
            }}
          >
            {templateLanguages.map((language) => (
              <optgroup key={language} label={templateLanguageLabels[language]}>
                {list
                  .filter((item) => item.language === language)
                  .map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name} ({templateLanguageLabels[item.language]})
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="whatsapp-message" className="block text-sm font-medium text-ink">
            Message
          </label>
          <textarea
            id="whatsapp-message"
            rows={6}
            lang={template?.language}
            className={inputClass}
            value={text}
            onChange={(event) => setEdited(event.target.value)}
          />
        </div>
        {log.isError && <ErrorMessage error={log.error} />}
        <a
          href={whatsAppHref(enquiry.phone, text)}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={!text.trim() || undefined}
          onClick={(event) => {
            if (!text.trim()) {
              event.preventDefault();
              return;
            }
            log.mutate(
              { channel: "whatsapp", outcome: "sent", message: text.trim() },
              { onSuccess: onClose },
            );
          }}
          className="inline-block rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          Open WhatsApp and log it
        </a>
      </div>
    </section>
  );
}
