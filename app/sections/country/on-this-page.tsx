import { countryPageText as text } from "~/content/countries/page-text";

interface OnThisPageProps {
  links: readonly { id: string; label: string }[];
}

/** In-page navigation to the country page's sections; scrolls sideways on phones. */
export function OnThisPage({ links }: OnThisPageProps) {
  return (
    <nav aria-label={text.onThisPage} data-no-print="" className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center gap-4 py-3">
        <p className="hidden shrink-0 text-sm font-semibold text-ink lg:block">{text.onThisPage}</p>
        <ul className="-mx-1 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-1 py-1">
          {links.map((link) => (
            <li key={link.id} className="shrink-0">
              <a
                href={`#${link.id}`}
                className="inline-flex min-h-9 items-center rounded-full border border-slate-200 px-3.5 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
