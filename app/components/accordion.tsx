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
 * An accordion with at most one item open: opening one closes the others; clicking the open one closes
 * it. Each item is a `<details>` element and they share one `name`, so the browser itself opens, closes
 * and keeps them exclusive, with or without JavaScript; app/scripts/accordion.ts keeps them exclusive in
 * browsers that do not know `name` yet. Every answer is in the served HTML.
 */
export function Accordion({ items, initiallyOpen = 0, headingLevel: Heading = "h3" }: AccordionProps) {
  const group = `accordion${useId().replace(/[^\w-]/g, "")}`;

  return (
    <div
      data-accordion=""
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {items.map((item, index) => (
        <details key={item.title} name={group} open={initiallyOpen === index} className="group">
          <summary className="flex w-full cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-left text-ink transition-colors group-open:text-brand-800 hover:bg-brand-50/60 sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold sm:text-lg">{item.title}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand-600 transition-transform duration-300 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-5 pb-5 text-ink-muted sm:px-6">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
