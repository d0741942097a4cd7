/**
 * The site's weight budgets in one place: the bundle-budget test (e2e/quality/) and the Lighthouse
 * benchmark (bench/web.ts) both judge against them. 1 KB = 1,000 bytes, as browsers' network panels count.
 */
export const KB = 1000;

export const budgets = {
  /**
   * JavaScript a page transfers before any interaction (no scroll, no input) at 360×780, gzipped, its
   * inline scripts included (docs/decisions/0006-islands.md): content pages carry only the small page
   * script; React loads with an island, when needed.
   */
  javascriptBytes: 25 * KB,
  /**
   * The same where every island of the page loads its code when the visitor first uses it (`client:use`,
   * app/scripts/hydrate-on-use.ts; docs/decisions/0010-scripts-after-the-largest-paint.md): the enquiry
   * forms, the calculator. Before that the page carries its page script and the islands' small inline
   * loaders (12.3–12.6 KB on 2026-11-27).
   */
  javascriptWithIslandsOnUseBytes: 16 * KB,
  /** The same, where an island that hydrates as the page loads (not on use) is on the first screen. */
  javascriptWithIslandOnFirstScreenBytes: 90 * KB,
  /**
   * The same on the cost calculator (both editions): its island loads when the family first reaches for
   * it (`client:use`, app/scripts/hydrate-on-use.ts): before that it is as light as a content page.
   */
  calculatorJavascriptBytes: 40 * KB,
  /** CSS any page loads (inline in its HTML, decision 0004, or linked), gzipped. */
  cssBytes: 20 * KB,
  cssAimBytes: 12 * KB,
  /** Everything the home page transfers on a first visit. */
  homeTransferBytes: 400 * KB,
  homeTransferAimBytes: 250 * KB,
  /** Self-hosted fonts preloaded by a page, at most. */
  preloadedFonts: 2,
  /** Lighthouse, mobile preset, medians of the runs of `npm run bench:web` (five by default). */
  lighthouse: {
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    largestContentfulPaintMs: 1200,
    /**
     * Largest paint the page's scripts delay: its LCP minus that of the same page with its scripts removed,
     * measured interleaved in the same run (the median of the paired differences). Scripts start after the
     * largest paint (app/scripts/after-paint.ts), so a page paints as early as its HTML, CSS and hero allow.
     */
    largestContentfulPaintOverFloorMs: 100,
    /**
     * Blocking time the page's scripts add: its TBT minus that of the same page with its scripts removed,
     * measured interleaved in the same run (the median of the paired differences). An absolute TBT follows
     * how busy the machine is; the difference much less (docs/benchmarks.md).
     */
    totalBlockingTimeOverFloorMs: 50,
    cumulativeLayoutShift: 0.02,
  },
} as const;

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
