import { Reveal } from "~/components/reveal";
import { stats } from "~/content/about";

/**
 * The About page's stats block: 1200+ universities, 25+ countries, 4500+ courses, and N+ years from the
 * one configured experience figure, with a note on what the counts are.
 */
export function StatsBand() {
  return (
    <Reveal
      as="section"
      aria-labelledby="stats-title"
      className="bg-gradient-to-br from-brand-900 to-brand-950 py-14 text-white sm:py-20"
    >
      <div className="container-page">
        <h2 id="stats-title" className="sr-only">
          {stats.title}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
          {stats.items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-2">
              <dt className="text-sm font-semibold tracking-wider text-brand-100 uppercase">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-accent-300 sm:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm leading-relaxed text-brand-100">
          {stats.note}
        </p>
      </div>
    </Reveal>
  );
}
