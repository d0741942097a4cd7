import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { callBackForm } from "~/content/contact-bar";
import { CallbackForm } from "./callback-form";

export interface CallbackDialogProps {
  /** Path of the page the dialog opens on. */
  pagePath: string;
  /** Changes each time the visitor asks for the dialog: it opens again (with what they typed). */
  openCount: number;
  /** Called when the dialog has closed (Escape, the close button, Done). */
  onClosed: () => void;
}

/**
 * The call-back request in a modal dialog (the native `<dialog>`: the rest of the page is inert, focus
 * stays inside, Escape closes), named by its heading.
 */
export function CallbackDialog({ pagePath, openCount, onClosed }: CallbackDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, [openCount]);
  const close = () => dialog.current?.close();
  // After a received request, the next opening starts with an empty form.
  const [formKey, setFormKey] = useState(0);
  const done = useRef(false);
  const onClose = () => {
    if (done.current) setFormKey((key) => key + 1);
    done.current = false;
    onClosed();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="callback-dialog-title"
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(28rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl bg-white p-5 text-ink shadow-2xl backdrop:bg-slate-950/60 sm:p-6"
    >
      <div className="mb-2 flex items-start justify-between gap-3">
        <h2 id="callback-dialog-title" className="text-xl font-bold tracking-tight text-ink">
          {callBackForm.heading}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={callBackForm.close}
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-slate-100 hover:text-ink"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p className="mb-4 text-sm text-ink-muted">{callBackForm.intro}</p>
      <CallbackForm
        key={formKey}
        pagePath={pagePath}
        idPrefix="callback-dialog"
        labelledBy="callback-dialog-title"
        onDone={() => {
          done.current = true;
          close();
        }}
      />
    </dialog>
  );
}
