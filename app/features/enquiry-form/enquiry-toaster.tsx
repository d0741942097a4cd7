import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { claimToaster, ownsToaster, subscribeToaster } from "./toaster-slot";
import { loadToasts } from "./toasts";

const Toaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toasts of the forms (D7): react-hot-toast with its defaults, which are the spec's constants,
 * at the top centre with an 8 px gutter. Rendered after hydration only (its code loads then), by one
 * form per page, into the body: an animated ancestor (the hero's entrance) would otherwise pin the fixed toasts to itself.
 */
export function EnquiryToaster({ id }: { id: string }) {
  useEffect(() => claimToaster(id), [id]);
  const getSnapshot = useCallback(() => ownsToaster(id), [id]);
  const owner = useSyncExternalStore(subscribeToaster, getSnapshot, () => false);
  return owner
    ? createPortal(
        <Suspense fallback={null}>
          <Toaster position="top-center" gutter={8} />
        </Suspense>,
        document.body,
      )
    : null;
}
