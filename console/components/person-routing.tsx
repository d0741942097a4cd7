/**
 * Routing's parts of the Account and People screens (docs/staff-console.md, "Routing"): the away
 * switch (routing gives a person who is away no new enquiries), and deactivation with a hand-off of the
 * person's open enquiries to a colleague of the same office, or to nobody.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { TeamMember } from "#contract/staff";
import type { AwayList, AwayState } from "#contract/staff-routing";
import { api } from "../api";
import { ErrorMessage } from "./error-message";

const awayKey = ["away"] as const;
const peopleAwayKey = ["people-away"] as const;
const smallButtonClass =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-ink hover:border-brand-500 disabled:opacity-70";

/** Account: "I am away" for oneself. */
export function AwaySwitch() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: awayKey, queryFn: () => api<AwayState>("/account/away") });
  const change = useMutation({
    mutationFn: (away: boolean) => api<AwayState>("/account/away", { method: "PUT", body: { away } }),
    onSuccess: (next) => queryClient.setQueryData(awayKey, next),
  });
  const away = state.data?.away ?? false;
  return (
    <section
      aria-labelledby="away-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="away-heading" className="text-base font-bold text-ink">
        Away
      </h2>
      <p className="text-sm text-ink-muted">
        While you are away (on leave, out of the office), routing gives your office&apos;s new enquiries to
        your colleagues. Enquiries you already have stay yours.
      </p>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={away}
          disabled={state.isPending || change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        I am away: give me no new enquiries
      </label>
      {change.isError && <ErrorMessage error={change.error} />}
    </section>
  );
}

function usePeopleAway() {
  return useQuery({
    queryKey: peopleAwayKey,
    queryFn: () => api<AwayList>("/people/away"),
  });
}

/** People: mark a colleague away or back. */
export function AwayToggle({ person }: { person: TeamMember }) {
  const queryClient = useQueryClient();
  const list = usePeopleAway();
  const away = list.data?.people.find((entry) => entry.id === person.id)?.away ?? false;
  const change = useMutation({
    mutationFn: (next: boolean) =>
      api<AwayState>(`/people/${person.id}/away`, { method: "PUT", body: { away: next } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleAwayKey }),
  });
  if (person.deactivatedAt) return null;
  return (
    <>
      {away && <span className="text-xs font-semibold text-amber-800">Away</span>}
      <button
        type="button"
        className={smallButtonClass}
        disabled={list.isPending || change.isPending}
        onClick={() => change.mutate(!away)}
        aria-label={away ? `Mark ${person.name} back` : `Mark ${person.name} away`}
      >
        {away ? "Mark back" : "Mark away"}
      </button>
      {change.isError && <ErrorMessage error={change.error} />}
    </>
  );
}

/**
 * People: "Deactivate" opens a small form: who gets the person's open enquiries (a colleague of the same
 * office, or nobody), then deactivates and hands them over in one transaction.
 */
export function DeactivateWithHandOff({ person, team }: { person: TeamMember; team: readonly TeamMember[] }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [handTo, setHandTo] = useState("");
  const list = usePeopleAway();
  const openEnquiries = list.data?.people.find((entry) => entry.id === person.id)?.openEnquiries ?? 0;
  const colleagues = team.filter(
    (other) => other.id !== person.id && other.office === person.office && !other.deactivatedAt,
  );
  const deactivate = useMutation({
    mutationFn: () =>
      api<{ moved: number }>(`/people/${person.id}/hand-off`, {
        method: "POST",
        body: { handTo: handTo || null },
      }),
    onSuccess: () => setOpen(false),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["team"] });
      void queryClient.invalidateQueries({ queryKey: peopleAwayKey });
    },
  });
  if (!open)
    return (
      <button
        type="button"
        className={smallButtonClass}
        onClick={() => setOpen(true)}
        aria-label={`Deactivate ${person.name}`}
      >
        Deactivate
      </button>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    deactivate.mutate();
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`Deactivate ${person.name}`}
      className="w-full space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <p className="text-ink">
        Their sessions end and they cannot sign in. They have {openEnquiries} open{" "}
        {openEnquiries === 1 ? "enquiry" : "enquiries"}.
      </p>
      <label htmlFor={`${id}-hand-to`} className="block font-medium text-ink">
        Hand their open enquiries to
      </label>
      <select
        id={`${id}-hand-to`}
        value={handTo}
        onChange={(event) => setHandTo(event.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink"
      >
        <option value="">Nobody (they wait unassigned in the office)</option>
        {colleagues.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.name}
          </option>
        ))}
      </select>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={deactivate.isPending}
          className="rounded-md bg-red-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          Deactivate and hand over
        </button>
        <button type="button" className={smallButtonClass} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      {deactivate.isError && <ErrorMessage error={deactivate.error} />}
    </form>
  );
}
