/** Set by vite.config.ts: the year of the build (the last year of the footer's copyright line). */
declare const __BUILD_YEAR__: number;
/** Set by vite.config.ts and vitest.config.ts: the day of the build, YYYY-MM-DD (`BUILD_DATE` or today).
 *  Country figures with a scheduled change show the value in force on this day. */
declare const __BUILD_DATE__: string;
