import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { type CalculatorInput, defaultInput } from "./inputs";
import { clearPending } from "./pending";
import { changeInput, parseQuery, toQuery } from "./query";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const currentQuery = () => window.location.search.replace(/^\?/, "");

/** Replaces the page's query without a new history entry (typing does not flood Back) or a scroll. */
function replaceQuery(params: URLSearchParams): void {
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
  window.history.replaceState(window.history.state, "", url);
  for (const listener of listeners) listener();
}

/** A change the visitor made: its input and the query it wrote. */
interface LocalChange {
  input: CalculatorInput;
  to: string;
}

/**
 * The calculator's inputs, kept in the URL query so an estimate can be shared. The prerendered HTML uses
 * the defaults (the HTML has no query); in the browser a shared link's query takes over right after
 * hydration. A change shows exactly as the visitor made it (a half-typed figure is not re-parsed from the
 * query) as long as the query is the one it wrote; any other change of the URL wins over it.
 */
export function useCalculatorState() {
  const query = useSyncExternalStore(subscribe, currentQuery, () => "");
  const [local, setLocal] = useState<LocalChange | null>(null);
  const fromUrl = useMemo(
    () => (query === "" ? defaultInput : parseQuery(new URLSearchParams(query))),
    [query],
  );
  const input = local && local.to === query ? local.input : fromUrl;

  // Hydration renders the prerendered default (the server's snapshot); the render after it reads the
  // address. Only once the query in use is the address's own is the estimate on screen the link's.
  useEffect(() => {
    if (query === currentQuery()) clearPending();
  }, [query]);

  const update = useCallback(
    (patch: Partial<CalculatorInput>) => {
      const next = changeInput(input, patch);
      const params = toQuery(next);
      setLocal({ input: next, to: params.toString() });
      replaceQuery(params);
    },
    [input],
  );

  return { input, update, query };
}
