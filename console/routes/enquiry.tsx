/**
 * One enquiry: who, what and where from; call, WhatsApp and mail links; call logging and WhatsApp
 * templates; the staff mail's delivery; likely duplicates; the workflow (status, assignment, follow-up,
 * notes) and the timeline of changes, folded after its latest entries. On a phone the forms come before
 * the timeline and an action bar stays at the bottom (docs/staff-console.md, "On a phone").
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useParams } from "react-router";
import {
  assignmentSchema,
  closeReasonLabels,
  closeReasons,
  enquiryStatuses,
  noteSchema,
  officeLabels,
  statusChangeSchema,
  statusLabels,
  type Assignment,
  type EnquiryDetail,
  type NewNote,
  type StaffList,
  type StatusChange,
} from "#contract/staff";
import { telHref } from "#contract/staff-calls";
import { followUpWithTimeSchema, type FollowUpWithTime } from "#contract/staff-my-day";
import { EnquiryMeeting } from "../components/meeting-panel";
import { api, ApiFailure } from "../api";
import { AssignToMeButton, mayTake, useAssignToMe } from "../components/assign-to-me";
import { CallLogCard } from "../components/call-log";
import { useKeys } from "../components/keyboard";
import { ErrorMessage } from "../components/error-message";
import { fieldControlClass, FormField } from "../components/form-field";
import { WhatsAppComposer } from "../components/whatsapp-composer";
import { Loading } from "../components/loading";
import { StatusBadge } from "../components/status-badge";
import { helpPurposeLabels } from "#contract/enquiry-fields";
import { age, dayLabel, formName, istTime, istToday, languageName } from "../format";
import { useMe } from "../session";
import NotFoundPage from "./not-found";
import { OfficeOptions } from "../components/office-options";

const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

function Card({
  title,
  children,
  className = "",
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}
    >
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
      void queryClient.invalidateQueries({ queryKey: ["my-day"] });
    },
  });
}

function StatusForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const change = useChange<StatusChange>(enquiry.id, "status");
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<StatusChange>({
    resolver: zodResolver(statusChangeSchema),
    defaultValues: { status: enquiry.status, closeReason: enquiry.closeReason ?? undefined },
  });
  const closing = useWatch({ control, name: "status" }) === "closed";
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (detail) => reset({ status: detail.status, closeReason: detail.closeReason ?? undefined }),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormField id="status" label="Status">
        {(control) => (
          <select className={fieldControlClass} {...control} {...register("status")}>
            {enquiryStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {closing && (
        <FormField id="close-reason" label="Reason for closing" error={errors.closeReason?.message}>
          {(control) => (
            <select
              className={fieldControlClass}
              {...control}
              {...register("closeReason", { setValueAs: (value: string) => value || undefined })}
            >
              <option value="">Choose a reason</option>
              {closeReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {closeReasonLabels[reason]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
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
      <FormField id="assignee" label="Assignee">
        {(control) => (
          <select
            className={fieldControlClass}
            {...control}
            {...register("assigneeId", { setValueAs: (value: string | null) => value || null })}
          >
            <option value="">Unassigned</option>
            {people.data?.staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({officeLabels[person.office]})
              </option>
            ))}
          </select>
        )}
      </FormField>
      {isAdmin && (
        <FormField id="office" label="Office">
          {(control) => (
            <select
              className={fieldControlClass}
              {...control}
              {...register("office", { setValueAs: (value: string | null) => value || null })}
            >
              <option value="">Not routed</option>
              <OfficeOptions />
            </select>
          )}
        </FormField>
      )}
      {change.isError && <ErrorMessage error={change.error} />}
      <button type="submit" disabled={change.isPending} className={buttonClass}>
        Assign
      </button>
    </form>
  );
}

function FollowUpForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const change = useChange<FollowUpWithTime>(enquiry.id, "follow-up");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FollowUpWithTime>({
    resolver: zodResolver(followUpWithTimeSchema),
    values: { on: enquiry.followUpOn, at: enquiry.followUpTime },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => change.mutate(values))} className="space-y-3">
      <FormField id="follow-up" label="Follow-up date">
        {(control) => (
          <input
            type="date"
            min={istToday()}
            className={fieldControlClass}
            {...control}
            {...register("on", { setValueAs: (value: string | null) => value || null })}
          />
        )}
      </FormField>
      <FormField id="follow-up-time" label="Time (IST, optional)" error={errors.at?.message}>
        {(control) => (
          <input
            type="time"
            className={fieldControlClass}
            {...control}
            {...register("at", { setValueAs: (value: string | null) => value || null })}
          />
        )}
      </FormField>
      {change.isError && <ErrorMessage error={change.error} />}
      <button type="submit" disabled={change.isPending} className={buttonClass}>
        Save follow-up
      </button>
    </form>
  );
}

function NoteForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const change = useChange<NewNote>(enquiry.id, "notes");
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
      <FormField id="note" label="New note" error={errors.body?.message}>
        {(control) => <textarea rows={3} className={fieldControlClass} {...control} {...register("body")} />}
      </FormField>
      {change.isError && <ErrorMessage error={change.error} />}
      <button type="submit" disabled={change.isPending} className={buttonClass}>
        Add note
      </button>
    </form>
  );
}

/** How many of the latest timeline entries show before "Show all". */
const TIMELINE_FOLDED = 3;

