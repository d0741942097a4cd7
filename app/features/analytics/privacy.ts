/** Do Not Track and Global Privacy Control turn collection off, before any analytics code loads. */

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function collectionAllowed(
  nav: PrivacySignals | undefined = typeof navigator === "undefined" ? undefined : navigator,
  win: PrivacySignals | undefined = typeof window === "undefined" ? undefined : (window as PrivacySignals),
): boolean {
  if (!nav) return false;
  if (nav.globalPrivacyControl === true) return false;
  return nav.doNotTrack !== "1" && nav.doNotTrack !== "yes" && win?.doNotTrack !== "1";
}
