/**
 * WhatsApp templates (admins; docs/staff-console.md, "WhatsApp templates"): the messages counsellors send
 * from an enquiry's page, in English and Telugu, with the placeholders {name}, {topic}, {counsellor} and
 * {office}. Admins add, change and delete them here; counsellors pick them on the enquiry's page.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { defaultLanguage } from "#contract/languages";
import { staffTexts } from "#contract/staff";
import {
  templateLanguageLabels,
  templateLanguages,
  templatePlaceholderHelp,
  templatePlaceholders,
  templateSchema,
  templateTopicLabels,
  templateTopics,
  whatsAppTemplatesPath,
  type TemplateInput,
  type WhatsAppTemplate,
} from "#contract/staff-calls";
import { api, ApiFailure } from "../api";
import { ErrorMessage } from "../components/error-message";
import { fieldControlClass, FormField } from "../components/form-field";
import { Loading } from "../components/loading";
import { templatesKey, useTemplates } from "../components/whatsapp-composer";
import { istTime } from "../format";
import { useMe } from "../session";

const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const smallButtonClass =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-ink hover:border-brand-500 disabled:opacity-70";

const blank: TemplateInput = { name: "", language: defaultLanguage, topic: "first_contact", body: "" };
type Field = keyof TemplateInput;

/** Adds a template, or changes `editing`; done when saved or cancelled. */
function TemplateForm({ editing, onDone }: { editing: WhatsAppTemplate | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TemplateInput>({
    resolver: zodResolver(templateSchema),
    values: editing
      ? { name: editing.name, language: editing.language, topic: editing.topic, body: editing.body }
      : blank,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await api<WhatsAppTemplate>(
        editing ? `${whatsAppTemplatesPath}/${editing.id}` : whatsAppTemplatesPath,
        { method: editing ? "PUT" : "POST", body: values },
      );
      await queryClient.invalidateQueries({ queryKey: templatesKey });
      reset(blank);
      onDone();
    } catch (error) {
      const fieldErrors = error instanceof ApiFailure ? error.body.fieldErrors : undefined;
      if (fieldErrors) {
        for (const [name, message] of Object.entries(fieldErrors)) {
          if (name in blank) setError(name as Field, { message }, { shouldFocus: true });
        }
      } else setFailure(error);
    }
  });

  return (
    <section
      aria-labelledby="template-form-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="template-form-heading" className="text-base font-bold text-ink">
        {editing ? `Change “${editing.name}”` : "Add a template"}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-3">
        <FormField id="template-name" label="Name" error={errors.name?.message}>
          {(control) => <input className={fieldControlClass} {...control} {...register("name")} />}
        </FormField>
        <FormField id="template-language" label="Language" error={errors.language?.message}>
          {(control) => (
            <select className={fieldControlClass} {...control} {...register("language")}>
              {templateLanguages.map((language) => (
                <option key={language} value={language}>
                  {templateLanguageLabels[language]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="template-topic" label="Topic" error={errors.topic?.message}>
          {(control) => (
            <select className={fieldControlClass} {...control} {...register("topic")}>
              {templateTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {templateTopicLabels[topic]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="template-body"
          label="Message"
          error={errors.body?.message}
          className="sm:col-span-3"
          help={
            <>
              Placeholders:{" "}
              {templatePlaceholders.map((word, index) => (
                <span key={word}>
                  {index > 0 && ", "}
                  <code>{`{${word}}`}</code> {templatePlaceholderHelp[word]}
                </span>
              ))}
              .
            </>
          }
        >
          {(control) => (
            <textarea rows={5} className={fieldControlClass} {...control} {...register("body")} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2 sm:col-span-3">
          <button type="submit" disabled={isSubmitting} className={buttonClass}>
            {editing ? "Save template" : "Add template"}
          </button>
          {editing && (
            <button
              type="button"
              onClick={() => {
                reset(blank);
                onDone();
              }}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink"
            >
              Cancel
            </button>
          )}
        </div>
        {failure !== undefined && (
          <div className="sm:col-span-3">
            <ErrorMessage error={failure} />
          </div>
        )}
      </form>
    </section>
  );
}

export default function TemplatesPage() {
  const me = useMe();
  const templates = useTemplates();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<WhatsAppTemplate | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => api<undefined>(`${whatsAppTemplatesPath}/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
  useEffect(() => {
    document.title = "WhatsApp templates · Staff console";
  }, []);

  if (me.data?.user?.role !== "admin") {
    return <ErrorMessage error={new Error(staffTexts.forbidden)} />;
  }
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">WhatsApp templates</h1>
      <p className="max-w-3xl text-sm text-ink-muted">
        Counsellors pick one of these on an enquiry's page; the family's language comes first. Keep them plain
        and warm, and promise nothing the office cannot keep.
      </p>
      <TemplateForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      {remove.isError && <ErrorMessage error={remove.error} />}
      {templates.isPending ? (
        <Loading />
      ) : templates.isError ? (
        <ErrorMessage error={templates.error} />
      ) : (
        templateLanguages.map((language) => (
          <section key={language} aria-labelledby={`templates-${language}`} className="space-y-3">
            <h2 id={`templates-${language}`} className="text-base font-bold text-ink">
              {templateLanguageLabels[language]}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {templates.data.templates
                .filter((template) => template.language === language)
                .map((template) => (
                  <li key={template.id} className="rounded-xl border border-slate-200 bg-white p-4">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 lang={template.language} className="font-semibold text-ink">
                        {template.name}
                      </h3>
                      <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
                        {templateTopicLabels[template.topic]}
                      </span>
                    </div>
                    <p lang={template.language} className="mt-2 text-sm whitespace-pre-wrap text-ink">
                      {template.body}
                    </p>
                    <p className="mt-2 text-xs text-ink-muted">Changed {istTime(template.updatedAt)}</p>
                    <div className="mt-3 flex gap-2">
                      <button
                        type="button"
                        onClick={() => {
                          setEditing(template);
                          document.getElementById("template-name")?.focus();
                        }}
                        aria-label={`Edit ${template.name}`}
                        className={smallButtonClass}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(`Delete the template “${template.name}”?`))
                            remove.mutate(template.id);
                        }}
                        aria-label={`Delete ${template.name}`}
                        className={smallButtonClass}
                      >
                        Delete
                      </button>
                    </div>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
