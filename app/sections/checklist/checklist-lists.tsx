import { CalendarCheck, ExternalLink } from "lucide-react";
import type { PrerenderedEntry } from "~/content/checklist/checklist";
import { type ChecklistPageData, checklistText as text } from "~/content/checklist/page";
import {
  formatDate,
  formatFigure,
  formatLongDate,
  formatNext,
  indicativeReason,
} from "~/content/countries/format";
import type { Figure } from "~/content/countries/types";
import { pickAttribute } from "./checklist-form";

/** The data attributes that show an element only for the choices it belongs to. */
function pickProps(attributes: Record<string, readonly string[]>): Record<string, string> {
  return {
    "data-pick": "",
    ...Object.fromEntries(
      Object.entries(attributes).map(([field, values]) => [pickAttribute(field), values.join(" ")]),
    ),
  };
}

/** A figure behind an amount: its value, when it took effect, its source (printed with its address) and when we checked it. */
function FigureSource({ figure }: { figure: Figure }) {
  const next = formatNext(figure);
  const reason = indicativeReason(figure);
  return (
    <li className="text-xs leading-relaxed text-ink-muted">
      {figure.label}: <span className="font-semibold text-ink">{formatFigure(figure)}</span> (
      {figure.effectiveFrom ? `${text.effectiveFrom} ${formatDate(figure.effectiveFrom)}` : text.inForce})
      {next && figure.next ? (
        <span className="block font-medium text-brand-800">
          {text.scheduled(formatLongDate(figure.next.effectiveFrom), next.value)}
        </span>
      ) : null}
      <span className="block">
        {text.source}:{" "}
        <a
          href={figure.sourceUrl}
          rel="noopener"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {figure.sourceName}
        </a>
        {" · "}
        {figure.unreadOn ? (
          <span className="text-amber-900">
            {text.couldNotRead} <time dateTime={figure.unreadOn}>{formatDate(figure.unreadOn)}</time>
          </span>
        ) : figure.verifiedOn ? (
          <>
            {text.verifiedOn} <time dateTime={figure.verifiedOn}>{formatDate(figure.verifiedOn)}</time>
          </>
        ) : null}
      </span>
      {reason ? (
        <span className="mt-1 block text-amber-900">
          <span className="mr-1 rounded-full bg-accent-100 px-2 py-0.5 font-semibold tracking-wide uppercase">
            {text.indicative}
          </span>
          {reason}
        </span>
      ) : null}
    </li>
  );
}

