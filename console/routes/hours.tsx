/**
 * Meeting hours (docs/bookings.md, "In the console"): the times families can book. Each counsellor sets
 * their own languages, weekly hours and time off here; admins set anyone's (choosing the person) and each
 * office's opening hours and holidays. The server decides who may change what; this page only shows it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { enquiryLanguages } from "#contract/enquiry-fields";
import { officeLabels, type Office, type StaffList } from "#contract/staff";
import { weekdayNames, type AvailabilityView, type OfficeHoursView } from "#contract/staff-bookings";
import { api } from "../api";
import { ErrorMessage } from "../components/error-message";
import { Loading } from "../components/loading";
import { dayLabel, istTime, languageName } from "../format";
import { useMe } from "../session";
import { OfficeOptions } from "../components/office-options";

const inputClass =
  "mt-1 block rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand-600";
const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const smallButtonClass =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-ink hover:border-brand-500 disabled:opacity-70";
const cardClass = "rounded-xl border border-slate-200 bg-white p-4 sm:p-5";

/** Minutes after midnight as an `<input type="time">` value ("09:30"). */
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const toMinutes = (clock: string) => {
  const [hours = "0", minutes = "0"] = clock.split(":");
  return Number(hours) * 60 + Number(minutes);
};
/** Monday first, as the offices read a week. */
const week = [1, 2, 3, 4, 5, 6, 0];

function Saved({ shown }: { shown: boolean }) {
  return (
    <span role="status" className="text-sm font-semibold text-emerald-800">
      {shown ? "Saved." : ""}
    </span>
  );
}

