import { countryPageText as text } from "~/content/countries/page-text";
import type { Figure } from "~/content/countries/types";
import { useCountryPage } from "./page-context";

interface SourceMarksProps {
  /** The figures a statement rests on; each of their sources is marked once. */
  figures: readonly Figure[];
  tone?: "light" | "dark";
}

/** Superscript links "[3]" to the page's numbered sources, each named "Source 3: GOV.UK: …". */
export function SourceMarks({ figures, tone = "light" }: SourceMarksProps) {
  const { path, citations } = useCountryPage();
  const numbers = [...new Set(figures.flatMap((figure) => citations.numbersOf(figure)))];
  if (numbers.length === 0) return null;
  const colour = tone === "dark" ? "text-accent-300" : "text-brand-700";
  return (
    <sup className="ml-0.5 text-[0.7em] leading-none font-semibold whitespace-nowrap">
      {numbers.map((number) => (
        <a
          key={number}
          href={`${path}#${text.sourceAnchor(number)}`}
          aria-label={text.sourceMarkLabel(number, citations.sources[number - 1]?.name ?? "")}
          className={`${colour} underline underline-offset-2`}
        >
          [{number}]
        </a>
      ))}
    </sup>
  );
}
