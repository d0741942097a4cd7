import { startTransition, useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { useSearchParams } from "react-router";
import { isHydrating } from "~/lib/hydration";
import { type CalculatorInput, defaultInput } from "./inputs";
import { changeInput, parseQuery, toQuery } from "./query";

/** A change the visitor made: its input, the query it was made on, and the query it writes. */
interface LocalChange {
  input: CalculatorInput;
  from: string;
  to: string;
}

/**
 * The calculator's inputs, kept in the URL query so an estimate can be shared. The prerendered HTML and
 * the hydration pass use the defaults (the HTML has no query), so the page hydrates without a mismatch;
 * a shared link's query then takes over in a transition, in slices rather than one long task (decision
 * 0004). Changes replace the history entry (typing does not flood Back) and show at once, before the
 * router has written the new query; any other change of the URL (a link to a preset) wins over them.
 */
export function useCalculatorState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<LocalChange | null>(null);
  const query = searchParams.toString();
  const hydrating = isHydrating();
  const fromUrl = useMemo(
    () => (hydrating ? defaultInput : parseQuery(new URLSearchParams(query))),
    [hydrating, query],
  );
  // Hydrated from a shared link: the hydration pass showed the defaults; render once more with the query.
  const [hydratedWithQuery] = useState(() => hydrating && query !== "");
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (hydratedWithQuery) startTransition(renderAgain);
  }, [hydratedWithQuery]);
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

  return { input, update };
}
