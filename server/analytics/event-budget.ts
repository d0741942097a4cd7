/**
 * Site-wide caps on stored analytics events (docs/analytics.md), so that no client, however many addresses
 * it uses, can make the analytics store grow faster than the site's real traffic would: at most
 * `perMinute` events a minute and `perDay` a UTC day across all visitors, and `perSession` a day for one
 * session id. Events over a cap are dropped (the visitor still gets 204) and counted. The counts live in
 * this process: several server processes each apply the caps.
 */
export type DropReason = "minuteCap" | "dayCap" | "sessionCap";

export interface EventBudgetOptions {
  perMinute: number;
  perDay: number;
  perSession: number;
}

export interface EventBudget {
  /** The events that fit, in order; the others are counted in `dropped`. */
  admit<T extends { session: string }>(events: readonly T[], now?: Date): T[];
  /** Events dropped since the last call, per reason; resets the counts. */
  takeDropped(): Partial<Record<DropReason, number>>;
}

const MINUTE_MS = 60_000;

export function createEventBudget({ perMinute, perDay, perSession }: EventBudgetOptions): EventBudget {
  let minute = -1;
  let inMinute = 0;
  let day = "";
  let inDay = 0;
  // One entry per session that stored an event today: never more than perDay entries.
  let perSessionToday = new Map<string, number>();
  let dropped: Partial<Record<DropReason, number>> = {};
  const drop = (reason: DropReason) => (dropped[reason] = (dropped[reason] ?? 0) + 1);

  return {
    admit(events, now = new Date()) {
      const thisMinute = Math.floor(now.getTime() / MINUTE_MS);
      if (thisMinute !== minute) {
        minute = thisMinute;
        inMinute = 0;
      }
      const today = now.toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        inDay = 0;
        perSessionToday = new Map();
      }
      const admitted: (typeof events)[number][] = [];
      for (const event of events) {
        const ofSession = perSessionToday.get(event.session) ?? 0;
        if (inDay >= perDay) drop("dayCap");
        else if (inMinute >= perMinute) drop("minuteCap");
        else if (ofSession >= perSession) drop("sessionCap");
        else {
          inDay++;
          inMinute++;
          perSessionToday.set(event.session, ofSession + 1);
          admitted.push(event);
        }
      }
      return admitted;
    },
    takeDropped() {
      const taken = dropped;
      dropped = {};
      return taken;
    },
  };
}
