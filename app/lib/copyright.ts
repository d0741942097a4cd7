import { site } from "~/content/site";

/** The year the site was built, fixed at build time so prerendered HTML and hydration agree. */
const buildYear: number = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear();

/**
 * The footer's copyright years, from the first year to the build year: "2024–2026", or "2024" while the build
 * year is the first year.
 */
export function copyrightYears(start = site.copyrightStartYear, end = buildYear): string {
  return end > start ? `${start}–${end}` : String(start);
}
