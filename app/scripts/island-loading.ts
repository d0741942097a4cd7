/**
 * An island (a form, the calculator) used before its code has arrived: the visitor's first click or
 * change inside it shows the site's spinner with `Loading...` (a status message next to the island) until
 * the island has hydrated. Astro marks an island not yet hydrated with the `ssr` attribute.
 */
const SPINNER =
  '<svg class="animate-spin-slow size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">' +
  '<circle cx="12" cy="12" r="10" stroke="currentColor" stroke-opacity="0.25" stroke-width="3"></circle>' +
  '<path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" stroke-width="3" stroke-linecap="round"></path></svg>';

export function showLoadingUntilHydrated(island: HTMLElement, text: string): void {
  const onUse = () => {
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
  island.addEventListener("pointerdown", onUse, { once: true, capture: true });
  island.addEventListener("keydown", onUse, { once: true, capture: true });
}
