/**
 * The inbox: newest first, counts per status, filters and search kept in the URL (so a view can be
 * bookmarked and "Due today" is a link), cursor paging with "Show more". Rows are a TanStack Table on
 * wide screens and a list of cards on phones.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import {
  enquiryStatuses,
  exportPath,
  officeLabels,
  staffApiBase,
  statusLabels,
  type InboxItem,
  type InboxPage,
  type StaffList,
} from "#contract/staff";
import { enquiryKindLabels, enquiryKinds } from "#contract/enquiry-fields";
import { defaultLanguage } from "#contract/languages";
import { followUpText, savedViewsPath, type SavedView } from "#contract/staff-my-day";
import { api } from "../api";
import { mayTake, useAssignToMe } from "../components/assign-to-me";
import { useKeys } from "../components/keyboard";
import { languageName } from "../format";
import { BulkActionBar, BulkSelection, RowCheckbox, SelectAllCheckbox } from "../components/bulk-actions";
import { CallSummary } from "../components/call-log";
import { ErrorMessage } from "../components/error-message";
import { Loading } from "../components/loading";
import { StatusBadge } from "../components/status-badge";
import { age, dayLabel, istTime } from "../format";
import { useMe } from "../session";
import { OfficeOptions } from "../components/office-options";

const FILTERS = [
  "status",
  "kind",
  "office",
  "assignee",
  "from",
  "to",
  "source",
  "q",
  "view",
  "destination",
] as const;

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, InboxItem>();
const columns = helper.columns([
  // Bulk actions (docs/staff-console.md, "Bulk actions"): a checkbox per row, all of the page in the header.
  helper.display({
    id: "select",
    header: () => <SelectAllCheckbox />,
    cell: (info) => <RowCheckbox item={info.row.original} />,
  }),
  helper.accessor("name", {
    header: "Name",
    cell: (info) => (
      <Link
        to={`/enquiries/${info.row.original.id}`}
        data-inbox-link=""
        className="font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor("summary", {
    header: "Asked for",
    cell: (info) => (
      <>
        <span className="line-clamp-2 text-ink-muted">{info.getValue()}</span>
        <RequestNotes item={info.row.original} />
      </>
    ),
  }),
  helper.accessor("office", {
    header: "Office",
    cell: (info) => {
      const office = info.getValue();
      return office ? officeLabels[office] : <span className="text-ink-muted">Not routed</span>;
    },
  }),
  helper.accessor("receivedAt", {
    header: "Received",
    cell: (info) => <Received item={info.row.original} />,
  }),
  helper.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
  helper.accessor("assignee", {
    header: "Assignee",
    cell: (info) => info.getValue()?.name ?? <span className="text-ink-muted">Unassigned</span>,
  }),
]);

/**
 * When to call back, the language to call in, a page in another language than English and a likely
 * duplicate, as short lines under the summary.
 */
function RequestNotes({ item }: { item: InboxItem }) {
  const otherPageLanguage =
    item.pageLanguage && item.pageLanguage !== defaultLanguage ? item.pageLanguage : null;
  if (!item.callback && !item.language && !otherPageLanguage && !item.duplicateOf) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 text-xs font-medium text-ink">
      {item.callback && <span>Call back: {item.callback}</span>}
      {item.language && <span>Prefers: {languageName[item.language]}</span>}
      {otherPageLanguage && <span>Page language: {languageName[otherPageLanguage]}</span>}
      {item.duplicateOf && (
        <span className="rounded bg-slate-200 px-1.5 text-slate-800">Likely duplicate</span>
      )}
    </span>
  );
}

