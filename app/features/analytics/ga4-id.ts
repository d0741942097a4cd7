/**
 * The GA4 measurement id configured at build time (`VITE_GA4_MEASUREMENT_ID`), if it is a valid one. Its own
 * module so that pages load `./ga4` only when GA4 is on.
 */
export function ga4MeasurementId(): string | undefined {
  const id: unknown = import.meta.env.VITE_GA4_MEASUREMENT_ID;
  return typeof id === "string" && /^G-[A-Z0-9]{4,20}$/.test(id) ? id : undefined;
}
