/**
 * The dashboard (docs/staff-dashboard-and-privacy.md): enquiries per day by form and by source, the
 * funnel, time to first contact per office, destinations; and the website's first-party analytics
 * (everything `npm run analytics -- report` prints) as charts, each with its table; for admins, the
 * team tables per counsellor and per office. The range and, for admins, the office are kept in the URL.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { enquiryKinds } from "#contract/enquiry-fields";
import { officeLabels, offices, statusLabels, type Office } from "#contract/staff";
import {
  dashboardPath,
  dashboardPresetDays,
  directSource,
  otherPages,
  referralSource,
  type Dashboard,
} from "#contract/staff-dashboard";
import { api } from "../api";
import { Chart } from "../components/chart";
import { ErrorMessage } from "../components/error-message";
import { TeamFiguresSection } from "../components/team-figures";
import { Loading } from "../components/loading";
import { dayLabel, formName, istToday } from "../format";
import { useMe } from "../session";

const numberFormat = new Intl.NumberFormat("en-IN");
const destinationNames: Record<string, string> = {
  uk: "UK",
  usa: "USA",
  canada: "Canada",
  germany: "Germany",
  ireland: "Ireland",
};
const sourceName = (source: string) =>
  source === directSource ? "Direct" : source === referralSource ? "Other websites" : source;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function duration(seconds: number | null): string {
  if (seconds === null) return "–";
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`;
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-ink focus:border-brand-600";
const labelClass = "block text-xs font-semibold text-ink-muted";
const buttonClass =
  "rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

export default function DashboardPage() {
  const me = useMe();
  const isAdmin = me.data?.user?.role === "admin";
  const [params, setParams] = useSearchParams();
  const today = istToday();
  const to = params.get("to") ?? today;
  const from = params.get("from") ?? shiftDay(to, -29);
  const office = isAdmin ? (params.get("office") ?? "") : "";

  useEffect(() => {
    document.title = "Dashboard · Staff console";
  }, []);

  const query = new URLSearchParams({ from, to });
  if (office) query.set("office", office);
  const dashboard = useQuery({
    queryKey: ["dashboard", query.toString()],
    queryFn: () => api<Dashboard>(`${dashboardPath}?${query.toString()}`),
  });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["from", "to", "office"]) {
      const value = form.get(name);
      if (typeof value === "string" && value) next.set(name, value);
    }
    setParams(next);
  }

  function preset(days: number) {
    const next = new URLSearchParams({ from: shiftDay(today, -(days - 1)), to: today });
    if (office) next.set("office", office);
    setParams(next);
  }

  const data = dashboard.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">Dashboard</h1>
          {data && (
            <p className="mt-1 text-sm text-ink-muted">
              {dayLabel(data.range.from)} to {dayLabel(data.range.to)} ({data.range.days} days, India time) ·
              enquiries of {data.office ? `the ${officeLabels[data.office]} office` : "every office"}
            </p>
          )}
        </div>
        <div className="flex gap-2" role="group" aria-label="Quick ranges">
          {dashboardPresetDays.map((days) => (
            <button key={days} type="button" className={buttonClass} onClick={() => preset(days)}>
              Last {days} days
            </button>
          ))}
        </div>
      </div>

      <form
        onSubmit={apply}
        key={`${from}-${to}-${office}`}
        aria-label="Date range"
        className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4"
      >
        <label className={labelClass}>
          From
          <input type="date" name="from" defaultValue={from} max={today} className={inputClass} required />
        </label>
        <label className={labelClass}>
          To
          <input type="date" name="to" defaultValue={to} max={today} className={inputClass} required />
        </label>
        {isAdmin && (
          <label className={labelClass}>
            Office
            <select name="office" defaultValue={office} className={inputClass}>
              <option value="">All offices</option>
              {offices.map((item: Office) => (
                <option key={item} value={item}>
                  {officeLabels[item]}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex items-end">
          <button
            type="submit"
            className="w-full rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Show
          </button>
        </div>
      </form>

      {dashboard.isPending && <Loading />}
      {dashboard.isError && <ErrorMessage error={dashboard.error} />}
      {data && <Figures data={data} />}
    </div>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const { enquiries, traffic, conversion } = data;
  const days = enquiries.perDay.map((row) => row.day);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Enquiries" value={numberFormat.format(enquiries.total)} />
        <Tile label="Sessions" value={numberFormat.format(traffic.sessions)} />
        <Tile label="Page views" value={numberFormat.format(traffic.pageViews)} />
        <Tile label="Median session" value={duration(traffic.medianSessionSeconds)} />
      </dl>

      <section aria-labelledby="enquiries-heading" className="space-y-4">
        <h2 id="enquiries-heading" className="text-xl font-bold text-ink">
          Enquiries
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <Chart
            title="Enquiries per day by form"
            kind="line"
            labels={days}
            labelHeader="Day"
            series={enquiryKinds.map((kind) => ({
              label: formName[kind],
              values: enquiries.perDay.map((row) => row[kind]),
            }))}
          />
          <Chart
            title="Enquiries per day by source"
            kind="line"
            labels={enquiries.perDayBySource.map((row) => row.day)}
            labelHeader="Day"
            series={enquiries.sources.map((source, index) => ({
              label: sourceName(source),
              values: enquiries.perDayBySource.map((row) => row.counts[index] ?? 0),
            }))}
            empty="No enquiries in this range."
          />
          <Chart
            title="Funnel: enquiries of the range by status today"
            kind="rank"
            labels={enquiries.funnel.map((row) => statusLabels[row.status])}
            labelHeader="Status"
            series={[{ label: "Enquiries", values: enquiries.funnel.map((row) => row.count) }]}
            empty="No enquiries in this range."
          />
          <Chart
            title="Median time to first contact per office"
            kind="bar"
            labels={enquiries.firstContact.map((row) =>
              row.office ? officeLabels[row.office] : "Not routed",
            )}
            labelHeader="Office"
            series={[
              { label: "Median hours", values: enquiries.firstContact.map((row) => row.medianHours ?? 0) },
            ]}
            format={(value) => `${value} h`}
            extraColumns={[
              { header: "Contacted", values: enquiries.firstContact.map((row) => String(row.contacted)) },
            ]}
            empty="No enquiry of this range has been contacted yet."
          />
          <Chart
            title="Enquiries by destination of interest"
            kind="rank"
            labels={enquiries.byDestination.map((row) =>
              row.destination ? (destinationNames[row.destination] ?? row.destination) : "Other pages",
            )}
            labelHeader="Destination"
            series={[{ label: "Enquiries", values: enquiries.byDestination.map((row) => row.count) }]}
            note="From the country page the enquiry was sent from."
            empty="No enquiries in this range."
          />
          <Chart
            title="Enquiries per page (conversion)"
            kind="rank"
            labels={conversion.map((row) =>
              row.page === otherPages ? "Other pages" : (row.page ?? "(unknown)"),
            )}
            labelHeader="Page"
            series={[{ label: "Enquiries", values: conversion.map((row) => row.enquiries) }]}
            extraColumns={[
              { header: "Page views", values: conversion.map((row) => numberFormat.format(row.views)) },
              {
                header: "Enquiries per 100 views",
                values: conversion.map((row) => (row.rate === null ? "–" : String(row.rate))),
              },
            ]}
            empty="No enquiries in this range."
          />
        </div>
      </section>

      {data.team && <TeamFiguresSection team={data.team} />}

      <section aria-labelledby="website-heading" className="space-y-4">
        <h2 id="website-heading" className="text-xl font-bold text-ink">
          Website (whole site)
        </h2>
        <p className="text-sm text-ink-muted">
          First-party analytics: visits are not tied to an office, so these figures are the whole site's.
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          <Chart
            title="Sessions and page views per day"
            kind="line"
            labels={traffic.perDay.map((row) => row.day)}
            labelHeader="Day"
            series={[
              { label: "Sessions", values: traffic.perDay.map((row) => row.sessions) },
              { label: "Page views", values: traffic.perDay.map((row) => row.pageViews) },
            ]}
          />
          <Chart
            title="Top pages"
            kind="rank"
            labels={traffic.topPages.map((row) => row.path)}
            labelHeader="Page"
            series={[{ label: "Page views", values: traffic.topPages.map((row) => row.views) }]}
          />
          <Chart
            title="Top UTM sources"
            kind="rank"
            labels={traffic.utmSources.map((row) => row.source)}
            labelHeader="utm_source"
            series={[{ label: "Sessions", values: traffic.utmSources.map((row) => row.sessions) }]}
          />
          <Chart
            title="Top UTM campaigns"
            kind="rank"
            labels={traffic.utmCampaigns.map((row) => row.campaign)}
            labelHeader="utm_campaign"
            series={[{ label: "Sessions", values: traffic.utmCampaigns.map((row) => row.sessions) }]}
          />
          <Chart
            title="Visitors by city and region"
            kind="rank"
            labels={traffic.places.map(
              (row) => [row.city, row.region, row.country].filter(Boolean).join(", ") || "(unknown)",
            )}
            labelHeader="Place"
            series={[{ label: "Sessions", values: traffic.places.map((row) => row.sessions) }]}
          />
          <Chart
            title="Scroll depth reached"
            kind="bar"
            labels={traffic.scrollDepth.map((row) => `${row.percent} %`)}
            labelHeader="Reached"
            series={[{ label: "Page views", values: traffic.scrollDepth.map((row) => row.count) }]}
          />
          <Chart
            title="Top clicked calls to action"
            kind="rank"
            labels={traffic.buttonClicks.map((row) =>
              row.target ? `${row.label} → ${row.target}` : row.label,
            )}
            labelHeader="Button"
            series={[{ label: "Clicks", values: traffic.buttonClicks.map((row) => row.clicks) }]}
          />
        </div>
      </section>
    </>
  );
}
