/**
 * One enquiry: who, what and where from; call, WhatsApp and mail links; the staff mail's delivery;
 * likely duplicates; the workflow (status, assignment, follow-up, notes) and the timeline of changes.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useParams } from "react-router";
import {
  assignmentSchema,
  closeReasonLabels,
  closeReasons,
  enquiryStatuses,
  followUpSchema,
  noteSchema,
  officeLabels,
  offices,
  statusChangeSchema,
  statusLabels,
  type Assignment,
  type EnquiryDetail,
  type FollowUp,
  type NewNote,
  type StaffList,
  type StatusChange,
} from "#contract/staff";
import { api, ApiFailure } from "../api";
import { ErrorMessage } from "../components/error-message";
import { Loading } from "../components/loading";
import { StatusBadge } from "../components/status-badge";
import { helpPurposeLabels } from "#contract/enquiry-fields";
import { age, dayLabel, formName, istTime, istToday, languageName, whatsAppNumber } from "../format";
import { useMe } from "../session";
import NotFoundPage from "./not-found";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand-600";
const labelClass = "block text-sm font-medium text-ink";
const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-base font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5 text-sm">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="col-span-2 break-words text-ink">
        {children ?? <span className="text-ink-muted">—</span>}
      </dd>
    </div>
  );
}

/** Saves one change; the answer is the enquiry as it is now. */
function useChange<T>(id: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api<EnquiryDetail>(`/enquiries/${id}/${path}`, { method: "POST", body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(["enquiry", id], detail);
      void queryClient.invalidateQueries({ queryKey: ["inbox"] });
    },
  });
}

function StatusForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const change = useChange<StatusChange>(enquiry.id, "status");
  const reasonError = useId();
  const noteError = useId();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<StatusChange>({
    resolver: zodResolver(statusChangeSchema),
    defaultValues: { status: enquiry.status, closeReason: enquiry.closeReason ?? undefined, note: undefined },
  });
  const closing = useWatch({ control, name: "status" }) === "closed";
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (detail) => reset({ status: detail.status, closeReason: detail.closeReason ?? undefined }),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <div>
        <label htmlFor="status" className={labelClass}>
          Status
        </label>
        <select id="status" className={inputClass} {...register("status")}>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      {closing && (
        <div>
          <label htmlFor="close-reason" className={labelClass}>
            Reason for closing
          </label>
          <select
            id="close-reason"
            className={inputClass}
            aria-invalid={errors.closeReason ? true : undefined}
            aria-describedby={errors.closeReason ? reasonError : undefined}
            {...register("closeReason", { setValueAs: (value: string) => value || undefined })}
          >
            <option value="">Choose a reason</option>
            {closeReasons.map((reason) => (
              <option key={reason} value={reason}>
                {closeReasonLabels[reason]}
              </option>
            ))}
          </select>
          {errors.closeReason && (
            <p id={reasonError} className="mt-1 text-sm text-red-700">
              {errors.closeReason.message}
            </p>
          )}
        </div>
      )}
      <div>
        <label htmlFor="status-note" className={labelClass}>
          Note (optional)
        </label>
        <textarea
          id="status-note"
          rows={3}
          className={inputClass}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? noteError : undefined}
          {...register("note", { setValueAs: (value: string) => (value?.trim() ? value : undefined) })}
        />
        {errors.note && (
          <p id={noteError} className="mt-1 text-sm text-red-700">
            {errors.note.message}
          </p>
        )}
      </div>
      {change.isError && <ErrorMessage error={change.error} />}
      <button type="submit" disabled={change.isPending} className={buttonClass}>
        Update status
      </button>
    </form>
  );
}

function AssignmentForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const change = useChange<Assignment>(enquiry.id, "assignment");
  const people = useQuery({
    queryKey: ["people"],
    queryFn: () => api<StaffList>("/people"),
    staleTime: 300_000,
  });
  const me = useMe();
  const {
    register,
    handleSubmit,
    formState: { dirtyFields },
  } = useForm<Assignment>({
    resolver: zodResolver(assignmentSchema),
    values: { assigneeId: enquiry.assignee?.id ?? null, office: enquiry.office },
  });
  const isAdmin = me.data?.user?.role === "admin";
  // The office is sent only when an admin changed it; otherwise the server gives the enquiry the
  // assignee's office (an enquiry assigned to someone is routed to their office).
  const submit = handleSubmit(({ assigneeId, office }) =>
    change.mutate(dirtyFields.office ? { assigneeId, office } : { assigneeId }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor="assignee" className={labelClass}>
          Assignee
        </label>
        <select
          id="assignee"
          className={inputClass}
          {...register("assigneeId", { setValueAs: (value: string | null) => value || null })}
        >
          <option value="">Unassigned</option>
          {people.data?.staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({officeLabels[person.office]})
            </option>
          ))}
        </select>
      </div>
      {isAdmin && (
        <div>
          <label htmlFor="office" className={labelClass}>
            Office
          </label>
          <select
            id="office"
            className={inputClass}
            {...register("office", { setValueAs: (value: string | null) => value || null })}
          >
            <option value="">Not routed</option>
            {offices.map((office) => (
              <option key={office} value={office}>
                {officeLabels[office]}
              </option>
            ))}
          </select>
        </div>
      )}
      {change.isError && <ErrorMessage error={change.error} />}
      <button type="submit" disabled={change.isPending} className={buttonClass}>
        Assign
      </button>
    </form>
  );
}

function FollowUpForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const change = useChange<FollowUp>(enquiry.id, "follow-up");
  const { register, handleSubmit } = useForm<FollowUp>({
    resolver: zodResolver(followUpSchema),
    values: { on: enquiry.followUpOn },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => change.mutate(values))} className="space-y-3">
      <div>
        <label htmlFor="follow-up" className={labelClass}>
          Follow-up date
        </label>
        <input
          id="follow-up"
          type="date"
          min={istToday()}
          className={inputClass}
          {...register("on", { setValueAs: (value: string | null) => value || null })}
        />
      </div>
      {change.isError && <ErrorMessage error={change.error} />}
      <button type="submit" disabled={change.isPending} className={buttonClass}>
        Save follow-up
      </button>
    </form>
  );
}

function NoteForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const change = useChange<NewNote>(enquiry.id, "notes");
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewNote>({ resolver: zodResolver(noteSchema), defaultValues: { body: "" } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => change.mutate(values, { onSuccess: () => reset({ body: "" }) }))}
      className="space-y-3"
    >
      <div>
        <label htmlFor="note" className={labelClass}>
          New note
        </label>
        <textarea
          id="note"
          rows={3}
          className={inputClass}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? errorId : undefined}
          {...register("body")}
        />
        {errors.body && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {errors.body.message}
          </p>
        )}
      </div>
      {change.isError && <ErrorMessage error={change.error} />}
      <button type="submit" disabled={change.isPending} className={buttonClass}>
        Add note
      </button>
    </form>
  );
}

const mailLabels = { pending: "Pending", sent: "Sent", dead: "Failed" } as const;

