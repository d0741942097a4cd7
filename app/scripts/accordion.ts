/**
 * The FAQ accordion's behaviour on top of its static HTML (app/components/accordion.tsx): at most one item
 * open; opening one closes the others; clicking the open one closes it.
 */
export function enhanceAccordion(root: HTMLElement): void {
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>("button[aria-controls]"));
  const panelOf = (button: HTMLButtonElement) =>
    document.getElementById(button.getAttribute("aria-controls") ?? "");

  const show = (target: HTMLButtonElement | null) => {
    for (const button of buttons) {
      const open = button === target;
      button.setAttribute("aria-expanded", String(open));
      button.closest("[data-accordion-item]")?.toggleAttribute("data-open", open);
      const panel = panelOf(button);
      if (panel) panel.hidden = !open;
    }
  };

  for (const button of buttons) {
    button.addEventListener("click", () =>
      show(button.getAttribute("aria-expanded") === "true" ? null : button),
    );
  }
}
