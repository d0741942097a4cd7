/**
 * `client:use`, an island directive of our own (registered in astro.config.ts; docs/decisions/0006-islands.md):
 * the island's code loads when the visitor first reaches for it (the pointer over it, a touch, a focus, a
 * key), not with the page, so a page whose island is on the first screen loads no framework before
 * anyone uses it. Its server-rendered HTML is on screen and readable meanwhile.
 *
 * What the visitor does before the code has arrived is not lost: a field changed then (a select, a radio,
 * a typed figure) keeps its new value in the page, and once hydrated the island is told of it again by
 * the same `input`/`change` event; a plain button pressed then is pressed again. (Links and form
 * submissions need no replay: the browser handles them without JavaScript.)
 *
 * `client:use="data-some-mark"`: the island loads at once when the document's root element carries that
 * attribute, e.g. the calculator when the address holds a shared estimate
 * (app/features/cost-calculator/pending.ts).
 *
 * Astro inlines this file into each page that uses it: it stays small and imports nothing.
 */
type Hydrate = () => Promise<void>;

const startEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const changeEvents = ["input", "change"] as const;

export default function hydrateOnUse(
  load: () => Promise<Hydrate>,
  options: { value: string },
  island: HTMLElement,
): void {
  let started = false;
  const changed: { target: EventTarget; type: string }[] = [];
  let pressed: HTMLButtonElement | undefined;

  const remember = (event: Event) => {
    if (!event.target) return;
    const index = changed.findIndex((item) => item.target === event.target && item.type === event.type);
    if (index >= 0) changed.splice(index, 1);
    changed.push({ target: event.target, type: event.type });
    void start();
  };
  const rememberPress = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.("button");
    if (button && button.type === "button") pressed = button;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of startEvents) island.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    for (const type of changeEvents) island.removeEventListener(type, remember, true);
    island.removeEventListener("click", rememberPress, true);
    // One change at a time, each after the island has rendered the one before (its handlers read the
    // state of their last render).
    for (const { target, type } of changed) {
      await new Promise((resolve) => setTimeout(resolve));
      target.dispatchEvent(new Event(type, { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve));
    pressed?.click();
  };

  for (const type of changeEvents) island.addEventListener(type, remember, true);
  island.addEventListener("click", rememberPress, true);
  if (options.value && document.documentElement.hasAttribute(options.value)) {
    void start();
    return;
  }
  for (const type of startEvents) island.addEventListener(type, start, { capture: true, passive: true });
}
