/**
 * My day, the console's first screen (docs/staff-console.md, "My day"): the signed-in person's new
 * enquiries, follow-ups due today (with their time) and overdue, and call-back requests by slot; each row
 * opens its enquiry in one tap. Admins also see the unassigned new enquiries per office. An old inbox link
 * (`/staff/?view=due`, `/staff/?q=...`) still opens the inbox.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, type ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { officeLabels, type Office } from "#contract/staff";
import {
  followUpText,
  myDayPath,
  type MyDay,
  type MyDayItem,
  type MyDaySection,
} from "#contract/staff-my-day";
import { api } from "../api";
import { AssignToMeButton } from "../components/assign-to-me";
import { ErrorMessage } from "../components/error-message";
import { Loading } from "../components/loading";
import { StatusBadge } from "../components/status-badge";
import { age, dayLabel, formName } from "../format";

function Section({
  title,
  section,
  empty,
  children,
}: {
  title: string;
  section: MyDaySection;
  empty: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white">
      <h2
        id={id}
        className="flex items-baseline gap-2 border-b border-slate-100 px-4 py-3 text-base font-bold text-ink"
      >
        {title}
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
          {section.total}
        </span>
      </h2>
      {section.total === 0 ? <p className="px-4 py-6 text-sm text-ink-muted">{empty}</p> : children}
      {section.total > section.items.length && (
        <p className="border-t border-slate-100 px-4 py-2 text-xs text-ink-muted">
          The first {section.items.length} of {section.total} are shown.
        </p>
      )}
    </section>
  );
}

/** One row: the whole name is the link (one tap opens it); what matters today beside it. */
function Row({ item, children }: { item: MyDayItem; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
      <Link
        to={`/enquiries/${item.id}`}
        className="min-w-0 flex-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {item.name}
      </Link>
      {children}
      {item.canTake && <AssignToMeButton id={item.id} name={item.name} compact />}
    </li>
  );
}

function FollowUpWhen({ item, today }: { item: MyDayItem; today: string }) {
  if (!item.followUpOn) return null;
  const when =
    item.followUpOn === today
      ? `Today${item.followUpTime ? `, ${item.followUpTime}` : ""}`
      : followUpText(item.followUpOn, item.followUpTime);
  return (
    <span className="text-sm whitespace-nowrap">
      {item.followUpOverdue ? (
        <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
          Overdue · {when}
        </span>
      ) : (
        <span className="text-ink">{when}</span>
      )}
    </span>
  );
}

const officeName = (office: Office | "none") => (office === "none" ? "Not routed" : officeLabels[office]);

export default function MyDayPage() {
  const location = useLocation();
  const day = useQuery({
    queryKey: ["my-day"],
    queryFn: () => api<MyDay>(myDayPath),
    refetchInterval: 60_000,
  });

  useEffect(() => {
    document.title = "My day · Staff console";
  }, []);

  // The inbox was the first screen: its bookmarked views (filters in the query) open the inbox.
  if (location.search) return <Navigate to={`/inbox${location.search}`} replace />;
  if (day.isPending) return <Loading />;
  if (day.isError) return <ErrorMessage error={day.error} />;
  const d = day.data;

  // Call-backs grouped by slot, in the order their first request arrived.
  const slots = new Map<string, MyDayItem[]>();
  for (const item of d.callbacks.items) {
    const slot = item.callback ?? "No time given";
    slots.set(slot, [...(slots.get(slot) ?? []), item]);
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink">My day</h1>
        <p className="text-sm text-ink-muted">{dayLabel(d.today)}</p>
      </div>

      {d.unassignedByOffice && (
        <section
          aria-label="Unassigned new enquiries"
          className="rounded-xl border border-slate-200 bg-white px-4 py-3"
        >
          {d.unassignedByOffice.length === 0 ? (
            <p className="text-sm text-ink-muted">Every new enquiry has someone on it.</p>
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
              <span className="font-semibold text-ink">Unassigned new enquiries:</span>
              {d.unassignedByOffice.map(({ office, count }) => (
                <Link
                  key={office}
                  to={`/inbox?status=new&assignee=none&office=${office}`}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {officeName(office)} {count}
                </Link>
              ))}
            </p>
          )}
        </section>
      )}

      <div className="grid gap-5 lg:grid-cols-3">
        <Section
          title="New for me"
          section={d.newForMe}
          empty={
            <>
              Nothing new is assigned to you. Take one from the{" "}
              <Link to="/inbox?status=new&assignee=none" className="font-semibold text-brand-800 underline">
                unassigned new enquiries
              </Link>
              .
            </>
          }
        >
          <ul className="divide-y divide-slate-100">
            {d.newForMe.items.map((item) => (
              <Row key={item.id} item={item}>
                <span className="text-xs text-ink-muted">
                  {formName[item.kind]} · <time dateTime={item.receivedAt}>{age(item.receivedAt)}</time>
                </span>
              </Row>
            ))}
          </ul>
        </Section>

        <Section
          title="Follow-ups due"
          section={d.followUps}
          empty="No follow-ups are due today. Set one on an enquiry to see it here on its day."
        >
          <ul className="divide-y divide-slate-100">
            {d.followUps.items.map((item) => (
              <Row key={item.id} item={item}>
                <StatusBadge status={item.status} />
                <FollowUpWhen item={item} today={d.today} />
              </Row>
            ))}
          </ul>
        </Section>

        <Section
          title="Call-backs"
          section={d.callbacks}
          empty="No call-back requests are waiting. New ones appear here with the time the family chose."
        >
          {[...slots].map(([slot, items]) => (
            <div key={slot}>
              <h3 className="bg-slate-50 px-4 py-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {slot} <span className="font-bold">{items.length}</span>
              </h3>
              <ul className="divide-y divide-slate-100">
                {items.map((item) => (
                  <Row key={item.id} item={item}>
                    {item.assigneeId === null && <span className="text-xs text-ink-muted">Unassigned</span>}
                  </Row>
                ))}
              </ul>
            </div>
          ))}
        </Section>
      </div>
    </div>
  );
}
