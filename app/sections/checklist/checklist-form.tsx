import type { ChecklistPageData } from "~/content/checklist/page";
import { checklistText as text } from "~/content/checklist/page";

/** Id of the form: the page's rules and its small script find the choices through it. */
export const checklistFormId = "checklist-form";

type Choices = Pick<ChecklistPageData, "keys" | "defaults" | "countries" | "levels" | "funds" | "family">;

const optionClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-ink has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600";

function RadioGroup({
  legend,
  name,
  options,
  chosen,
  columns,
}: {
  legend: string;
  name: string;
  options: readonly { id: string; label: string }[];
  chosen: string;
  columns: string;
}) {
  return (
    <fieldset className="mt-4 first-of-type:mt-0">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.id} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={option.id}
              defaultChecked={option.id === chosen}
              className="size-5 shrink-0 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The situation as a plain GET form: its radios pick which prerendered list shows (a CSS rule per
 * choice), so it works without JavaScript. With JavaScript, a shared link's choices are read in and the
 * address follows each change, so the address is always the link that reproduces the list.
 */
export function ChecklistForm({ action, choices }: { action: string; choices: Choices }) {
  const { keys, defaults } = choices;
  return (
    <form
      id={checklistFormId}
      method="get"
      action={action}
      aria-labelledby="checklist-form-title"
      data-no-print=""
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="checklist-form-title" className="text-lg font-bold text-ink">
        {text.formHeading}
      </h2>
      <div className="mt-4 grid gap-x-6 lg:grid-cols-2">
        <RadioGroup
          legend={text.legends.country}
          name={keys.country}
          options={choices.countries.map((country) => ({ id: country.code, label: country.name }))}
          chosen={defaults.country}
          columns="grid-cols-2 sm:grid-cols-3"
        />
        <RadioGroup
          legend={text.legends.level}
          name={keys.level}
          options={choices.levels}
          chosen={defaults.level}
          columns="grid-cols-2 sm:grid-cols-3"
        />
        <RadioGroup
          legend={text.legends.funds}
          name={keys.funds}
          options={choices.funds}
          chosen={defaults.funds}
          columns="sm:grid-cols-2"
        />
        <RadioGroup
          legend={text.legends.family}
          name={keys.family}
          options={choices.family}
          chosen={defaults.family}
          columns="sm:grid-cols-2"
        />
      </div>
    </form>
  );
}

/** The attribute of a prerendered element that shows only for some choices of one field. */
export const pickAttribute = (field: string) => `data-pick-${field}`;

/** The rules of one field: each value, when chosen, hides what is marked for other values only. */
function pickRules(field: string, options: readonly string[]): string {
  const attribute = pickAttribute(field);
  return options
    .map(
      (value) =>
        `body:has(#${checklistFormId} input[name="${field}"][value="${value}"]:checked) [data-pick][${attribute}]:not([${attribute}~="${value}"]){display:none}`,
    )
    .join("\n");
}

/**
 * The rules that show only what the chosen situation needs: an element marked `data-pick` with
 * `data-pick-<field>="a b"` shows only while one of those values is chosen for that field (browsers
 * without `:has()` show the first visit's list). Elements marked `data-with-script` (the count of ticks,
 * the share buttons) show only once the page's script has started. On paper: no page chrome,
 * no form, ticks as boxes, and each source's address printed after its name.
 */
