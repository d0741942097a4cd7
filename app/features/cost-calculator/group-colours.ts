import type { CostGroup } from "./rules";

/** Colours of the cost groups in the chart and its legend (fill for SVG, swatch for HTML). */
export const groupColours: Record<CostGroup, { fill: string; swatch: string }> = {
  tuition: { fill: "var(--color-brand-700)", swatch: "bg-brand-700" },
  living: { fill: "var(--color-brand-400)", swatch: "bg-brand-400" },
  health: { fill: "#0d9488", swatch: "bg-teal-600" },
  fees: { fill: "var(--color-accent-500)", swatch: "bg-accent-500" },
  travel: { fill: "#7c3aed", swatch: "bg-violet-600" },
  oneTime: { fill: "#64748b", swatch: "bg-slate-500" },
};