/** The timeline, newest first, folded after its latest entries. */
function Timeline({ enquiry, className }: { enquiry: EnquiryDetail; className: string }) {
  const [all, setAll] = useState(false);
  const entries = [...enquiry.timeline].reverse();
  const shown = all ? entries : entries.slice(0, TIMELINE_FOLDED);
  return (
    <Card title="Timeline" className={className}>
      <ol className="space-y-3">
        {shown.map((entry) => (
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
      {entries.length > TIMELINE_FOLDED && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll((open) => !open)}
          className="mt-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {all ? "Show the latest only" : `Show all ${entries.length}`}
        </button>
      )}
    </Card>
  );
}

const barButtonClass =
  "flex min-h-12 flex-1 items-center justify-center rounded-md px-1 py-1 text-sm font-semibold text-ink hover:bg-slate-100";

/** Brings a control into view and gives it focus (the action bar's Status and Note). */
function focusControl(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView({ block: "center" });
  element?.focus({ preventScroll: true });
}

/** The arrow keys, Home and End move between the action bar's controls (a toolbar's keys). */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const { key } = event;
  if (key !== "ArrowLeft" && key !== "ArrowRight" && key !== "Home" && key !== "End") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>("a, button")];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const step = key === "ArrowRight" ? 1 : -1;
  const next =
    key === "Home" ? 0 : key === "End" ? items.length - 1 : (index + step + items.length) % items.length;
  items[next]?.focus();
}

const mailLabels = { pending: "Pending", sent: "Sent", dead: "Failed" } as const;

