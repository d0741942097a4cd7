/** Set by vite.config.ts: the year of the build (the last year of the footer's copyright line). */
declare const __BUILD_YEAR__: number;
