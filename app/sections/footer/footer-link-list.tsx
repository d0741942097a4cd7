import type { Page } from "~/content/pages";

export const footerLinkClasses = "text-slate-300 underline-offset-4 hover:text-white hover:underline";

interface FooterLinkListProps {
  id: string;
  heading: string;
  links: readonly Page[];
}

/** A titled list of page links in the footer, announced as its own navigation landmark. */
export function FooterLinkList({ id, heading, links }: FooterLinkListProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {heading}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((page) => (
          <li key={page.path}>
            <a href={page.path} className={footerLinkClasses}>
              {page.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
