import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClasses } from "~/components/button-styles";
import { confirmationTexts } from "~/content/enquiry-form";

export interface ConfirmationPanelProps {
  /** Prefix of the panel's ids; unique per page. */
  id: string;
  /** The server's answer, e.g. "Thank you, Ravi. A counsellor will call you within one working day." */
  message: string;
  /** Brings an empty form back in the panel's place. */
  onSendAnother: () => void;
}

/**
 * What replaces an enquiry form once its enquiry is sent, and stays: the server's message, what happens
 * next, the office hours and a way to send another. It takes the focus when it appears, so a screen
 * reader announces its heading and a keyboard user continues from it.
 */
export function ConfirmationPanel({ id, message, onSendAnother }: ConfirmationPanelProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  const headingId = `${id}-heading`;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-32 rounded-xl outline-offset-4"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink sm:text-2xl"
      >
        <CircleCheck className="size-6 shrink-0 text-emerald-700" aria-hidden="true" />
        {confirmationTexts.heading}
      </h2>
      <p className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
        {message}
      </p>
      <h3 className="mt-5 font-semibold text-ink">{confirmationTexts.nextHeading}</h3>
      <p className="mt-1 text-ink-muted">{confirmationTexts.next}</p>
      <h3 className="mt-4 font-semibold text-ink">{confirmationTexts.hoursHeading}</h3>
      <p className="mt-1 text-ink-muted">{confirmationTexts.hours}</p>
      <button type="button" onClick={onSendAnother} className={`${buttonClasses("secondary", "lg")} mt-6`}>
        {confirmationTexts.sendAnother}
      </button>
    </section>
  );
}