function Received({ item }: { item: InboxItem }) {
  return (
    <span className="whitespace-nowrap">
      <time dateTime={item.receivedAt} title={istTime(item.receivedAt)}>
        {age(item.receivedAt)}
      </time>
      {item.overdue && (
        <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
          Not contacted
        </span>
      )}
      {item.followUpOn && (
        <span
          className={`block text-xs ${item.followUpOverdue ? "font-semibold text-amber-900" : "text-ink-muted"}`}
          title={dayLabel(item.followUpOn)}
        >
          {item.followUpOverdue ? "Follow-up overdue: " : "Follow up "}
          {followUpText(item.followUpOn, item.followUpTime)}
        </span>
      )}
      <CallSummary item={item} />
    </span>
  );
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-ink focus:border-brand-600";
const labelClass = "block text-xs font-semibold text-ink-muted";

export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const q = new URLSearchParams();
    for (const name of FILTERS) {
      const value = params.get(name);
      if (value) q.set(name, value);
    }
    return q;
  }, [params]);
  const due = query.get("view") === "due";
  const today = query.get("view") === "today";
  const me = useMe().data?.user;
  const isAdmin = me?.role === "admin";

  useEffect(() => {
    document.title = `${due ? "Due today" : today ? "Today" : "Inbox"} · Staff console`;
  }, [due, today]);

  const people = useQuery({
    queryKey: ["people"],
    queryFn: () => api<StaffList>("/people"),
    staleTime: 300_000,
  });
  const inbox = useInfiniteQuery({
    queryKey: ["inbox", query.toString()],
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams(query);
      if (pageParam) q.set("cursor", pageParam);
      return api<InboxPage>(`/enquiries?${q.toString()}`);
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  const items = useMemo(() => inbox.data?.pages.flatMap((page) => page.items) ?? [], [inbox.data]);

  // Keys (docs/staff-console.md, "Keys"): j/k move the focus along the rows' links (Enter then opens
  // the enquiry), a assigns the selected enquiry to me, / goes to the search.
  const [selected, setSelected] = useState(-1);
  const assignToMe = useAssignToMe();
  function move(delta: number) {
    const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-inbox-link]")].filter(
      (link) => link.offsetParent !== null,
    );
    if (links.length === 0) return;
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const from = current >= 0 ? current : selected;
    const next = Math.min(Math.max(from + delta, 0), links.length - 1);
    links[next]?.focus();
    setSelected(next);
  }
  const selectedItem = items[selected];
  useKeys({
    j: () => move(1),
    k: () => move(-1),
    a:
      selectedItem && mayTake(me, selectedItem) && !assignToMe.isPending
        ? () => assignToMe.mutate(selectedItem.id)
        : undefined,
    "/": () => document.getElementById("filter-q")?.focus(),
  });
  const table = useTable({ features, columns, data: items });
  const counts = inbox.data?.pages[0]?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(query);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  }

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changes: Record<string, string | undefined> = {};
    for (const name of ["q", "kind", "office", "assignee", "from", "to", "source"] as const) {
      const value = form.get(name);
      changes[name] = typeof value === "string" && value.trim() ? value.trim() : undefined;
    }
    update(changes);
  }

  const status = query.get("status");

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink">
          {due ? "Follow-ups due today" : today ? "Today" : "Inbox"}
        </h1>
        <div className="flex items-baseline gap-4">
          {total !== undefined && (
            <p className="text-sm text-ink-muted" aria-live="polite">
              {total} {total === 1 ? "enquiry" : "enquiries"}
            </p>
          )}
          {isAdmin && (
            // A plain download: the browser saves the server's CSV of this view (admins only).
            <a
              href={`${staffApiBase}${exportPath}?${query.toString()}`}
              download
              className="text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              Download CSV
            </a>
          )}
        </div>
      </div>

      <SavedViews query={query} />

      <nav aria-label="Statuses" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1 pb-1">
          <li>
            <button
              type="button"
              aria-pressed={today}
              onClick={() => update({ view: today ? undefined : "today" })}
              title="Received today in India, or with a follow-up due today"
              className={`rounded-full border px-3 py-1 text-sm font-semibold whitespace-nowrap ${today ? "border-amber-600 bg-amber-500 text-amber-950" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
            >
              Today
            </button>
          </li>
          <li>
            <button
              type="button"
              aria-pressed={!status}
              onClick={() => update({ status: undefined })}
              className={`rounded-full border px-3 py-1 text-sm whitespace-nowrap ${!status ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
            >
              All {total !== undefined && <span className="font-semibold">{total}</span>}
            </button>
          </li>
          {enquiryStatuses.map((value) => (
            <li key={value}>
              <button
                type="button"
                aria-pressed={status === value}
                onClick={() => update({ status: value })}
                className={`rounded-full border px-3 py-1 text-sm whitespace-nowrap ${status === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
              >
                {statusLabels[value]} {counts && <span className="font-semibold">{counts[value]}</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <form
        key={query.toString()}
        role="search"
        aria-label="Filter enquiries"
        onSubmit={applyFilters}
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4 lg:grid-cols-8"
      >
        <div className="col-span-2">
          <label htmlFor="filter-q" className={labelClass}>
            Search
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={query.get("q") ?? ""}
            placeholder="Name, email or phone"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="filter-kind" className={labelClass}>
            Form
          </label>
          <select id="filter-kind" name="kind" defaultValue={query.get("kind") ?? ""} className={inputClass}>
            <option value="">Any</option>
            {enquiryKinds.map((kind) => (
              <option key={kind} value={kind}>
                {enquiryKindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-office" className={labelClass}>
            Office
          </label>
          <select
            id="filter-office"
            name="office"
            defaultValue={query.get("office") ?? ""}
            className={inputClass}
          >
            <option value="">Any</option>
            <option value="none">Not routed</option>
            <OfficeOptions />
          </select>
        </div>
        <div>
          <label htmlFor="filter-assignee" className={labelClass}>
            Assignee
          </label>
          <select
            id="filter-assignee"
            name="assignee"
            defaultValue={query.get("assignee") ?? ""}
            className={inputClass}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Unassigned</option>
            {people.data?.staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-source" className={labelClass}>
            Source
          </label>
          <input
            id="filter-source"
            name="source"
            defaultValue={query.get("source") ?? ""}
            placeholder="utm, referrer, page"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="filter-from" className={labelClass}>
            Received from
          </label>
          <input
            id="filter-from"
            name="from"
            type="date"
            defaultValue={query.get("from") ?? ""}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="filter-to" className={labelClass}>
            Received to
          </label>
          <input
            id="filter-to"
            name="to"
            type="date"
            defaultValue={query.get("to") ?? ""}
            className={inputClass}
          />
        </div>
        <div className="col-span-2 flex flex-wrap items-end gap-2 sm:col-span-4 lg:col-span-8">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Apply filters
          </button>
          <button
            type="button"
            onClick={() => {
              const view = query.get("view");
              setParams(view ? new URLSearchParams({ view }) : new URLSearchParams());
            }}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-500"
          >
            Clear
          </button>
        </div>
      </form>

      {inbox.isPending ? (
        <Loading />
      ) : inbox.isError ? (
        <ErrorMessage error={inbox.error} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-ink-muted">
          No enquiries match this view.
        </p>
      ) : (
        <BulkSelection key={query.toString()} items={items}>
          <BulkActionBar people={people.data} isAdmin={isAdmin} />
          <div className="md:hidden">
            <SelectAllCheckbox visibleLabel />
          </div>
          <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Enquiries, newest first</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <th key={header.id} scope="col" className="px-4 py-3">
                        {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-slate-100">
                {table.getRowModel().rows.map((row, index) => (
                  <tr
                    key={row.id}
                    className={
                      index === selected
                        ? "bg-brand-50 outline-2 -outline-offset-2 outline-brand-600"
                        : row.original.overdue
                          ? "bg-amber-50"
                          : undefined
                    }
                  >
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className="px-4 py-3 align-top">
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {items.map((item, index) => (
              <li
                key={item.id}
                className={`rounded-xl border p-4 ${index === selected ? "border-brand-600 bg-brand-50" : item.overdue ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <span className="flex items-start gap-2">
                    <RowCheckbox item={item} />
                    <Link
                      to={`/enquiries/${item.id}`}
                      data-inbox-link=""
                      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                    >
                      {item.name}
                    </Link>
                  </span>
                  <StatusBadge status={item.status} />
                </div>
                <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{item.summary}</p>
                <RequestNotes item={item} />
                <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-ink-muted">
                  <Received item={item} />
                  <span>{item.office ? officeLabels[item.office] : "Not routed"}</span>
                  <span>{item.assignee?.name ?? "Unassigned"}</span>
                </p>
              </li>
            ))}
          </ul>
          {inbox.hasNextPage && (
            <div className="text-center">
              <button
                type="button"
                onClick={() => void inbox.fetchNextPage()}
                disabled={inbox.isFetchingNextPage}
                className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-500"
              >
                {inbox.isFetchingNextPage ? "Loading..." : "Show more"}
              </button>
            </div>
          )}
        </BulkSelection>
      )}
    </div>
  );
}

