/** Class names of the calculator's controls: 44 px targets and 16 px text (no zoom on phones). */
export const controlClasses =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-xs " +
  "hover:border-slate-500 focus-visible:border-brand-600";

export const labelClasses = "mb-1.5 block text-sm font-semibold text-ink";

export const hintClasses = "mt-1 text-xs leading-relaxed text-ink-muted";
