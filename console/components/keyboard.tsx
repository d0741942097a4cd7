/**
 * Keys of the console (docs/staff-console.md, "Keys"): single letters that act on the screen shown, and
 * `?` for a dialog that lists them. A key never acts while the person types in a field, nor with Ctrl,
 * Alt or Meta held (the browser's and the screen reader's own keys stay theirs).
 */
import { useEffect, useId, useRef, useState } from "react";

/** Whether a key press belongs to a field or to a shortcut of the browser or assistive technology. */
export function isTyping(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return true;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("dialog[open]")) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Runs `handlers[key]` for a key pressed outside fields (see `isTyping`); the key's default is prevented. */
export function useKeys(handlers: Record<string, (() => void) | undefined>): void {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isTyping(event)) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

const keys: [string, string][] = [
  ["j", "Next enquiry in the inbox"],
  ["k", "Previous enquiry in the inbox"],
  ["Enter", "Open the selected enquiry"],
  ["a", "Assign the selected or open enquiry to me"],
  ["s", "Go to the status (on an enquiry)"],
  ["n", "Go to the note box (on an enquiry)"],
  ["/", "Search the inbox"],
  ["?", "Show these keys"],
];

/** The `?` dialog listing the keys; Escape or Close shuts it. */
export function KeyboardHelp() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useKeys({ "?": () => setOpen(true) });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => setOpen(false)}
      className="m-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 text-ink shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="text-lg font-bold">
        Keyboard keys
      </h2>
      <p className="mt-1 text-sm text-ink-muted">They work whenever you are not typing in a field.</p>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {keys.map(([key, text]) => (
          <div key={key} className="flex items-center gap-3 py-1.5">
            <dt className="w-16">
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">
                {key}
              </kbd>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4 text-right">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Close
        </button>
      </form>
    </dialog>
  );
}
