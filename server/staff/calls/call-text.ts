/** A logged call or WhatsApp message as the timeline reads it (docs/staff-console.md, "Call logging"). */
import { callOutcomeLabels, type CallOutcome } from "#contract/staff";

/** The audit row's details of a logged call: no personal data (the message stays in `enquiry_calls`). */
export interface CallLogDetails {
  callId: string;
  channel: "call" | "whatsapp";
  outcome: CallOutcome;
  /** For "call back later": the day and time in India. */
  callBack: { on: string; time: string | null } | null;
}

export function callLogText(details: Record<string, unknown>): string {
  const { channel, outcome, callBack } = details as Partial<CallLogDetails>;
  if (channel === "whatsapp") return "WhatsApp message sent";
  const label = outcome ? (callOutcomeLabels[outcome] ?? String(outcome)) : "Logged";
  const when = callBack ? ` (${callBack.on}${callBack.time ? ` at ${callBack.time}` : ""})` : "";
  return `Call: ${label}${when}`;
}
