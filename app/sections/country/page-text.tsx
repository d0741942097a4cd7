import { Fragment } from "react";
import type { TextKind } from "~/content/countries/abbreviations";
import { useCountryPage } from "./page-context";

interface PageTextProps {
  text: string;
  /** "prose" for sentences (abbreviations spelled out in words at their first use), "label" for headings,
   *  table cells and short values (the expansion as a title only). */
  kind?: TextKind;
}

/** A text of the country page, with its abbreviations marked up at their first use on the page. */
export function PageText({ text, kind = "prose" }: PageTextProps) {
  const { abbreviations } = useCountryPage();
  return (
    <>
      {abbreviations.pieces(text, kind).map((piece, index) =>
        typeof piece === "string" ? (
          <Fragment key={index}>{piece}</Fragment>
        ) : (
          <Fragment key={index}>
            <abbr title={piece.title} className="no-underline">
              {piece.short}
            </abbr>
            {piece.spellOut ? ` (${piece.title})` : null}
          </Fragment>
        ),
      )}
    </>
  );
}
