import { createContext, useContext } from "react";
import { type AbbreviationTracker, plainText } from "~/content/countries/abbreviations";
import { type Citations, citationsFor } from "~/content/countries/citations";

/** What every section of one country page shares while it renders. */
export interface CountryPageContextValue {
  /** The page's own path: in-page links carry it. */
  path: string;
  /** The numbered sources of the page. */
  citations: Citations;
  /** Spells each abbreviation out at its first use on the page (texts pass through it in page order). */
  abbreviations: AbbreviationTracker;
}

const CountryPageContext = createContext<CountryPageContextValue>({
  path: "",
  citations: citationsFor([]),
  abbreviations: plainText,
});

export const CountryPageProvider = CountryPageContext.Provider;

export function useCountryPage(): CountryPageContextValue {
  return useContext(CountryPageContext);
}
