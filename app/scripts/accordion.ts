/**
 * The FAQ accordion on top of its static HTML (app/components/accordion.tsx): its items are `<details>`
 * sharing one `name`, which current browsers keep exclusive by themselves; this closes the other items
 * when one opens in browsers that do not, so at most one is open everywhere.
 */
export function enhanceAccordion(root: HTMLElement): void {
  const items = Array.from(root.querySelectorAll<HTMLDetailsElement>("details"));
  for (const item of items) {
    item.addEventListener("toggle", () => {
      if (!item.open) return;
      for (const other of items) if (other !== item && other.open) other.open = false;
    });
  }
}