export default function EnquiryPage() {
  const { id = "" } = useParams();
  const me = useMe();
  const enquiry = useQuery({
    queryKey: ["enquiry", id],
    queryFn: () => api<EnquiryDetail>(`/enquiries/${id}`),
  });
  const name = enquiry.data ? `${enquiry.data.firstName} ${enquiry.data.lastName ?? ""}`.trim() : undefined;

  useEffect(() => {
    if (name) document.title = `${name} · Staff console`;
  }, [name]);

  if (enquiry.isPending) return <Loading />;
  if (enquiry.isError) {
    if (enquiry.error instanceof ApiFailure && enquiry.error.status === 404) return <NotFoundPage />;
    return <ErrorMessage error={enquiry.error} />;
  }
  const e = enquiry.data;
  const counsellor = me.data?.user?.name ?? "your counsellor";
  const greeting = `Hello ${e.firstName}, this is ${counsellor} from the overseas education office, replying to your enquiry.`;
  const utm = Object.entries(e.context.utm).filter(([, value]) => value);

  return (
    <div className="space-y-5">
      <p>
        <Link to="/" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          ← Inbox
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{name}</h1>
          <p className="mt-1 text-sm text-ink-muted">
            {formName[e.kind]} · <time dateTime={e.receivedAt}>{istTime(e.receivedAt)}</time> (
            {age(e.receivedAt)})
          </p>
          {(e.callback || e.language) && (
            <p className="mt-1 font-semibold text-ink">
              {e.callback && <span className="mr-3">Call back: {e.callback}</span>}
              {e.language && <span>Prefers: {languageName[e.language]}</span>}
            </p>
          )}
          {e.duplicateOf && (
            <p className="mt-1 text-sm text-ink">
              Likely duplicate of{" "}
              <Link
                to={`/enquiries/${e.duplicateOf}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                an enquiry a few minutes earlier
              </Link>
              : not mailed to the office again.
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={e.status} />
          {e.overdue && (
            <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
              Not contacted within 24 h
            </span>
          )}
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        <a href={`tel:${e.phone.replace(/[^\d+]/g, "")}`} className={buttonClass}>
          Call {e.phone}
        </a>
        <a
          href={`https://wa.me/${whatsAppNumber(e.phone)}?text=${encodeURIComponent(greeting)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          WhatsApp
        </a>
        {e.email && (
          <a
            href={`mailto:${e.email}`}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-500"
          >
            Email {e.email}
          </a>
        )}
      </div>

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <Card title="Enquiry">
            <dl className="divide-y divide-slate-100">
              <Field label="Name">{name}</Field>
              <Field label="Email">{e.email}</Field>
              <Field label="Phone">{e.phone}</Field>
              {e.callback && <Field label="Call back">{e.callback}</Field>}
              <Field label="Language">{e.language ? languageName[e.language] : null}</Field>
              <Field label="Page language">{e.pageLanguage ? languageName[e.pageLanguage] : null}</Field>
              <Field label="Nearest office">{e.nearestOffice ? officeLabels[e.nearestOffice] : null}</Field>
              {e.kind === "contact" && (
                <Field label="Help with">{e.purpose ? helpPurposeLabels[e.purpose] : null}</Field>
              )}
              {e.kind !== "callback" && (
                <Field label={e.kind === "contact" ? "Message" : "Comments"}>
                  {e.comments ? <span className="whitespace-pre-wrap">{e.comments}</span> : null}
                </Field>
              )}
              <Field label="Office">{e.office ? officeLabels[e.office] : "Not routed"}</Field>
              <Field label="Assignee">{e.assignee?.name ?? "Unassigned"}</Field>
              <Field label="Follow-up">{e.followUpOn ? dayLabel(e.followUpOn) : null}</Field>
              {e.closeReason && <Field label="Closed because">{closeReasonLabels[e.closeReason]}</Field>}
            </dl>
          </Card>
          <Card title="Where it came from">
            <dl className="divide-y divide-slate-100">
              <Field label="Page">{e.context.page}</Field>
              <Field label="Referrer">{e.context.referrer}</Field>
              <Field label="Received">{istTime(e.receivedAt)}</Field>
              {utm.map(([key, value]) => (
                <Field key={key} label={`utm_${key}`}>
                  {value}
                </Field>
              ))}
            </dl>
          </Card>
          <Card title="Timeline">
            <ol className="space-y-3">
              {e.timeline.map((entry) => (
                <li key={entry.id} className="border-l-2 border-brand-200 pl-3">
                  <p className="text-sm font-medium text-ink">{entry.text}</p>
                  {entry.note && <p className="mt-1 text-sm whitespace-pre-wrap text-ink">{entry.note}</p>}
                  <p className="text-xs text-ink-muted">
                    <time dateTime={entry.at}>{istTime(entry.at)}</time>
                    {entry.actor && <> · {entry.actor.name}</>}
                  </p>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="space-y-5">
          <Card title="Status">
            <StatusForm key={`${e.status}-${e.closeReason}`} enquiry={e} />
          </Card>
          <Card title="Assignment">
            <AssignmentForm enquiry={e} />
          </Card>
          <Card title="Follow-up">
            <FollowUpForm enquiry={e} />
          </Card>
          <Card title="Notes">
            {e.notes.length > 0 && (
              <ul className="mb-4 space-y-3">
                {e.notes.map((note) => (
                  <li key={note.id} className="rounded-md bg-surface-muted p-3 text-sm">
                    <p className="whitespace-pre-wrap text-ink">{note.body}</p>
                    <p className="mt-1 text-xs text-ink-muted">
                      {note.author?.name ?? "Unknown"} · <time dateTime={note.at}>{istTime(note.at)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <NoteForm enquiry={e} />
          </Card>
          <Card title="Staff mail">
            {e.mail ? (
              <dl>
                <Field label="Delivery">{mailLabels[e.mail.status]}</Field>
                <Field label="Attempts">{String(e.mail.attempts)}</Field>
                {e.mail.sentAt && <Field label="Sent">{istTime(e.mail.sentAt)}</Field>}
                {e.mail.lastError && <Field label="Last error">{e.mail.lastError}</Field>}
              </dl>
            ) : (
              <p className="text-sm text-ink-muted">No mail was queued for this enquiry.</p>
            )}
          </Card>
          {e.duplicates.length > 0 && (
            <Card title="Likely duplicates">
              <ul className="space-y-2 text-sm">
                {e.duplicates.map((dup) => (
                  <li key={dup.id}>
                    <Link to={`/enquiries/${dup.id}`} className="font-semibold text-brand-800 underline">
                      {dup.name}
                    </Link>{" "}
                    <span className="text-ink-muted">
                      same {dup.match}, {istTime(dup.receivedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