/** Dated entries ahead (time off, holidays), each with a button that removes it; "None ahead." when empty. */
function RemovableEntries<T>({
  entries,
  keyOf,
  describe,
  removeLabel,
  onRemove,
}: {
  entries: readonly T[];
  keyOf: (entry: T) => string;
  describe: (entry: T) => string;
  removeLabel: (entry: T) => string;
  onRemove: (entry: T) => void;
}) {
  if (entries.length === 0) return <p className="mt-2 text-sm text-ink-muted">None ahead.</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm">
      {entries.map((entry) => (
        <li key={keyOf(entry)} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>{describe(entry)}</span>
          <button
            type="button"
            className={smallButtonClass}
            aria-label={removeLabel(entry)}
            onClick={() => onRemove(entry)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One person's languages, weekly hours and time off, edited from what the server last said. */
function PersonHours({ personId }: { personId: string }) {
  const availability = useQuery({
    queryKey: ["availability", personId],
    queryFn: () => api<AvailabilityView>(`/people/${personId}/availability`),
  });
  // Kept here: the form below starts again from the server's answer after each save.
  const [saved, setSaved] = useState("");
  if (availability.isPending) return <Loading />;
  if (availability.isError) return <ErrorMessage error={availability.error} />;
  return (
    <PersonHoursForm
      key={JSON.stringify(availability.data)}
      personId={personId}
      data={availability.data}
      saved={saved}
      setSaved={setSaved}
    />
  );
}

function PersonHoursForm({
  personId,
  data,
  saved,
  setSaved,
}: {
  personId: string;
  data: AvailabilityView;
  saved: string;
  setSaved: (what: string) => void;
}) {
  const queryClient = useQueryClient();
  const key = ["availability", personId];
  const [languages, setLanguages] = useState<string[]>(data.languages);
  const [windows, setWindows] = useState<AvailabilityView["windows"]>(data.windows);
  const [off, setOff] = useState({ from: "", to: "", note: "" });

  const save = useMutation({
    mutationFn: async (what: "languages" | "hours") => {
      if (what === "languages")
        await api(`/people/${personId}/languages`, { method: "PUT", body: { languages } });
      else await api(`/people/${personId}/availability`, { method: "PUT", body: { windows } });
      return what;
    },
    onSuccess: async (what) => {
      setSaved(what);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const addOff = useMutation({
    mutationFn: () =>
      api(`/people/${personId}/time-off`, {
        method: "POST",
        body: {
          startsAt: new Date(`${off.from}:00+05:30`).toISOString(),
          endsAt: new Date(`${off.to}:00+05:30`).toISOString(),
          ...(off.note ? { note: off.note } : {}),
        },
      }),
    onSuccess: async () => {
      setOff({ from: "", to: "", note: "" });
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const removeOff = useMutation({
    mutationFn: (id: string) => api(`/people/${personId}/time-off/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const change = (index: number, field: "startsAt" | "endsAt", clock: string) =>
    setWindows(
      windows.map((window, at) => (at === index ? { ...window, [field]: toMinutes(clock) } : window)),
    );

  return (
    <div className="space-y-5">
      <section aria-labelledby="languages-heading" className={cardClass}>
        <h2 id="languages-heading" className="text-base font-bold text-ink">
          Languages of meetings
        </h2>
        <form
          className="mt-3 flex flex-wrap items-center gap-4"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            save.mutate("languages");
          }}
        >
          {enquiryLanguages.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={languages.includes(code)}
                onChange={(event) =>
                  setLanguages(
                    event.target.checked ? [...languages, code] : languages.filter((l) => l !== code),
                  )
                }
              />
              {languageName[code]}
            </label>
          ))}
          <button type="submit" className={buttonClass} disabled={save.isPending}>
            Save languages
          </button>
          <Saved shown={saved === "languages"} />
        </form>
      </section>

      <section aria-labelledby="week-heading" className={cardClass}>
        <h2 id="week-heading" className="text-base font-bold text-ink">
          Weekly hours (India time)
        </h2>
        <form
          className="mt-3 space-y-3"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            save.mutate("hours");
          }}
        >
          {week.map((weekday) => (
            <fieldset key={weekday} className="flex flex-wrap items-end gap-3 border-b border-slate-100 pb-3">
              <legend className="w-28 pt-2 text-sm font-semibold text-ink">{weekdayNames[weekday]}</legend>
              {windows.map((window, index) =>
                window.weekday === weekday ? (
                  <div key={index} className="flex flex-wrap items-end gap-2">
                    <label className="text-sm text-ink">
                      From
                      <input
                        type="time"
                        step={900}
                        className={inputClass}
                        value={toClock(window.startsAt)}
                        onChange={(event) => change(index, "startsAt", event.target.value)}
                      />
                    </label>
                    <label className="text-sm text-ink">
                      To
                      <input
                        type="time"
                        step={900}
                        className={inputClass}
                        value={toClock(window.endsAt)}
                        onChange={(event) => change(index, "endsAt", event.target.value)}
                      />
                    </label>
                    <button
                      type="button"
                      className={smallButtonClass}
                      aria-label={`Remove ${weekdayNames[weekday]} ${toClock(window.startsAt)}–${toClock(window.endsAt)}`}
                      onClick={() => setWindows(windows.filter((_, at) => at !== index))}
                    >
                      Remove
                    </button>
                  </div>
                ) : null,
              )}
              <button
                type="button"
                className={smallButtonClass}
                aria-label={`Add hours on ${weekdayNames[weekday]}`}
                onClick={() => setWindows([...windows, { weekday, startsAt: 600, endsAt: 780 }])}
              >
                Add hours
              </button>
            </fieldset>
          ))}
          <div className="flex items-center gap-3">
            <button type="submit" className={buttonClass} disabled={save.isPending}>
              Save weekly hours
            </button>
            <Saved shown={saved === "hours"} />
          </div>
          {save.isError && <ErrorMessage error={save.error} />}
        </form>
      </section>

      <section aria-labelledby="off-heading" className={cardClass}>
        <h2 id="off-heading" className="text-base font-bold text-ink">
          Time off
        </h2>
        <RemovableEntries
          entries={data.timeOff}
          keyOf={(entry) => entry.id}
          describe={(entry) =>
            `${istTime(entry.startsAt)} – ${istTime(entry.endsAt)}${entry.note ? ` · ${entry.note}` : ""}`
          }
          removeLabel={(entry) => `Remove time off from ${istTime(entry.startsAt)}`}
          onRemove={(entry) => removeOff.mutate(entry.id)}
        />
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            addOff.mutate();
          }}
        >
          <label className="text-sm text-ink">
            From
            <input
              type="datetime-local"
              required
              step={900}
              className={inputClass}
              value={off.from}
              onChange={(event) => setOff({ ...off, from: event.target.value })}
            />
          </label>
          <label className="text-sm text-ink">
            To
            <input
              type="datetime-local"
              required
              step={900}
              className={inputClass}
              value={off.to}
              onChange={(event) => setOff({ ...off, to: event.target.value })}
            />
          </label>
          <label className="text-sm text-ink">
            Note
            <input
              className={inputClass}
              maxLength={200}
              value={off.note}
              onChange={(event) => setOff({ ...off, note: event.target.value })}
            />
          </label>
          <button type="submit" className={buttonClass} disabled={addOff.isPending}>
            Add time off
          </button>
        </form>
        {addOff.isError && <ErrorMessage error={addOff.error} />}
      </section>
    </div>
  );
}

/** An office's opening hours and holidays (admins). */
function OfficeHours({ office }: { office: Office }) {
  const hours = useQuery({
    queryKey: ["office-hours", office],
    queryFn: () => api<OfficeHoursView>(`/offices/${office}/hours`),
  });
  const [saved, setSaved] = useState(false);
  if (hours.isPending) return <Loading />;
  if (hours.isError) return <ErrorMessage error={hours.error} />;
  return (
    <OfficeHoursForm
      key={JSON.stringify(hours.data)}
      office={office}
      data={hours.data}
      saved={saved}
      setSaved={setSaved}
    />
  );
}

function OfficeHoursForm({
  office,
  data,
  saved,
  setSaved,
}: {
  office: Office;
  data: OfficeHoursView;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const key = ["office-hours", office];
  const [days, setDays] = useState<OfficeHoursView["days"]>(data.days);
  const [holiday, setHoliday] = useState({ day: "", name: "" });
  const saveHours = useMutation({
    mutationFn: () => api(`/offices/${office}/hours`, { method: "PUT", body: { days } }),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const addHoliday = useMutation({
    mutationFn: () => api(`/offices/${office}/holidays`, { method: "POST", body: holiday }),
    onSuccess: async () => {
      setHoliday({ day: "", name: "" });
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const removeHoliday = useMutation({
    mutationFn: (day: string) => api(`/offices/${office}/holidays/${day}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <section aria-labelledby="office-heading" className={cardClass}>
      <h2 id="office-heading" className="text-base font-bold text-ink">
        {officeLabels[office]} office: opening hours and holidays
      </h2>
      <form
        className="mt-3 space-y-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSaved(false);
          saveHours.mutate();
        }}
      >
        {week.map((weekday) => {
          const entry = days.find((day) => day.weekday === weekday);
          const update = (next: OfficeHoursView["days"][number] | undefined) =>
            setDays([...days.filter((day) => day.weekday !== weekday), ...(next ? [next] : [])]);
          return (
            <fieldset key={weekday} className="flex flex-wrap items-end gap-3">
              <legend className="sr-only">{weekdayNames[weekday]}</legend>
              <label className="flex w-36 items-center gap-2 pb-2 text-sm font-semibold text-ink">
                <input
                  type="checkbox"
                  checked={!!entry}
                  onChange={(event) =>
                    update(event.target.checked ? { weekday, opensAt: 540, closesAt: 1080 } : undefined)
                  }
                />
                {weekdayNames[weekday]}
              </label>
              {entry && (
                <>
                  <label className="text-sm text-ink">
                    Opens
                    <input
                      type="time"
                      step={900}
                      className={inputClass}
                      value={toClock(entry.opensAt)}
                      onChange={(event) => update({ ...entry, opensAt: toMinutes(event.target.value) })}
                    />
                  </label>
                  <label className="text-sm text-ink">
                    Closes
                    <input
                      type="time"
                      step={900}
                      className={inputClass}
                      value={toClock(entry.closesAt)}
                      onChange={(event) => update({ ...entry, closesAt: toMinutes(event.target.value) })}
                    />
                  </label>
                </>
              )}
            </fieldset>
          );
        })}
        <div className="flex items-center gap-3 pt-2">
          <button type="submit" className={buttonClass} disabled={saveHours.isPending}>
            Save opening hours
          </button>
          <Saved shown={saved} />
        </div>
        {saveHours.isError && <ErrorMessage error={saveHours.error} />}
      </form>

      <h3 className="mt-5 text-sm font-bold text-ink">Holidays</h3>
      <RemovableEntries
        entries={data.holidays}
        keyOf={(entry) => entry.day}
        describe={(entry) => `${dayLabel(entry.day)} · ${entry.name}`}
        removeLabel={(entry) => `Remove the holiday on ${dayLabel(entry.day)}`}
        onRemove={(entry) => removeHoliday.mutate(entry.day)}
      />
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          addHoliday.mutate();
        }}
      >
        <label className="text-sm text-ink">
          Day
          <input
            type="date"
            required
            className={inputClass}
            value={holiday.day}
            onChange={(event) => setHoliday({ ...holiday, day: event.target.value })}
          />
        </label>
        <label className="text-sm text-ink">
          Holiday
          <input
            required
            maxLength={80}
            className={inputClass}
            value={holiday.name}
            onChange={(event) => setHoliday({ ...holiday, name: event.target.value })}
          />
        </label>
        <button type="submit" className={buttonClass} disabled={addHoliday.isPending}>
          Add holiday
        </button>
      </form>
      {addHoliday.isError && <ErrorMessage error={addHoliday.error} />}
    </section>
  );
}

export default function HoursPage() {
  const me = useMe();
  const user = me.data?.user;
  const [personId, setPersonId] = useState<string>();
  const [office, setOffice] = useState<Office>();
  const people = useQuery({
    queryKey: ["people"],
    queryFn: () => api<StaffList>("/people"),
    enabled: user?.role === "admin",
  });
  useEffect(() => {
    document.title = "Meeting hours · Staff console";
  }, []);
  if (!user) return <Loading />;
  const chosen = personId ?? user.id;
  const counsellors = (people.data?.staff ?? []).filter((person) => person.role === "counsellor");

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">Meeting hours</h1>
      <p className="text-sm text-ink-muted">
        Families book a free time of the office when a counsellor who speaks their language is free then.
      </p>
      {user.role === "admin" && (
        <>
          <label className="block text-sm font-medium text-ink">
            Office
            <select
              className={inputClass}
              value={office ?? user.office}
              onChange={(event) => setOffice(event.target.value as Office)}
            >
              <OfficeOptions />
            </select>
          </label>
          <OfficeHours key={office ?? user.office} office={office ?? user.office} />
          <label className="block text-sm font-medium text-ink">
            Counsellor
            <select
              className={inputClass}
              value={chosen}
              onChange={(event) => setPersonId(event.target.value)}
            >
              <option value={user.id}>{user.name} (you)</option>
              {counsellors.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}, {officeLabels[person.office]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <PersonHours key={chosen} personId={chosen} />
    </div>
  );
}
