import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { type CalculatorInput, defaultInput } from "./inputs";
import { changeInput, parseQuery, toQuery } from "./query";

const subscribeToNothing = () => () => undefined;
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/** A change the visitor made: its input, the query it was made on, and the query it writes. */
interface LocalChange {
  input: CalculatorInput;
  from: string;
  to: string;
}

/**
 * The calculator's inputs, kept in the URL query so an estimate can be shared. The prerendered HTML and
 * the hydration pass use the defaults (the HTML has no query), then the query's values take over, so the
 * page hydrates without a mismatch. Changes replace the history entry (typing does not flood Back) and
 * show at once, before the router has written the new query; any other change of the URL (a link to a
 * preset) wins over them.
 */
export function useCalculatorState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
  const [local, setLocal] = useState<LocalChange | null>(null);
  const query = searchParams.toString();
  const fromUrl = useMemo(
    () => (hydrated ? parseQuery(new URLSearchParams(query)) : defaultInput),
    [hydrated, query],
  );
  // Once the router has written the change, the old query no longer stands for it (a later link back
  // to that query must win): adjusting state while rendering, as React documents for derived state.
  if (local && local.to === query && local.from !== query) setLocal({ ...local, from: query });
  const input = local && (local.to === query || local.from === query) ? local.input : fromUrl;

  const update = useCallback(
    (patch: Partial<CalculatorInput>) => {
      const next = changeInput(input, patch);
      const params = toQuery(next);
      setLocal({ input: next, from: query, to: params.toString() });
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [input, query, setSearchParams],
  );

  return { input, update, hydrated };
}