export function checklistStyles(choices: Choices): string {
  const { keys, defaults } = choices;
  const options: Record<string, readonly string[]> = {
    [keys.country]: choices.countries.map((country) => country.code),
    [keys.level]: choices.levels.map((level) => level.id),
    [keys.funds]: choices.funds.map((choice) => choice.id),
    [keys.family]: choices.family.map((choice) => choice.id),
  };
  const fields = [keys.country, keys.level, keys.funds, keys.family] as const;
  const fallback = fields.map((field) => {
    const attribute = pickAttribute(field);
    return `[data-pick][${attribute}]:not([${attribute}~="${defaults[field]}"])`;
  });
  return [
    `@supports not selector(:has(a)){${fallback.join(",")}{display:none}}`,
    `@supports selector(:has(a)){\n${fields.map((field) => pickRules(field, options[field] ?? [])).join("\n")}\n}`,
    `html:not([data-checklist-script]) [data-with-script]{display:none}`,
    `@media print{`,
    `[data-checklist] a[href^="http"]{display:inline!important}`,
    `[data-checklist] a[href^="http"]::after{content:" (" attr(href) ")";font-weight:400;word-break:break-all}`,
    `[data-checklist] input[type=checkbox]{print-color-adjust:exact;-webkit-print-color-adjust:exact}`,
    `[data-checklist-entry]{break-inside:avoid}`,
    `}`,
  ].join("\n");
}

/** Where the ticks of one list are kept on the device (localStorage), followed by the list's key. */
export const ticksStorePrefix = "checklist-ticks:";

/**
 * The page's one small script, inline after the lists (so it runs before the first paint and requests
 * nothing): reads a shared link's choices into the form, keeps the address in step with the form, keeps
 * each list's ticks on the device under the list's key (`country/level/funds/family`) and counts them
 * ("n of m ready"), writes the list's address where the printed copy shows it, and runs the Copy link,
 * Share and Print buttons.
 */
export function checklistScript({
  keys,
  progress,
  copied,
  failed,
}: {
  keys: Choices["keys"];
  /** The progress sentence with `{n}` and `{m}` in place of the counts. */
  progress: string;
  copied: string;
  failed: string;
}): string {
  const fields = [keys.country, keys.level, keys.funds, keys.family];
  const config = JSON.stringify({
    form: checklistFormId,
    fields,
    store: ticksStorePrefix,
    progress,
    copied,
    failed,
  });
  return `(()=>{const c=${config},f=document.getElementById(c.form);if(!f)return;document.documentElement.setAttribute("data-checklist-script","");const q=new URLSearchParams(location.search);for(const n of c.fields){const v=q.get(n);if(v)for(const r of f.querySelectorAll('input[name="'+n+'"]'))if(r.value===v)r.checked=true}const d=()=>new FormData(f),key=()=>c.fields.map(n=>d().get(n)).join("/"),query=()=>new URLSearchParams(c.fields.map(n=>[n,String(d().get(n))])).toString(),seen=e=>e.checkVisibility?e.checkVisibility():e.offsetParent!==null,ticks=()=>[...document.querySelectorAll("[data-tick]")].filter(seen),p=document.querySelector("[data-progress]"),s=document.querySelector("[data-share-status]");function count(){const t=ticks();if(p)p.textContent=c.progress.replace("{n}",String(t.filter(b=>b.checked).length)).replace("{m}",String(t.length))}function load(){let saved=[];try{saved=JSON.parse(localStorage.getItem(c.store+key())||"[]")}catch{}for(const b of document.querySelectorAll("[data-tick]"))b.checked=saved.includes(b.value);count()}const a=document.querySelector("[data-print-address]"),url=()=>location.origin+location.pathname+"?"+query(),mark=()=>{if(a)a.textContent=url()};f.addEventListener("change",()=>{history.replaceState(history.state,"",location.pathname+"?"+query());mark();load()});mark();document.addEventListener("change",e=>{const b=e.target;if(!(b instanceof HTMLInputElement)||!b.hasAttribute("data-tick"))return;try{localStorage.setItem(c.store+key(),JSON.stringify(ticks().filter(x=>x.checked).map(x=>x.value)))}catch{}count()});const say=m=>{if(s)s.textContent=m};document.querySelector("[data-copy-link]")?.addEventListener("click",()=>{navigator.clipboard?navigator.clipboard.writeText(url()).then(()=>say(c.copied),()=>say(c.failed)):say(c.failed)});const sh=document.querySelector("[data-share-link]");if(sh&&navigator.share){sh.hidden=false;sh.addEventListener("click",()=>{navigator.share({title:document.title,url:url()}).catch(()=>{})})}document.querySelector("[data-print]")?.addEventListener("click",()=>print());load()})()`;
}
