/** Set by vite.config.ts: the year of the build (D8 copyright line). */
declare const __BUILD_YEAR__: number;
