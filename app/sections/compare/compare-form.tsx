import { compareText as text } from "~/content/compare";
import type { FlagCode } from "~/content/destinations";

export interface CompareChoices {
  /** Where the form sends its choices (the compare page itself). */
  action: string;
  /** Field names, as the page's query has them. */
  keys: { country: string; course: string };
  countries: readonly { code: string; name: string; flag: FlagCode }[];
  courses: readonly { id: string; label: string }[];
  defaults: { course: string; countries: readonly string[] };
}

/** Id of the form: the page's small script reads a shared link's choices into it. */
export const compareFormId = "compare-form";

const optionClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-ink has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600";

/**
 * The countries and the course to compare, as a plain GET form: its controls pick which prerendered
 * figures show (a CSS rule per choice), so it works without JavaScript; with it, a shared link's
 * choices are read in and the address follows each change.
 */
export function CompareForm({ action, keys, countries, courses, defaults }: CompareChoices) {
  return (
    <form
      id={compareFormId}
      method="get"
      action={action}
      aria-labelledby="compare-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="compare-form-title" className="text-lg font-bold text-ink">
        {text.formHeading}
      </h2>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">{text.countriesLegend}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {countries.map((country) => (
            <label key={country.code} className={optionClass}>
              <input
                type="checkbox"
                name={keys.country}
                value={country.code}
                defaultChecked={defaults.countries.includes(country.code)}
                className="size-5 shrink-0 accent-brand-600"
              />
              {country.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-ink">{text.courseLegend}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 lg:grid-cols-4">
          {courses.map((course) => (
            <label key={course.id} className={optionClass}>
              <input
                type="radio"
                name={keys.course}
                value={course.id}
                defaultChecked={course.id === defaults.course}
                className="size-5 shrink-0 accent-brand-600"
              />
              {course.label}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}

/**
 * The rules that show only the chosen countries and course (prerendered: every variant is in the
 * HTML). Without `:has()` support every country shows with the default course.
 */
export function compareStyles({ keys, countries, courses, defaults }: CompareChoices): string {
  const form = `#${compareFormId}`;
  const scope = `[data-compare]`;
  const rules = [
    `${scope} [data-course]:not([data-course="${defaults.course}"]){display:none}`,
    `${scope} [data-compare-empty]{display:none}`,
    `body:has(${form}):not(:has(${form} input[name="${keys.country}"]:checked)) ${scope} [data-compare-empty]{display:block}`,
  ];
  for (const course of courses) {
    const chosen = `body:has(${form} input[name="${keys.course}"][value="${course.id}"]:checked)`;
    rules.push(`${chosen} ${scope} [data-course]:not([data-course="${course.id}"]){display:none}`);
    rules.push(`${chosen} ${scope} [data-course="${course.id}"]{display:revert}`);
  }
  for (const country of countries) {
    rules.push(
      `body:has(${form} input[name="${keys.country}"][value="${country.code}"]:not(:checked)) ${scope} [data-country="${country.code}"]{display:none}`,
    );
  }
  return rules.join("\n");
}

/** Reads a shared link's choices into the form before the figures paint, then keeps the address in step. */
export function compareScript({ keys }: Pick<CompareChoices, "keys">): string {
  return `(()=>{const f=document.getElementById(${JSON.stringify(compareFormId)});if(!f)return;const q=new URLSearchParams(location.search),k=${JSON.stringify(keys)},cs=q.getAll(k.country),c=q.get(k.course);if(cs.length)for(const b of f.querySelectorAll('input[name="'+k.country+'"]'))b.checked=cs.includes(b.value);if(c)for(const r of f.querySelectorAll('input[name="'+k.course+'"]'))if(r.value===c)r.checked=true;f.addEventListener("change",()=>{const p=new URLSearchParams(new FormData(f));history.replaceState(history.state,"",location.pathname+"?"+p)})})()`;
}
