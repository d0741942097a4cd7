import { ChevronDown } from "lucide-react";
import { studyAbroadMenu } from "~/content/pages";
import { desktopLinkClasses } from "~/sections/header/link-styles";
import { NavItemLink } from "~/sections/header/nav-item-link";

export interface DropdownProps {
  label: string;
  pathname: string;
  panelId: string;
}

/**
 * Desktop Study Abroad dropdown, as static HTML: a button and its panel of six links. Without JavaScript
 * the panel shows while focus is inside (clicking the button focuses it); app/scripts/header.ts makes it
 * open on hover, click or keyboard and close on Escape and on leaving.
 */
export function StudyAbroadDropdown({ label, pathname, panelId }: DropdownProps) {
  const current = studyAbroadMenu.some((page) => page.path === pathname);
  return (
    <div className="group/dropdown relative" data-dropdown="">
      <button
        type="button"
        className={`${desktopLinkClasses} inline-flex items-center gap-1 ${current ? "text-brand-700" : ""}`}
        aria-expanded="false"
        aria-controls={panelId}
        data-dropdown-toggle=""
      >
        {label}
        <ChevronDown
          className="size-4 transition-transform duration-200 in-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      {/* The padding bridges the gap between button and panel so the pointer can travel across it. */}
      <div
        data-dropdown-panel=""
        className="absolute top-full left-1/2 hidden w-64 -translate-x-1/2 pt-2 group-has-[[aria-expanded=true]]/dropdown:block"
      >
        <ul
          id={panelId}
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
