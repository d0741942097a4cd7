/**
 * Privacy requests, admins only (docs/staff-dashboard-and-privacy.md): find a person's enquiries by
 * email or full phone number, each shown with what it matched on; the admin ticks the ones that are the
 * person's (none is ticked at first: a match on a shared email or a family phone may be someone else),
 * downloads everything held about those as JSON, and erases them after a confirmation. The server checks
 * the role on every request, and that every chosen enquiry matches; this screen spares counsellors a
 * dead end.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Spinner } from "~/components/spinner";
import { officeLabels, staffTexts } from "#contract/staff";
import {
  personQuerySchema,
  privacyPaths,
  type EraseResult,
  type PersonExport,
  type PersonQuery,
  type PersonSearch,
  type PersonSelection,
} from "#contract/staff-privacy";
import { api } from "../api";
import { ErrorMessage } from "../components/error-message";
import { FormField } from "../components/form-field";
import { StatusBadge } from "../components/status-badge";
import { istTime } from "../format";
import { useMe } from "../session";

/** What a match was found by, as the table says it. */
const matchLabels = { email: "Email", phone: "Phone number" } as const;

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink focus:border-brand-600";
const primaryClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

/** Hands the JSON to the browser as a file download. */
function download(data: PersonExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `personal-data-${data.generatedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function PrivacyPage() {
  const me = useMe();
  useEffect(() => {
    document.title = "Privacy requests · Staff console";
  }, []);
  if (me.data?.user?.role !== "admin") {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold text-ink">Privacy requests</h1>
        <p>{staffTexts.forbidden}</p>
      </div>
    );
  }
  return <PrivacyTools />;
}

function PrivacyTools() {
  const [person, setPerson] = useState<PersonQuery>();
  const [confirmed, setConfirmed] = useState(false);
  /** The enquiries ticked as this person's: none at first. */
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<EraseResult>();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PersonQuery>({
    resolver: zodResolver(personQuerySchema),
    defaultValues: { email: "", phone: "" },
  });

  const search = useMutation({
    mutationFn: (query: PersonQuery) =>
      api<PersonSearch>(privacyPaths.search, { method: "POST", body: query }),
    onSuccess: () => resultHeading.current?.focus(),
  });
  const exportData = useMutation({
    mutationFn: (selection: PersonSelection) =>
      api<PersonExport>(privacyPaths.export, { method: "POST", body: selection }),
    onSuccess: download,
  });
  const erase = useMutation({
    mutationFn: (request: PersonSelection) =>
      api<EraseResult>(privacyPaths.erase, { method: "POST", body: request }),
    onSuccess: (result) => {
      setDone(result);
      setConfirmed(false);
      setChosen(new Set());
      search.reset();
      resultHeading.current?.focus();
    },
  });

  const onSubmit = handleSubmit((values) => {
    const query = { email: values.email || undefined, phone: values.phone || undefined };
    setPerson(query);
    setDone(undefined);
    setConfirmed(false);
    setChosen(new Set());
    exportData.reset();
    erase.reset();
    search.mutate(query);
  });

  const matches = search.data?.matches;
  const ids = matches?.filter((match) => chosen.has(match.id)).map((match) => match.id) ?? [];
  const count = `${ids.length} ${ids.length === 1 ? "enquiry" : "enquiries"}`;
  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Privacy requests</h1>
        <p className="mt-1 text-sm text-ink-muted">
          When a person asks what we hold about them, or asks us to delete it: find their enquiries by email
          or phone, download everything as a file, or erase it. Erasing cannot be undone.
        </p>
      </div>

      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Find a person"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <FormField id="privacy-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              type="email"
              autoComplete="off"
              className={inputClass}
              {...control}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField id="privacy-phone" label="Phone" error={errors.phone?.message}>
          {(control) => (
            <input type="tel" autoComplete="off" className={inputClass} {...control} {...register("phone")} />
          )}
        </FormField>
        <div className="flex items-end">
          <button type="submit" className={`${primaryClass} w-full`} disabled={search.isPending}>
            {search.isPending && <Spinner className="size-4" />}
            Find
          </button>
        </div>
      </form>

      <section aria-live="polite" className="space-y-4">
        <h2 ref={resultHeading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {done ? "Erased" : matches ? `Enquiries found: ${matches.length}` : "Enquiries found"}
        </h2>
        {search.isError && <ErrorMessage error={search.error} />}
        {done && (
          <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm">
            Erased {done.erased} {done.erased === 1 ? "enquiry" : "enquiries"}; {done.mailCancelled} unsent
            staff {done.mailCancelled === 1 ? "mail" : "mails"} cancelled. The audit log keeps a record
            without personal data.
          </p>
        )}
        {!done && !matches && (
          <p className="text-sm text-ink-muted">Enter an email address or a phone number.</p>
        )}
        {matches && matches.length === 0 && (
          <p className="text-sm text-ink-muted">Nothing is held under these details.</p>
        )}
        {matches && matches.length > 0 && person && (
          <>
            <div
              className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus:outline-2 focus:outline-brand-600"
              role="region"
              aria-label="Enquiries of this person, table"
              // A scrolling box: focusable, so keyboard users can scroll it too (WCAG 2.1.1).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
              tabIndex={0}
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Enquiries of this person</caption>
                <thead className="border-b border-slate-300 bg-slate-50">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      <span className="sr-only">This person&apos;s</span>
                    </th>
                    {["Name", "Email", "Phone", "Received", "Office", "Status", "Matched on"].map(
                      (header) => (
                        <th key={header} scope="col" className="px-3 py-2 font-semibold">
                          {header}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {matches.map((match) => (
                    <tr key={match.id} className="border-b border-slate-100">
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          checked={chosen.has(match.id)}
                          onChange={(event) => choose(match.id, event.target.checked)}
                          aria-label={`${match.name || "(no name)"}, ${istTime(match.receivedAt)}: this person's`}
                          className="size-4"
                        />
                      </td>
                      <th scope="row" className="px-3 py-2 font-semibold">
                        {match.name}
                      </th>
                      <td className="px-3 py-2 whitespace-nowrap">{match.email}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{match.phone}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{istTime(match.receivedAt)}</td>
                      <td className="px-3 py-2">
                        {match.office ? officeLabels[match.office] : "Not routed"}
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={match.status} />
                      </td>
                      <td className="px-3 py-2">{match.match.map((on) => matchLabels[on]).join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <p className="text-sm text-ink-muted">
              Tick the enquiries that are this person&apos;s: a shared email or a family phone may match
              someone else. Only the ticked ones are downloaded or erased.
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={primaryClass}
                disabled={ids.length === 0 || exportData.isPending}
                onClick={() => exportData.mutate({ ...person, ids })}
              >
                {exportData.isPending && <Spinner className="size-4" />}
                Download {count} as JSON
              </button>
            </div>
            {exportData.isError && <ErrorMessage error={exportData.error} />}
            {exportData.isSuccess && (
              <p role="status" className="text-sm text-ink-muted">
                Downloaded {exportData.data.enquiries.length}{" "}
                {exportData.data.enquiries.length === 1 ? "enquiry" : "enquiries"} with notes, timeline and
                mail state.
              </p>
            )}

            <div className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4">
              <h3 className="font-semibold text-red-900">Erase this person</h3>
              <p className="text-sm text-red-900">
                Deletes the name, email, phone, comments, notes and identifying context of the {count} ticked
                above, and cancels staff mail not yet sent. They leave the inbox, search and exports; the
                dashboard still counts them.
              </p>
              <label className="flex items-start gap-2 text-sm text-red-950">
                <input
                  type="checkbox"
                  checked={confirmed}
                  onChange={(event) => setConfirmed(event.target.checked)}
                  className="mt-0.5 size-4"
                />
                I have checked that the ticked enquiries are this person&apos;s, and they asked to be erased.
              </label>
              <button
                type="button"
                disabled={!confirmed || ids.length === 0 || erase.isPending}
                onClick={() => erase.mutate({ ...person, ids })}
                className="inline-flex items-center gap-2 rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
              >
                {erase.isPending && <Spinner className="size-4" />}
                Erase {count}
              </button>
              {erase.isError && <ErrorMessage error={erase.error} />}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
