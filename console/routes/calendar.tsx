/**
 * The calendar of booked meetings (docs/bookings.md, "In the console"): one office's day or week, every
 * counsellor's or one's. Counsellors see their own office only (the server refuses another); admins
 * choose the office. Each meeting links to its enquiry and can be marked held, no-show or moved.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import type { Office } from "#contract/staff";
import { meetingModeNames, type CalendarView } from "#contract/staff-bookings";
import { api } from "../api";
import { ErrorMessage } from "../components/error-message";
import { Loading } from "../components/loading";
import { MarkMeeting, meetingHours, meetingName, MeetingStatus } from "../components/meeting-panel";
import { dayLabel, istToday, languageName } from "../format";
import { useMe } from "../session";
import { OfficeOptions } from "../components/office-options";

const selectClass =
  "mt-1 block rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand-600";
const buttonClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand-500";

const weekdayOf = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" });

/** The day `n` days after `day` (YYYY-MM-DD). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The Monday of `day`'s week. */
const mondayOf = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

export default function CalendarPage() {
  const me = useMe();
  const user = me.data?.user;
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "week" ? "week" : "day";
  const picked = params.get("day") ?? istToday();
  const from = view === "week" ? mondayOf(picked) : picked;
  const office = (params.get("office") as Office | null) ?? user?.office ?? "guntur";
  const counsellorId = params.get("counsellor") ?? "";

  useEffect(() => {
    document.title = "Calendar · Staff console";
  }, []);

  const calendar = useQuery({
    queryKey: ["calendar", office, counsellorId, from, view],
    queryFn: () => {
      const query = new URLSearchParams({ from, days: view === "week" ? "7" : "1", office });
      if (counsellorId) query.set("counsellorId", counsellorId);
      return api<CalendarView>(`/calendar?${query.toString()}`);
    },
    enabled: !!user,
    refetchInterval: 60_000,
  });

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const step = view === "week" ? 7 : 1;

  if (!user) return <Loading />;
  const days = Array.from({ length: view === "week" ? 7 : 1 }, (_, index) => addDays(from, index));
  const data = calendar.data;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">Calendar</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
        {user.role === "admin" && (
          <label className="text-sm font-medium text-ink">
            Office
            <select
              className={selectClass}
              value={office}
              onChange={(event) => set({ office: event.target.value, counsellor: undefined })}
            >
              <OfficeOptions />
            </select>
          </label>
        )}
        <label className="text-sm font-medium text-ink">
          Counsellor
          <select
            className={selectClass}
            value={counsellorId}
            onChange={(event) => set({ counsellor: event.target.value })}
          >
            <option value="">Everyone</option>
            {(data?.counsellors ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Show</legend>
          {(["day", "week"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              className={`${buttonClass} ${view === value ? "border-brand-600 bg-brand-50" : ""}`}
              onClick={() => set({ view: value === "day" ? undefined : value })}
            >
              {value === "day" ? "Day" : "Week"}
            </button>
          ))}
        </fieldset>
        <div className="flex gap-1">
          <button type="button" className={buttonClass} onClick={() => set({ day: addDays(from, -step) })}>
            {view === "week" ? "Previous week" : "Previous day"}
          </button>
          <button type="button" className={buttonClass} onClick={() => set({ day: undefined })}>
            Today
          </button>
          <button type="button" className={buttonClass} onClick={() => set({ day: addDays(from, step) })}>
            {view === "week" ? "Next week" : "Next day"}
          </button>
        </div>
      </form>

      {calendar.isPending && <Loading />}
      {calendar.isError && <ErrorMessage error={calendar.error} />}
      {data &&
        days.map((day) => {
          const meetings = data.meetings.filter((meeting) => istToday(Date.parse(meeting.start)) === day);
          return (
            <section
              key={day}
              aria-label={`${weekdayOf.format(new Date(`${day}T00:00:00Z`))} ${dayLabel(day)}`}
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <h2 className="text-base font-bold text-ink">
                {weekdayOf.format(new Date(`${day}T00:00:00Z`))} {dayLabel(day)}
              </h2>
              {meetings.length === 0 ? (
                <p className="mt-2 text-sm text-ink-muted">No meetings.</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100">
                  {meetings.map((meeting) => (
                    <li key={meeting.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                      <div className="text-sm">
                        <p className="font-semibold text-ink">
                          {meetingHours(meeting)} ·{" "}
                          <Link
                            to={`/enquiries/${meeting.enquiryId}`}
                            className="text-brand-700 underline-offset-2 hover:underline"
                          >
                            {meeting.familyName}
                          </Link>
                        </p>
                        <p className="text-ink-muted">
                          {meetingName(meeting)} · {meetingModeNames[meeting.mode]} ·{" "}
                          {languageName[meeting.language]} · {meeting.counsellorName}
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-2">
                        <MeetingStatus status={meeting.status} />
                        <MarkMeeting meeting={meeting} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </div>
  );
}