export default function EnquiryPage() {
  const { id = "" } = useParams();
  const enquiry = useQuery({
    queryKey: ["enquiry", id],
    queryFn: () => api<EnquiryDetail>(`/enquiries/${id}`),
  });
  const me = useMe();
  const name = enquiry.data ? `${enquiry.data.firstName} ${enquiry.data.lastName ?? ""}`.trim() : undefined;
  /** The Call link was used: the call card asks how it went. */
  const [called, setCalled] = useState(false);
  const [writing, setWriting] = useState(false);
  const callHeading = useRef<HTMLHeadingElement>(null);
  const whatsAppHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (name) document.title = `${name} · Staff console`;
  }, [name]);

  useEffect(() => {
    if (writing) {
      whatsAppHeading.current?.scrollIntoView({ block: "start" });
      whatsAppHeading.current?.focus({ preventScroll: true });
    }
  }, [writing]);

  // Keys (docs/staff-console.md, "Keys"): a assigns to me, s goes to the status, n to the note box.
  const assignToMe = useAssignToMe();
  const takeable = enquiry.data && mayTake(me.data?.user, enquiry.data);
  useKeys({
    a: takeable && !assignToMe.isPending ? () => assignToMe.mutate(id) : undefined,
    s: () => document.getElementById("status")?.focus(),
    n: () => document.getElementById("note")?.focus(),
  });

  if (enquiry.isPending) return <Loading />;
  if (enquiry.isError) {
    if (enquiry.error instanceof ApiFailure && enquiry.error.status === 404) return <NotFoundPage />;
    return <ErrorMessage error={enquiry.error} />;
  }
  const e = enquiry.data;
  const canTake = mayTake(me.data?.user, e);
  const utm = Object.entries(e.context.utm).filter(([, value]) => value);

  const showCallCard = () => {
    callHeading.current?.scrollIntoView({ block: "start" });
    callHeading.current?.focus({ preventScroll: true });
  };
  /** After the phone app opens, the page waits with the outcomes in view. */
  const onCall = () => {
    setCalled(true);
    showCallCard();
  };
  const openWhatsApp = () => {
    if (!writing) setWriting(true);
    else whatsAppHeading.current?.focus();
  };

  return (
    <div className="space-y-5 pb-24 md:pb-0">
      <p>
        <Link to="/inbox" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
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
        <a href={telHref(e.phone)} onClick={onCall} className={`${buttonClass} hidden md:inline-block`}>
          Call {e.phone}
        </a>
        <button
          type="button"
          onClick={openWhatsApp}
          className="hidden rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 md:inline-block"
        >
          WhatsApp
        </button>
        <button
          type="button"
          onClick={showCallCard}
          className="hidden rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-500 md:inline-block"
        >
          Log call
        </button>
        {e.email && (
          <a
            href={`mailto:${e.email}`}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold break-all text-ink hover:border-brand-500"
          >
            Email {e.email}
          </a>
        )}
      </div>

      {e.kind === "booking" && <EnquiryMeeting enquiryId={id} />}

      {/* Phones: one column in the order of the work (the forms before the timeline). From lg: the
          enquiry and its history on the left, the work on the right. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-3 lg:items-start">
        <div className="contents lg:col-span-2 lg:block lg:space-y-5">
          <Card title="Enquiry" className="order-1">
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
              <Field label="Follow-up">
                {e.followUpOn ? (
                  <>
                    {dayLabel(e.followUpOn)}
                    {e.followUpTime && `, ${e.followUpTime} IST`}
                    {e.followUpOverdue && (
                      <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                        Overdue
                      </span>
                    )}
                  </>
                ) : null}
              </Field>
              {e.closeReason && <Field label="Closed because">{closeReasonLabels[e.closeReason]}</Field>}
            </dl>
          </Card>
          <Timeline enquiry={e} className="order-4" />
          <Card title="Where it came from" className="order-5">
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
        </div>
        <div className="contents lg:block lg:space-y-5">
          {writing && (
            <div className="order-2">
              <WhatsAppComposer enquiry={e} onClose={() => setWriting(false)} headingRef={whatsAppHeading} />
            </div>
          )}
          <div className="order-2">
            <CallLogCard
              enquiry={e}
              prompted={called}
              onLogged={() => setCalled(false)}
              headingRef={callHeading}
            />
          </div>
          <Card title="Status" className="order-3">
            <StatusForm key={`${e.status}-${e.closeReason}`} enquiry={e} />
          </Card>
          <Card title="Follow-up" className="order-3">
            <FollowUpForm enquiry={e} />
          </Card>
          <Card title="Notes" className="order-3">
            <NoteForm enquiry={e} />
            {e.notes.length > 0 && (
              <ul className="mt-4 space-y-3">
                {[...e.notes].reverse().map((note) => (
                  <li key={note.id} className="rounded-md bg-surface-muted p-3 text-sm">
                    <p className="whitespace-pre-wrap text-ink">{note.body}</p>
                    <p className="mt-1 text-xs text-ink-muted">
                      {note.author?.name ?? "Unknown"} · <time dateTime={note.at}>{istTime(note.at)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title="Assignment" className="order-3">
            {canTake && (
              <div className="mb-3">
                <AssignToMeButton id={e.id} />
              </div>
            )}
            <AssignmentForm enquiry={e} />
          </Card>
          <Card title="Staff mail" className="order-6">
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
            <Card title="Likely duplicates" className="order-7">
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

      <div
        role="toolbar"
        aria-label="Enquiry actions"
        onKeyDown={moveInToolbar}
        className="fixed inset-x-0 bottom-0 z-20 flex gap-1 border-t border-slate-200 bg-white px-2 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(15,23,42,0.08)] md:hidden"
      >
        <a
          href={telHref(e.phone)}
          onClick={onCall}
          className={`${barButtonClass} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Call
        </a>
        <button
          type="button"
          onClick={openWhatsApp}
          className={`${barButtonClass} bg-emerald-700 text-white hover:bg-emerald-800`}
        >
          WhatsApp
        </button>
        <button type="button" onClick={showCallCard} className={barButtonClass}>
          Log call
        </button>
        <button type="button" onClick={() => focusControl("status")} className={barButtonClass}>
          Status
        </button>
        <button type="button" onClick={() => focusControl("note")} className={barButtonClass}>
          Note
        </button>
      </div>
    </div>
  );
}