/** One document (with its tick) or one rule of the list. */
function Entry({ item, keys }: { item: PrerenderedEntry; keys: ChecklistPageData["keys"] }) {
  const { entry } = item;
  const pick = pickProps({ [keys.level]: item.levels, [keys.funds]: item.funds, [keys.family]: item.family });
  const titleId = `checklist-${item.country}-${entry.id}-${item.levels.join("-")}-${item.funds.join("-")}-${item.family.join("-")}`;
  const figures = [
    ...new Map(
      entry.amounts.flatMap((line) => line.figures).map((f) => [`${f.label}|${f.value}`, f]),
    ).values(),
  ];
  return (
    <li
      {...pick}
      data-checklist-entry=""
      className={`rounded-xl border p-4 sm:p-5 ${entry.kind === "rule" ? "border-amber-300 bg-accent-100/50" : "border-slate-200 bg-white"}`}
    >
      {entry.kind === "document" ? (
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            data-tick=""
            value={entry.id}
            className="mt-0.5 size-6 shrink-0 accent-brand-600"
          />
          <span id={titleId} className="text-base font-bold text-ink">
            {entry.title}
          </span>
        </label>
      ) : (
        <p id={titleId} className="text-base font-bold text-ink">
          <span className="mr-2 text-xs font-semibold tracking-wide text-amber-900 uppercase">
            {text.rule}
          </span>
          {entry.title}
        </p>
      )}
      <dl className="mt-3 space-y-2 text-sm leading-relaxed text-ink sm:pl-9">
        <div>
          <dt className="inline font-semibold text-brand-800">{text.why}: </dt>
          <dd className="inline">{entry.why}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-brand-800">{text.where}: </dt>
          <dd className="inline">
            {entry.where}
            {entry.link ? (
              <>
                {" "}
                <a
                  href={entry.link.url}
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
                >
                  {entry.link.label}
                  <ExternalLink className="size-3.5 print:hidden" aria-hidden="true" />
                </a>
              </>
            ) : null}
          </dd>
        </div>
        {entry.readOn ? (
          <div>
            <dt className="inline font-semibold text-brand-800">{text.readOn}: </dt>
            <dd className="inline">
              <a
                href={entry.readOn.url}
                rel="noopener"
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {entry.readOn.label}
              </a>
            </dd>
          </div>
        ) : null}
        {entry.amounts.length > 0 || entry.askUs ? (
          <div>
            <dt className="font-semibold text-brand-800">{text.amounts}</dt>
            <dd>
              {entry.askUs ? <p>{text.askUs}</p> : null}
              {entry.amounts.length > 0 ? (
                <ul className="list-disc space-y-1 pl-5">
                  {entry.amounts.map((line) => (
                    <li key={line.text} className="font-semibold">
                      {line.text}
                    </li>
                  ))}
                </ul>
              ) : null}
              {figures.length > 0 ? (
                <ul className="mt-2 space-y-1.5 border-t border-slate-100 pt-2">
                  {figures.map((figure) => (
                    <FigureSource key={`${figure.label}|${figure.value}`} figure={figure} />
                  ))}
                </ul>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * Every country's list for every situation, each distinct entry once; the form's rules show the chosen
 * one (checklist-form.tsx). Above it: the chosen situation in words, the count of ticks (with the page
 * script) and the share buttons; below it, the country's mock-interview booking.
 */
export function ChecklistLists({ data }: { data: ChecklistPageData }) {
  const { keys } = data;
  return (
    <div className="mt-8" data-checklist="">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          {data.countries.map((country) => (
            <h2
              key={country.code}
              {...pickProps({ [keys.country]: [country.code] })}
              className="text-2xl font-bold tracking-tight text-ink"
            >
              {text.listHeading(country.name)}
            </h2>
          ))}
          <p className="mt-1 text-sm text-ink-muted">
            <span className="font-semibold">{text.chosen}: </span>
            {data.levels.map((level) => (
              <span key={level.id} {...pickProps({ [keys.level]: [level.id] })}>
                {level.label}
              </span>
            ))}
            {" · "}
            {data.funds.map((choice) => (
              <span key={choice.id} {...pickProps({ [keys.funds]: [choice.id] })}>
                {choice.label}
              </span>
            ))}
            {" · "}
            {data.family.map((choice) => (
              <span key={choice.id} {...pickProps({ [keys.family]: [choice.id] })}>
                {choice.label}
              </span>
            ))}
          </p>
        </div>
        <div data-with-script="" data-no-print="" className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            data-copy-link=""
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {text.share.copy}
          </button>
          <button
            type="button"
            data-share-link=""
            hidden
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {text.share.share}
          </button>
          <button
            type="button"
            data-print=""
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            {text.share.print}
          </button>
          <p data-share-status="" role="status" className="w-full text-sm text-ink-muted empty:hidden" />
        </div>
      </div>
      <p data-with-script="" className="mt-2 hidden text-xs text-ink-muted print:block">
        {text.printedFrom} <span data-print-address="" className="break-all" />
      </p>
      <p
        data-with-script=""
        data-progress=""
        aria-live="polite"
        className="mt-4 text-lg font-bold text-brand-800"
      />
      <p data-no-print="" className="mt-1 text-xs text-ink-muted">
        {text.ticksNote}
      </p>
      {data.countries.map((country) => (
        <div key={country.code} {...pickProps({ [keys.country]: [country.code] })}>
          <ol aria-label={text.listHeading(country.name)} className="mt-4 space-y-3">
            {data.entries
              .filter((item) => item.country === country.code)
              .map((item) => (
                <Entry
                  key={`${item.entry.id}-${item.levels.join()}-${item.funds.join()}-${item.family.join()}`}
                  item={item}
                  keys={keys}
                />
              ))}
          </ol>
          <aside
            aria-labelledby={`checklist-book-${country.code}`}
            data-no-print=""
            className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h3 id={`checklist-book-${country.code}`} className="text-lg font-bold">
                {text.book.heading}
              </h3>
              <p className="mt-1 text-sm text-slate-200">{text.book.text(country.name)}</p>
            </div>
            <a
              href={country.bookPath}
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-accent-500 px-5 font-semibold text-ink hover:bg-accent-400"
            >
              <CalendarCheck className="size-5" aria-hidden="true" />
              {text.book.button}
            </a>
          </aside>
        </div>
      ))}
    </div>
  );
}
