import type { IsoDate } from "~/content/countries/types";
import type { PrivacyBlock, PrivacyNotice as PrivacyNoticeContent } from "~/content/privacy";
import { site } from "~/content/site";
import { formatDayMonthYear } from "~words/countries/format";

export interface PrivacyNoticeProps {
  notice: PrivacyNoticeContent;
  /** The build switches Google Analytics on: the notice says so (blocks marked `when: "ga4"`). */
  ga4: boolean;
}

const linkClasses = "font-semibold text-brand-700 underline underline-offset-4";

/** The notice's date in the edition's language: "24 November 2026", "24 నవంబర్, 2026". */
function formatDate(iso: string): string {
  return formatDayMonthYear(iso as IsoDate);
}

function Block({ block, labels }: { block: PrivacyBlock; labels: PrivacyNoticeContent["contactLabels"] }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-4 leading-relaxed text-ink-muted">{block.text}</p>;
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink-muted marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <table className="mt-5 w-full border-collapse text-left text-sm sm:text-base">
          <caption className="mb-2 text-left font-semibold text-ink">{block.caption}</caption>
          <thead className="bg-surface-muted text-ink">
            <tr>
              {block.head.map((cell) => (
                <th
                  key={cell}
                  scope="col"
                  className="border border-slate-200 px-3 py-2 font-semibold sm:px-4"
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map(([name, value]) => (
              <tr key={name}>
                <th
                  scope="row"
                  className="w-2/5 border border-slate-200 px-3 py-3 align-top font-semibold text-ink sm:px-4"
                >
                  {name}
                </th>
                <td className="border border-slate-200 px-3 py-3 align-top leading-relaxed text-ink-muted sm:px-4">
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "contact": {
      const officer = site.grievanceOfficer;
      return (
        <div className="mt-5 rounded-2xl border border-slate-200 bg-surface-muted p-5">
          <p className="font-semibold text-ink">{officer.role}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-ink-muted">
            <dt className="font-medium text-ink">{labels.name}</dt>
            <dd>{officer.name}</dd>
            <dt className="font-medium text-ink">{labels.email}</dt>
            <dd className="break-all">
              <a href={`mailto:${officer.email}`} className={linkClasses}>
                {officer.email}
              </a>
            </dd>
            <dt className="font-medium text-ink">{labels.phone}</dt>
            <dd>
              <a href={`tel:${officer.phone.e164}`} className={linkClasses}>
                {officer.phone.display}
              </a>
            </dd>
          </dl>
        </div>
      );
    }
  }
}

/**
 * The privacy notice: its title and date, a table of contents, and one section per heading, rendered from
 * app/content/privacy.ts. Static HTML, no script.
 */
export function PrivacyNotice({ notice, ga4 }: PrivacyNoticeProps) {
  const shown = (block: PrivacyBlock) => !block.when || block.when === (ga4 ? "ga4" : "no-ga4");
  return (
    <article aria-labelledby="privacy-title" className="bg-white py-12 sm:py-16">
      <div className="container-page max-w-3xl">
        <h1 id="privacy-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {notice.title}
        </h1>
        <p className="mt-3 text-sm text-ink-muted">
          {notice.dateLabel}: <time dateTime={notice.date}>{formatDate(notice.date)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-ink-muted">{notice.intro}</p>

        <nav
          aria-labelledby="privacy-contents"
          className="mt-8 rounded-2xl border border-slate-200 bg-surface-muted p-5"
        >
          <h2 id="privacy-contents" className="text-base font-semibold text-ink">
            {notice.contentsHeading}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 marker:text-ink-muted">
            {notice.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {notice.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
              {index + 1}. {section.heading}
            </h2>
            {section.blocks.filter(shown).map((block, position) => (
              <Block key={position} block={block} labels={notice.contactLabels} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
