import { Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { Reveal } from "~/components/reveal";
import { serviceSectionsText } from "~/content/services";
import { PointList } from "~/sections/services/point-list";

interface NumberedServiceProps {
  id: string;
  number: number;
  title: string;
  intro: string;
  points?: readonly string[];
  tip: string;
  /** Cards or a form: beside the text on wide screens, or below it. */
  children?: ReactNode;
  layout?: "beside" | "below";
  tone?: "white" | "muted";
}

/**
 * One numbered service of the Services page: number and title, what we do, what the student gets and a
 * next step. Without other content the list of what the student gets sits in a card beside the text.
 */
export function NumberedService({
  id,
  number,
  title,
  intro,
  points = [],
  tip,
  children,
  layout = "beside",
  tone = "white",
}: NumberedServiceProps) {
  const titleId = `${id}-title`;
  const pointsBeside = children == null && points.length > 0;

  const text = (
    <div>
      <h2 id={titleId} className="flex gap-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-xl font-extrabold text-white shadow-sm">
          {serviceSectionsText.numberLabel(number)}
        </span>{" "}
        <span className="self-center">{title}</span>
      </h2>
      <p className="mt-5 text-lg leading-relaxed text-ink-muted">{intro}</p>
      {!pointsBeside && points.length > 0 ? (
        <div className="mt-6">
          <PointList points={points} />
        </div>
      ) : null}
      <p className="mt-6 flex gap-3 rounded-2xl border border-accent-300 bg-accent-100/60 p-4 text-ink">
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-brand-900" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{serviceSectionsText.tipLabel}: </strong>
          {tip}
        </span>
      </p>
    </div>
  );

  const aside = pointsBeside ? (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="mb-5 text-lg font-semibold text-ink">{serviceSectionsText.pointsTitle}</h3>
      <PointList points={points} />
    </div>
  ) : (
    children
  );

  return (
    <Reveal
      as="section"
      id={id}
      aria-labelledby={titleId}
      className={`scroll-mt-20 py-16 sm:py-20 ${tone === "muted" ? "bg-surface-muted" : ""}`}
    >
      {layout === "below" ? (
        <div className="container-page">
          <div className="max-w-3xl">{text}</div>
          {aside != null ? <div className="mt-10">{aside}</div> : null}
        </div>
      ) : (
        <div className="container-page grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          {text}
          {aside}
        </div>
      )}
    </Reveal>
  );
}
