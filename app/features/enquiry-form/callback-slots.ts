/**
 * Which call-back slots can still be chosen: a slot of today is offered until its part of the day ends
 * (India time, the office's), a slot of tomorrow always.
 */
import { type CallbackSlot, callbackSlots, callbackTimeZone } from "#contract/enquiry-fields";

export type DayPart = "morning" | "afternoon" | "evening";

/** The hour (0-23, India time) at which each part of today ends. */
export type PartEnds = Readonly<Record<DayPart, number>>;

/** The current hour and minute in the office's time zone. */
export function officeTime(now: Date): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: callbackTimeZone,
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const value = (type: "hour" | "minute") => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { hour: value("hour"), minute: value("minute") };
}

/** The slots that are over at `now`: today's parts whose end hour has passed. */
export function pastSlots(now: Date, partEnds: PartEnds): Set<CallbackSlot> {
  const { hour } = officeTime(now);
  return new Set(
    callbackSlots.filter((slot) => {
      const [day, part] = slot.split("-") as ["today" | "tomorrow", DayPart];
      return day === "today" && hour >= partEnds[part];
    }),
  );
}
