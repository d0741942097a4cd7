/**
 * Call logging on an enquiry's page (docs/staff-console.md, "Call logging"): one tap records how a call
 * went; "Call back later" asks when (a day and time in India) and sets the follow-up. `CallSummary` is
 * the attempts and the latest outcome, as the inbox and the page show them.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent, type Ref } from "react";
import { callOutcomeLabels, type CallOutcome, type EnquiryDetail, type InboxItem } from "#contract/staff";
import type { CallLog } from "#contract/staff-calls";
import { api, ApiFailure } from "../api";
import { istTime, istToday } from "../format";
import { ErrorMessage } from "./error-message";

/** The outcomes of a call, in the order they are offered. */
const callOutcomes = [
  "reached",
  "no_answer",
  "busy",
  "wrong_number",
  "call_back_later",
] as const satisfies readonly CallOutcome[];

/** Logs a call or a WhatsApp message; the answer is the enquiry as it is now. */
export function useLogCall(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallLog) => api<EnquiryDetail>(`/enquiries/${id}/calls`, { method: "POST", body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(["enquiry", id], detail);
      void queryClient.invalidateQueries({ queryKey: ["inbox"] });
    },
  });
}

/** "2 attempts · Busy", or nothing before the first. */
export function CallSummary({
  item,
  withTime = false,
}: {
  item: Pick<InboxItem, "callAttempts" | "lastCallOutcome" | "lastCallAt">;
  withTime?: boolean;
}) {
  if (item.callAttempts === 0) return null;
  return (
    <span className="block text-xs text-ink-muted">
      {item.callAttempts} {item.callAttempts === 1 ? "attempt" : "attempts"}
      {item.lastCallOutcome && (
        <>
          {" · "}
          <span className="font-semibold text-ink">{callOutcomeLabels[item.lastCallOutcome]}</span>
        </>
      )}
      {withTime && item.lastCallAt && (
        <>
          {" · "}
          <time dateTime={item.lastCallAt}>{istTime(item.lastCallAt)}</time>
        </>
      )}
    </span>
  );
}

const outcomeClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:border-brand-500 disabled:opacity-70 aria-pressed:border-brand-600 aria-pressed:bg-brand-50";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand-600";

/**
 * The "Log a call" card: the outcomes as buttons, always there; after the Call link was used (`prompted`)
 * it asks how the call went. `headingRef` is the card's heading, focused by the action bar's "Log call".
 */
export function CallLogCard({
  enquiry,
  prompted,
  onLogged,
  headingRef,
}: {
  enquiry: EnquiryDetail;
  prompted: boolean;
  /** A call was logged: the page stops asking how it went. */
  onLogged?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const log = useLogCall(enquiry.id);
  const headingId = useId();
  const [later, setLater] = useState(false);
  const [on, setOn] = useState("");
  const [time, setTime] = useState("");
  const [saved, setSaved] = useState<CallOutcome | null>(null);
  const fieldErrors = log.error instanceof ApiFailure ? log.error.body.fieldErrors : undefined;

  const record = (outcome: CallOutcome) => {
    setSaved(null);
    log.mutate(
      { channel: "call", outcome },
      {
        onSuccess: () => {
          setSaved(outcome);
          onLogged?.();
        },
      },
    );
  };
  const saveLater = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    log.mutate(
      {
        channel: "call",
        outcome: "call_back_later",
        callBackOn: on,
        ...(time ? { callBackTime: time } : {}),
      },
      {
        onSuccess: () => {
          setSaved("call_back_later");
          setLater(false);
          onLogged?.();
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-4 sm:p-5 ${prompted ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200"}`}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold text-ink focus:outline-none"
      >
        {prompted ? "How did the call go?" : "Log a call"}
      </h2>
      <div className="mt-1">
        <CallSummary item={enquiry} withTime />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
        {callOutcomes.map((outcome) =>
          outcome === "call_back_later" ? (
            <button
              key={outcome}
              type="button"
              aria-expanded={later}
              onClick={() => setLater((open) => !open)}
              className={outcomeClass}
            >
              {callOutcomeLabels[outcome]}
            </button>
          ) : (
            <button
              key={outcome}
              type="button"
              disabled={log.isPending}
              onClick={() => record(outcome)}
              className={outcomeClass}
            >
              {callOutcomeLabels[outcome]}
            </button>
          ),
        )}
      </div>
      {later && (
        <form noValidate onSubmit={saveLater} className="mt-3 space-y-3 rounded-md bg-surface-muted p-3">
          <p className="text-sm text-ink">When should we call back? (India time; this sets the follow-up.)</p>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor="call-back-on" className="block text-sm font-medium text-ink">
                Call back on
              </label>
              <input
                id="call-back-on"
                type="date"
                required
                min={istToday()}
                value={on}
                onChange={(event) => setOn(event.target.value)}
                aria-invalid={fieldErrors?.callBackOn ? true : undefined}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="call-back-time" className="block text-sm font-medium text-ink">
                At (optional)
              </label>
              <input
                id="call-back-time"
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                className={inputClass}
              />
            </div>
          </div>
          <button
            type="submit"
            disabled={log.isPending || !on}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            Save call back
          </button>
        </form>
      )}
      {log.isError && (
        <div className="mt-3">
          <ErrorMessage error={log.error} />
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-ink-muted">
        {saved ? `Logged: ${callOutcomeLabels[saved]}.` : ""}
      </p>
    </section>
  );
}
