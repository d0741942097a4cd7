import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Index of the item open at first (the first by default), or null for none. */
  initiallyOpen?: number | null;
  headingLevel?: "h3" | "h4";
}

/**
 * An accordion with at most one item open: opening one closes the others; clicking the open
 * one closes it (app/scripts/accordion.ts). Rendered as static HTML: closed panels stay in it with
 * `hidden`, so their text is in the served page.
 */
export function Accordion({ items, initiallyOpen = 0, headingLevel: Heading = "h3" }: AccordionProps) {
  const baseId = useId();
  const open = initiallyOpen;

  return (
    <div
      data-accordion=""
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title} data-accordion-item="" data-open={isOpen ? "" : undefined} className="group">
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                className="flex w-full items-start justify-between gap-4 px-5 py-4 text-left text-ink transition-colors hover:bg-brand-50/60 aria-expanded:text-brand-800 sm:px-6 sm:py-5"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-600 transition-transform duration-300 group-data-open:rotate-180"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-ink-muted sm:px-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
