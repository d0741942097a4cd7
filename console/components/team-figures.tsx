/**
 * The dashboard's team tables (admins only; docs/staff-dashboard-and-privacy.md, "Team figures"): one row per
 * counsellor and one per office. Each table scrolls sideways in its own labelled region on a phone, with
 * the name column kept in view; figures are right-aligned, and "—" means there is nothing to count.
 */
import { useId } from "react";
import { officeLabels, statusLabels } from "#contract/staff";
import { promptContactMinutes, teamStages, type TeamFigures, type TeamRow } from "#contract/staff-dashboard";

const numberFormat = new Intl.NumberFormat("en-IN");
const none = "—";

/** Office minutes as "12 min" or "3 h 05 min". */
export function officeDuration(minutes: number | null): string {
  if (minutes === null) return none;
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, "0")} min`;
}

const cell = "px-2 py-2 text-right tabular-nums whitespace-nowrap";
const headCell = "px-2 py-2 text-right align-bottom font-semibold leading-tight";
const firstCell = "sticky left-0 z-10 bg-white px-3 py-2 text-left whitespace-nowrap";

function FigureCells({ row }: { row: TeamRow }) {
  const hasEnquiries = row.assigned > 0;
  const countOrNone = (value: number) => (hasEnquiries ? numberFormat.format(value) : none);
  return (
    <>
      <td className={cell}>{numberFormat.format(row.assigned)}</td>
      <td className={cell}>{officeDuration(row.medianFirstResponseMinutes)}</td>
      <td className={cell}>{countOrNone(row.promptlyContacted)}</td>
      <td className={cell}>
        {row.promptlyContactedPercent === null ? none : `${row.promptlyContactedPercent} %`}
      </td>
      <td className={cell}>{numberFormat.format(row.callAttempts)}</td>
      {teamStages.map((stage) => (
        <td key={stage} className={cell}>
          {countOrNone(row.reached[stage])}
        </td>
      ))}
      <td className={cell}>{countOrNone(row.closed)}</td>
    </>
  );
}

function FigureHeaders() {
  return (
    <>
      <th scope="col" className={headCell}>
        Enquiries
      </th>
      <th scope="col" className={headCell}>
        Median first response
      </th>
      <th scope="col" className={headCell}>
        Contacted ≤ {promptContactMinutes} min
      </th>
      <th scope="col" className={headCell}>
        Share ≤ {promptContactMinutes} min
      </th>
      <th scope="col" className={headCell}>
        Calls
      </th>
      {teamStages.map((stage) => (
        <th key={stage} scope="col" className={headCell}>
          {statusLabels[stage]}
        </th>
      ))}
      <th scope="col" className={headCell}>
        Closed
      </th>
    </>
  );
}

function TeamTable({
  caption,
  firstHeader,
  rows,
}: {
  caption: string;
  firstHeader: string;
  rows: { key: string; name: string; note?: string; figures: TeamRow }[];
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A scrolling box: focusable, so keyboard users can scroll it too (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus:outline-2 focus:outline-brand-600"
    >
      <table className="min-w-full text-sm">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-base font-semibold text-ink">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 text-xs text-ink-muted">
          <tr>
            <th scope="col" className={`${firstCell} align-bottom font-semibold`}>
              {firstHeader}
            </th>
            <FigureHeaders />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-ink">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${firstCell} font-medium`}>
                {row.name}
                {row.note && <span className="block text-xs font-normal text-ink-muted">{row.note}</span>}
              </th>
              <FigureCells row={row.figures} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TeamFiguresSection({ team }: { team: TeamFigures }) {
  return (
    <section aria-labelledby="team-heading" className="space-y-4">
      <h2 id="team-heading" className="text-xl font-bold text-ink">
        Team
      </h2>
      <p className="text-sm text-ink-muted">
        Enquiries received in this range, by whom they are assigned to and by office. First response counts
        office hours only (Monday to Saturday, 9:00 to 18:00); calls are those logged in the range; a stage
        counts every enquiry that is at it or further now. Only admins see this section.
        <span className="lg:hidden"> Each table scrolls sideways for more columns.</span>
      </p>
      <TeamTable
        caption="Figures per counsellor"
        firstHeader="Counsellor"
        rows={team.counsellors.map(({ staffId, name, office, deactivated, ...figures }) => ({
          key: staffId ?? "none",
          name: staffId === null ? "Not assigned" : (name ?? "Former member of staff"),
          ...(staffId !== null && {
            note: [office ? officeLabels[office] : null, deactivated ? "deactivated" : null]
              .filter(Boolean)
              .join(" · "),
          }),
          figures,
        }))}
      />
      <TeamTable
        caption="Figures per office"
        firstHeader="Office"
        rows={team.offices.map(({ office, ...figures }) => ({
          key: office ?? "none",
          name: office ? officeLabels[office] : "Not routed",
          figures,
        }))}
      />
    </section>
  );
}
