import { ChevronDown } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import { desktopLinkClasses } from "~/sections/header/link-styles";
import { studyAbroadMenu } from "~/content/pages";
import { NavItemLink } from "~/sections/header/nav-item-link";

export interface DropdownProps {
  label: string;
  pathname: string;
}

/**
 * Desktop Study Abroad dropdown: opens on hover, click or keyboard; closes on Escape and on leaving.
 * A mouse opens it by hovering, so a mouse click (which always follows a hover) keeps it open instead of
 * toggling it shut; a tap, a pen or the keyboard toggles it.
 */
export function StudyAbroadDropdown({ label, pathname }: DropdownProps) {
  // Remembers the page it was opened on, so it closes by itself when the page changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const current = studyAbroadMenu.some((page) => page.path === pathname);

  const focusItem = (index: number) => {
    const links = panelRef.current?.querySelectorAll("a");
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(panelRef.current?.querySelectorAll("a") ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(index + 1));
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      focusItem(index <= 0 ? links.length - 1 : index - 1);
    }
  };

  const pressedWith = useRef<string | null>(null);
  const hoverWithMouse = (value: boolean) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") setOpen(value);
  };
  const onClick = () => {
    const mouse = pressedWith.current === "mouse";
    pressedWith.current = null;
    setOpen(mouse || !open);
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // The wrapper only groups the hover and keyboard handling of its button and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="relative"
      onPointerEnter={hoverWithMouse(true)}
      onPointerLeave={hoverWithMouse(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${desktopLinkClasses} inline-flex items-center gap-1 ${current ? "text-brand-700" : ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={onClick}
      >
        {label}
        <ChevronDown
          className={`size-4 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      {/* The padding bridges the gap between button and panel so the pointer can travel across it. */}
      <div className={`absolute top-full left-1/2 w-64 -translate-x-1/2 pt-2 ${open ? "block" : "hidden"}`}>
        <ul
          id={panelId}
          ref={panelRef}
          className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10"
        >
          {studyAbroadMenu.map((page) => (
            <li key={page.path}>
              <NavItemLink
                to={page.path}
                className="block rounded-lg px-3 py-2.5 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
              >
                {page.name}
              </NavItemLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
