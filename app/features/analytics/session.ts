/**
 * One random session id per browser tab, kept in sessionStorage (no cookies), with the time the
 * session began. Nothing in it can be joined to an enquiry.
 */

export interface AnalyticsSession {
  id: string;
  startedAt: number;
}

/** The key of the tab's session in sessionStorage (the inline page-view snippet reads it too). */
export const sessionStorageKey = "analytics-session";

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function isSession(value: unknown): value is AnalyticsSession {
  const candidate = value as Partial<AnalyticsSession> | null;
  return (
    typeof candidate?.id === "string" &&
    /^[A-Za-z0-9_-]{16,64}$/.test(candidate.id) &&
    typeof candidate.startedAt === "number"
  );
}

/** The tab's session, created on first use. Works (for this page only) when storage is unavailable. */
export function currentSession(storage: Storage | undefined, now: number): AnalyticsSession {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(sessionStorageKey) ?? "null");
    if (isSession(stored)) return stored;
  } catch {
    // Unreadable: start a new session.
  }
  const session = { id: randomId(), startedAt: now };
  try {
    storage?.setItem(sessionStorageKey, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session lasts as long as the page.
  }
  return session;
}
