/**
 * An island (a form, the calculator) used before its code has arrived: the visitor's first click or
 * key inside it shows the site's spinner with `Loading...` (a status message next to the island) until
 * the island has hydrated. Astro marks an island not yet hydrated with the `ssr` attribute.
 *
 * A form that posts by itself (it has an `action`, docs/decisions/0204-forms-without-javascript.md) takes
 * typing and choices without its code, so only sending it before the code has arrived shows the spinner
 * (the sending waits for the code, app/scripts/hydrate-on-use.ts).
 */
const SPINNER =
  '<svg class="animate-spin-slow size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">' +
  '<circle cx="12" cy="12" r="10" stroke="currentColor" stroke-opacity="0.25" stroke-width="3"></circle>' +
  '<path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" stroke-width="3" stroke-linecap="round"></path></svg>';

export function showLoadingUntilHydrated(island: HTMLElement, text: string): void {
  const show = () => {
    for (const type of ["pointerdown", "keydown"]) island.removeEventListener(type, onUse, true);
    island.removeEventListener("submit", show, true);
    if (!island.hasAttribute("ssr")) return;
    const status = document.createElement("div");
    status.setAttribute("role", "status");
    status.dataset.islandLoading = "";
    status.className =
      "fixed inset-x-0 bottom-4 z-50 mx-auto flex w-fit items-center gap-3 rounded-full bg-white px-5 py-3 font-medium text-brand-800 shadow-lg";
    status.innerHTML = SPINNER;
    status.append(text);
    document.body.append(status);
    const hydrated = new MutationObserver(() => {
      if (island.hasAttribute("ssr")) return;
      hydrated.disconnect();
      status.remove();
    });
    hydrated.observe(island, { attributes: true, attributeFilter: ["ssr"] });
  };
  const onUse = (event: Event) => {
    if ((event.target as Element | null)?.closest?.("form[action]")) return;
    show();
  };
  for (const type of ["pointerdown", "keydown"]) island.addEventListener(type, onUse, true);
  island.addEventListener("submit", show, true);
}
