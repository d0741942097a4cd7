/**
 * `client:use`, an island directive of our own (registered in astro.config.ts; docs/decisions/0006-islands.md,
 * docs/decisions/0010-scripts-after-the-largest-paint.md): the island's code loads when the visitor first
 * reaches for it (the pointer over it, a touch, a focus, a key), not with the page, so a page whose island
 * is on the first screen loads no framework before anyone uses it. Its server-rendered HTML is on screen and works
 * meanwhile: the calculator's inputs, the enquiry forms' fields.
 *
 * What the visitor does before the code has arrived is not lost:
 * - a field changed then (a typed name, a select, a radio, a typed figure) keeps its value: hydration may
 *   set the fields to the component's first state (a form library writes its empty values into them), so
 *   the values are put back at once, and again after the component's first effects have run; then the
 *   island is told of each change by the same `input`/`change` event, one at a time;
 * - the focused field keeps the focus and its caret, and its component hears a `focusin` again (its
 *   `onFocus`, e.g. a call-back form reading the clock);
 * - a plain button pressed then is pressed again;
 * - a form sent then (a submit button, Enter in a field) is held, and sent again by `requestSubmit` once
 *   the island works, so it goes the way every sending goes with JavaScript (checked in the page, the
 *   answer shown in place). If the code cannot be loaded, the held form is posted as plain HTML
 *   (docs/decisions/0204-forms-without-javascript.md). Links need no replay.
 *
 * `client:use="data-some-mark"`: the island loads at once when the document's root element carries that
 * attribute, e.g. the calculator when the address holds a shared estimate
 * (app/features/cost-calculator/pending.ts).
 *
 * Astro inlines this file into each page that uses it: it stays small and imports nothing.
 */
type Hydrate = () => Promise<void>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const startEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const changeEvents = ["input", "change"] as const;

/** After the next frame and one task: when Preact and React have run a first render's effects. */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      setTimeout(resolve);
    };
    // A hidden tab draws no frame.
    const fallback = setTimeout(done, 100);
    requestAnimationFrame(done);
  });
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const isField = (target: EventTarget): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** What a field holds: its value, or for a checkbox or radio whether it is checked. */
const stateOf = (field: Field): string | boolean =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
    ? field.checked
    : field.value;

function setState(field: Field, state: string | boolean): void {
  if (typeof state === "boolean") (field as HTMLInputElement).checked = state;
  else field.value = state;
}

/** The caret of a text field (none for fields without one, e.g. email and number inputs). */
function selectionOf(field: Field): [number, number] | undefined {
  try {
    const { selectionStart, selectionEnd } = field as HTMLInputElement;
    return selectionStart === null || selectionEnd === null ? undefined : [selectionStart, selectionEnd];
  } catch {
    return undefined;
  }
}

export default function hydrateOnUse(
  load: () => Promise<Hydrate>,
  options: { value: string },
  island: HTMLElement,
): void {
  let started = false;
  /** Before hydration changes are kept for replay; after it, until the replay, they are newer than kept. */
  let phase: "before" | "hydrated" | "replaying" = "before";
  const changed: { target: EventTarget; type: string }[] = [];
  let pressed: HTMLButtonElement | undefined;
  let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  /** Fields the visitor changed after hydration: what they hold then is newer than what was kept. */
  const changedSince = new Set<EventTarget>();

  const remember = (event: Event) => {
    if (!event.target) return;
    if (phase !== "before") {
      if (phase === "hydrated") changedSince.add(event.target);
      return;
    }
    const index = changed.findIndex((item) => item.target === event.target && item.type === event.type);
    if (index >= 0) changed.splice(index, 1);
    changed.push({ target: event.target, type: event.type });
    void start();
  };
  const rememberPress = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.("button");
    if (button && button.type === "button") pressed = button;
  };
  const holdSubmission = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    sent = { form: event.target, submitter: event.submitter };
    void start();
  };

  const stopListening = () => {
    for (const type of changeEvents) island.removeEventListener(type, remember, true);
    island.removeEventListener("click", rememberPress, true);
    island.removeEventListener("submit", holdSubmission, true);
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of startEvents) island.removeEventListener(type, start, true);
    let hydrate: Hydrate;
    try {
      hydrate = await load();
    } catch (error) {
      // The page stays plain HTML: a form sent meanwhile is posted as such; else the failure shows.
      stopListening();
      if (!sent?.form.isConnected) throw error;
      sent.form.submit();
      return;
    }
    // What the visitor's fields hold now, just before the component takes them over.
    const kept = new Map<Field, string | boolean>();
    for (const { target } of changed) if (isField(target)) kept.set(target, stateOf(target));
    const focused = document.activeElement;
    const caret = focused && island.contains(focused) && isField(focused) ? selectionOf(focused) : undefined;
    const putBack = () => {
      for (const [field, state] of kept) {
        if (changedSince.has(field) || !field.isConnected || stateOf(field) === state) continue;
        setState(field, state);
        // Setting a value moves the caret to its end: back where the visitor left it.
        if (field === focused && caret) {
          try {
            (field as HTMLInputElement).setSelectionRange(...caret);
          } catch {
            // A field without a caret.
          }
        }
      }
    };
    await hydrate();
    phase = "hydrated";
    // From now on the island handles its own presses and sendings.
    island.removeEventListener("click", rememberPress, true);
    island.removeEventListener("submit", holdSubmission, true);
    putBack();
    await afterNextFrame();
    putBack();
    phase = "replaying";

    if (focused instanceof HTMLElement && island.contains(focused) && document.activeElement === focused) {
      focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
    // One change at a time, each after the island has rendered the one before (its handlers read the
    // state of their last render).
    for (const { target, type } of changed) {
      await nextTask();
      if (!changedSince.has(target)) target.dispatchEvent(new Event(type, { bubbles: true }));
    }
    for (const type of changeEvents) island.removeEventListener(type, remember, true);
    await nextTask();
    pressed?.click();
    if (sent?.form.isConnected) {
      const { form, submitter } = sent;
      if (submitter?.isConnected && submitter.closest("form") === form) form.requestSubmit(submitter);
      else form.requestSubmit();
    }
  };

  for (const type of changeEvents) island.addEventListener(type, remember, true);
  island.addEventListener("click", rememberPress, true);
  island.addEventListener("submit", holdSubmission, true);
  if (options.value && document.documentElement.hasAttribute(options.value)) {
    void start();
    return;
  }
  for (const type of startEvents) island.addEventListener(type, start, { capture: true, passive: true });
}