/**
 * The person's saved views as links above the inbox, each with a Delete button, and "Save this view"
 * to keep the current filters under a name (docs/staff-console.md, "Saved views").
 */
function SavedViews({ query }: { query: URLSearchParams }) {
  const queryClient = useQueryClient();
  const [naming, setNaming] = useState(false);
  const views = useQuery({
    queryKey: ["saved-views"],
    queryFn: () => api<{ views: SavedView[] }>(savedViewsPath),
    staleTime: 300_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["saved-views"] });
  const save = useMutation({
    mutationFn: (name: string) =>
      api<SavedView>(savedViewsPath, { method: "POST", body: { name, filters: Object.fromEntries(query) } }),
    onSuccess: async () => {
      setNaming(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<undefined>(`${savedViewsPath}/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  const current = query.toString();
  const list = views.data?.views ?? [];

  return (
    <section aria-label="Saved views" className="flex flex-wrap items-center gap-2">
      {list.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {list.map((view) => {
            const search = new URLSearchParams(view.filters as Record<string, string>).toString();
            const active = search === current;
            return (
              <li
                key={view.id}
                className={`flex items-center rounded-md border text-sm ${active ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white"}`}
              >
                <Link
                  to={`/inbox${search ? `?${search}` : ""}`}
                  aria-current={active ? "page" : undefined}
                  className="px-2.5 py-1 font-semibold text-brand-800"
                >
                  {view.name}
                </Link>
                <button
                  type="button"
                  onClick={() => remove.mutate(view.id)}
                  aria-label={`Delete the view ${view.name}`}
                  className="border-l border-slate-200 px-2 py-1 text-ink-muted hover:text-red-700"
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {naming ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const name = new FormData(event.currentTarget).get("view-name");
            if (typeof name === "string" && name.trim()) save.mutate(name.trim());
          }}
        >
          <label htmlFor="view-name" className="text-sm font-medium text-ink">
            Name of the view
          </label>
          <input
            id="view-name"
            name="view-name"
            required
            maxLength={40}
            ref={(input) => input?.focus()}
            className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm"
          />
          <button
            type="submit"
            disabled={save.isPending}
            className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Save view
          </button>
          <button
            type="button"
            onClick={() => setNaming(false)}
            className="text-sm font-semibold text-ink-muted"
          >
            Cancel
          </button>
          {save.isError && <ErrorMessage error={save.error} />}
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setNaming(true)}
          className="rounded-md border border-dashed border-slate-400 px-2.5 py-1 text-sm font-semibold text-ink hover:border-brand-500"
        >
          Save this view
        </button>
      )}
      {remove.isError && <ErrorMessage error={remove.error} />}
    </section>
  );
}
