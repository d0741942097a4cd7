/**
 * A booked meeting (docs/bookings.md, "In the console"): what, when, how, with whom and its state, and the
 * buttons that mark it held, no-show or moved. Shown on the enquiry's page and in the calendar.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { officeLabels } from "#contract/staff";
import {
  meetingCountryNames,
  meetingModeNames,
  meetingStatusNames,
  meetingTypeNames,
  type StaffMeeting,
} from "#contract/staff-bookings";
import { api, ApiFailure } from "../api";
import { ErrorMessage } from "./error-message";
import { languageName } from "../format";

const clock = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
});
const longDay = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** "10:00 am – 10:45 am". */
export function meetingHours(meeting: Pick<StaffMeeting, "start" | "end">): string {
  return `${clock.format(new Date(meeting.start))} – ${clock.format(new Date(meeting.end))}`;
}

/** "Mock interview (USA)". */
export function meetingName(meeting: Pick<StaffMeeting, "type" | "country">): string {
  const country = meeting.country ? ` (${meetingCountryNames[meeting.country]})` : "";
  return `${meetingTypeNames[meeting.type]}${country}`;
}

const statusClass: Record<StaffMeeting["status"], string> = {
  booked: "bg-sky-100 text-sky-900",
  held: "bg-emerald-100 text-emerald-900",
  no_show: "bg-rose-100 text-rose-900",
  moved: "bg-amber-100 text-amber-950",
  cancelled: "bg-slate-200 text-slate-800",
};

export function MeetingStatus({ status }: { status: StaffMeeting["status"] }) {
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${statusClass[status]}`}>
      {meetingStatusNames[status]}
    </span>
  );
}

const buttonClass =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-ink hover:border-brand-500 disabled:opacity-70";

/** Held, No-show and Moved for a meeting still booked. */
export function MarkMeeting({ meeting }: { meeting: StaffMeeting }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>();
  const mark = useMutation({
    mutationFn: (status: "held" | "no_show" | "moved") =>
      api<{ id: string; status: string }>(`/meetings/${meeting.id}/status`, {
        method: "PUT",
        body: { status },
      }),
    onSuccess: async () => {
      setFailure(undefined);
      await queryClient.invalidateQueries({ queryKey: ["calendar"] });
      await queryClient.invalidateQueries({ queryKey: ["meeting"] });
    },
    onError: setFailure,
  });
  if (meeting.status === "cancelled") return null;
  const who = `${meeting.familyName}, ${meetingHours(meeting)}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(["held", "no_show", "moved"] as const).map((status) => (
        <button
          key={status}
          type="button"
          className={buttonClass}
          disabled={mark.isPending || meeting.status === status}
          aria-label={`Mark ${meetingStatusNames[status].toLowerCase()}: ${who}`}
          onClick={() => mark.mutate(status)}
        >
          {meetingStatusNames[status]}
        </button>
      ))}
      {failure !== undefined && <ErrorMessage error={failure} />}
    </div>
  );
}

/** The enquiry page's panel: nothing when the enquiry has no meeting. */
export function EnquiryMeeting({ enquiryId }: { enquiryId: string }) {
  const meeting = useQuery({
    queryKey: ["meeting", enquiryId],
    queryFn: async () => {
      try {
        return await api<StaffMeeting>(`/enquiries/${enquiryId}/meeting`);
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
  });
  if (!meeting.data) return null;
  const m = meeting.data;
  return (
    <section
      aria-labelledby="meeting-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="meeting-heading" className="text-base font-bold text-ink">
        Meeting
      </h2>
      <dl className="mt-3 text-sm">
        {[
          ["What", meetingName(m)],
          ["When", `${longDay.format(new Date(m.start))}, ${meetingHours(m)} IST`],
          ["How", `${meetingModeNames[m.mode]} · ${languageName[m.language]} · ${officeLabels[m.office]}`],
          ["Counsellor", m.counsellorName],
        ].map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-2 py-1.5">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="col-span-2 text-ink">{value}</dd>
          </div>
        ))}
        <div className="grid grid-cols-3 gap-2 py-1.5">
          <dt className="text-ink-muted">State</dt>
          <dd className="col-span-2">
            <MeetingStatus status={m.status} />
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <MarkMeeting meeting={m} />
      </div>
    </section>
  );
}
