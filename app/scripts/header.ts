/**
 * The header's behaviour on top of its static HTML (app/sections/header/site-header.tsx):
 * - the mobile menu (a popover) locks page scrolling while open, keeps `aria-expanded` and the toggle's
 *   name in step, and gives focus back to the toggle when Escape closes it;
 * - the Study Abroad dropdown opens on mouse hover, click, tap or keyboard (Enter, Space, ArrowDown), moves
 *   through its links with the arrow keys, and closes on Escape, on leaving with the mouse and when focus
 *   leaves it. A mouse click after the hover keeps it open; a tap, a pen or the keyboard toggles it.
 */

export function enhanceMobileMenu(toggle: HTMLButtonElement, menu: HTMLElement): void {
  let savedOverflow = "";
  // Browsers expose a popover toggle's state by themselves; the attribute also tells scripts and styles.
  toggle.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
  menu.addEventListener("toggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    toggle.setAttribute("aria-expanded", String(open));
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute("aria-label", label);
    if (open) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
    } else {
      document.body.style.overflow = savedOverflow;
      if (document.activeElement === document.body || menu.contains(document.activeElement)) toggle.focus();
    }
  });
}

export function enhanceDropdown(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>("[data-dropdown-toggle]");
  const panel = root.querySelector<HTMLElement>("[data-dropdown-panel]");
  if (!button || !panel) return;
  const links = () => Array.from(panel.querySelectorAll("a"));
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => button.setAttribute("aria-expanded", String(open));
  const focusItem = (index: number) => {
    const all = links();
    if (all.length > 0) all[(index + all.length) % all.length]?.focus();
  };

  root.addEventListener("pointerenter", (event) => {
    if (event.pointerType === "mouse") setOpen(true);
  });
  root.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "mouse") setOpen(false);
  });

  let pressedWith: string | null = null;
  button.addEventListener("pointerdown", (event) => {
    pressedWith = event.pointerType;
  });
  button.addEventListener("click", () => {
    const mouse = pressedWith === "mouse";
    pressedWith = null;
    setOpen(mouse || !isOpen());
  });

  root.addEventListener("keydown", (event) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && isOpen()) {
      event.preventDefault();
      setOpen(false);
      button.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(index + 1));
    } else if (event.key === "ArrowUp" && isOpen()) {
      event.preventDefault();
      focusItem(index <= 0 ? all.length - 1 : index - 1);
    }
  });

  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
}
