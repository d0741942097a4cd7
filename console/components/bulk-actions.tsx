/**
 * Bulk actions on the inbox (docs/staff-console.md, "Bulk actions"): a checkbox on every row and
 * "Select all on this page", then one action for the selected enquiries (assign to a person or to me,
 * change the status, closed with a reason, or route to an office), sent in one call that says what it
 * changed and what it refused.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useMemo, useState, type FormEvent, type ReactNode } from "react";
import {
  closeReasonLabels,
  closeReasons,
  enquiryStatuses,
  officeLabels,
  statusLabels,
  type CloseReason,
  type EnquiryStatus,
  type InboxItem,
  type Office,
  type StaffList,
} from "#contract/staff";
import { bulkMaxIds, type BulkAction, type BulkResult } from "#contract/staff-routing";
import { api } from "../api";
import { ErrorMessage } from "./error-message";
import { OfficeOptions } from "./office-options";

interface Selection {
  selected: ReadonlySet<string>;
  toggle(id: string): void;
  setAll(on: boolean): void;
  clear(): void;
  /** The enquiries shown (the loaded pages). */
  ids: readonly string[];
}

const SelectionContext = createContext<Selection | undefined>(undefined);

function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("Bulk selection used outside <BulkSelection>.");
  return selection;
}

/** Holds which of `items` are selected (ids no longer shown drop out). */
export function BulkSelection({ items, children }: { items: readonly InboxItem[]; children: ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const value = useMemo<Selection>(() => {
    const shown = new Set(ids);
    const selected = new Set([...chosen].filter((id) => shown.has(id)));
    return {
      selected,
      ids,
      toggle: (id) =>
        setChosen((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      setAll: (on) => setChosen(on ? new Set(ids.slice(0, bulkMaxIds)) : new Set()),
      clear: () => setChosen(new Set()),
    };
  }, [chosen, ids]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

const checkboxClass = "size-5 accent-brand-700";

/** The checkbox of one row, labelled with the person's name. */
export function RowCheckbox({ item }: { item: InboxItem }) {
  const { selected, toggle } = useSelection();
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      checked={selected.has(item.id)}
      onChange={() => toggle(item.id)}
      aria-label={`Select ${item.name}`}
    />
  );
}

/** "Select all on this page" (at most 100, what one bulk action takes). */
export function SelectAllCheckbox({ visibleLabel = false }: { visibleLabel?: boolean }) {
  const { selected, ids, setAll } = useSelection();
  const all = ids.length > 0 && ids.slice(0, bulkMaxIds).every((id) => selected.has(id));
  const box = (
    <input
      type="checkbox"
      className={checkboxClass}
      checked={all}
      ref={(element) => {
        if (element) element.indeterminate = !all && selected.size > 0;
      }}
      onChange={() => setAll(!all)}
      aria-label={visibleLabel ? undefined : "Select all on this page"}
    />
  );
  if (!visibleLabel) return box;
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
      {box}
      Select all on this page
    </label>
  );
}

type Choice = "assign" | "me" | "status" | "office";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand-600";
const labelClass = "block text-sm font-medium text-ink";

function resultText(result: BulkResult): string {
  const parts = [`${result.changed.length} changed`];
  if (result.unchanged.length > 0) parts.push(`${result.unchanged.length} already so`);
  const forbidden = result.refused.filter((refusal) => refusal.reason === "forbidden").length;
  const missing = result.refused.length - forbidden;
  if (forbidden > 0) parts.push(`${forbidden} refused (outside your office)`);
  if (missing > 0) parts.push(`${missing} not found`);
  return `${parts.join(", ")}.`;
}

/** The bar above the list: how many are selected, the action and its value, Apply. */
export function BulkActionBar({ people, isAdmin }: { people: StaffList | undefined; isAdmin: boolean }) {
  const { selected, clear } = useSelection();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice>("me");
  const [assigneeId, setAssigneeId] = useState("");
  const [status, setStatus] = useState<EnquiryStatus>("contacted");
  const [reason, setReason] = useState<CloseReason | "">("");
  const [office, setOffice] = useState<Office>("guntur");
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const send = useMutation({
    mutationFn: (action: BulkAction) =>
      api<BulkResult>("/enquiries/bulk", { method: "POST", body: { ids: [...selected], action } }),
    onSuccess: (result) => {
      setDone(resultText(result));
      clear();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["inbox"] }),
  });

  if (selected.size === 0 && !done) return null;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(undefined);
    setDone(undefined);
    let action: BulkAction;
    if (choice === "me") action = { type: "assign", assigneeId: "me" };
    else if (choice === "assign") action = { type: "assign", assigneeId: assigneeId || null };
    else if (choice === "office") action = { type: "office", office };
    else {
      if (status === "closed" && !reason) {
        setProblem("Please choose why the enquiries are closed.");
        return;
      }
      action =
        status === "closed" && reason
          ? { type: "status", status, closeReason: reason }
          : { type: "status", status };
    }
    send.mutate(action);
  }

  return (
    <section
      aria-label="Bulk actions"
      className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm sm:p-4"
    >
      {done && (
        <p role="status" className="mb-2 font-medium text-ink">
          {done}
        </p>
      )}
      {selected.size > 0 && (
        <form onSubmit={apply} className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
          <p className="col-span-2 font-semibold text-ink sm:self-center">{selected.size} selected</p>
          <div>
            <label htmlFor="bulk-action" className={labelClass}>
              Action
            </label>
            <select
              id="bulk-action"
              className={inputClass}
              value={choice}
              onChange={(event) => setChoice(event.target.value as Choice)}
            >
              <option value="me">Assign to me</option>
              <option value="assign">Assign to…</option>
              <option value="status">Change status</option>
              {isAdmin && <option value="office">Route to an office</option>}
            </select>
          </div>
          {choice === "assign" && (
            <div>
              <label htmlFor="bulk-assignee" className={labelClass}>
                Assignee
              </label>
              <select
                id="bulk-assignee"
                className={inputClass}
                value={assigneeId}
                onChange={(event) => setAssigneeId(event.target.value)}
              >
                <option value="">Unassigned</option>
                {people?.staff.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name} ({officeLabels[person.office]})
                  </option>
                ))}
              </select>
            </div>
          )}
          {choice === "status" && (
            <>
              <div>
                <label htmlFor="bulk-status" className={labelClass}>
                  Status
                </label>
                <select
                  id="bulk-status"
                  className={inputClass}
                  value={status}
                  onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
                >
                  {enquiryStatuses.map((value) => (
                    <option key={value} value={value}>
                      {statusLabels[value]}
                    </option>
                  ))}
                </select>
              </div>
              {status === "closed" && (
                <div>
                  <label htmlFor="bulk-reason" className={labelClass}>
                    Reason
                  </label>
                  <select
                    id="bulk-reason"
                    className={inputClass}
                    value={reason}
                    aria-invalid={problem ? true : undefined}
                    onChange={(event) => setReason(event.target.value as CloseReason | "")}
                  >
                    <option value="">Choose a reason</option>
                    {closeReasons.map((value) => (
                      <option key={value} value={value}>
                        {closeReasonLabels[value]}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </>
          )}
          {choice === "office" && (
            <div>
              <label htmlFor="bulk-office" className={labelClass}>
                Office
              </label>
              <select
                id="bulk-office"
                className={inputClass}
                value={office}
                onChange={(event) => setOffice(event.target.value as Office)}
              >
                <OfficeOptions />
              </select>
            </div>
          )}
          <div className="col-span-2 flex gap-2">
            <button
              type="submit"
              disabled={send.isPending}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              Apply to {selected.size}
            </button>
            <button
              type="button"
              onClick={clear}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-500"
            >
              Clear selection
            </button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-red-800">
          {problem}
        </p>
      )}
      {send.isError && (
        <div className="mt-2">
          <ErrorMessage error={send.error} />
        </div>
      )}
    </section>
  );
}
