import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { claimToaster, ownsToaster, subscribeToaster } from "./toaster-slot";
import { loadToasts } from "./toasts";

const Toaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toasts of the forms: react-hot-toast with its defaults (success 2 s, error 4 s, at most 20, removed
 * 1 s after dismissal), at the top centre with an 8 px gutter. Rendered after hydration only (its code
 * loads then), by one form per page, into the body: an animated ancestor (the hero's entrance) would
 * otherwise pin the fixed toasts to itself. Ownership changes render in a transition, so mounting the
 * Toaster never adds a long task to hydration.
 */
export function EnquiryToaster({ id }: { id: string }) {
  const [owner, setOwner] = useState(false);
  useEffect(() => {
    const follow = () => startTransition(() => setOwner(ownsToaster(id)));
    const unsubscribe = subscribeToaster(follow);
    const release = claimToaster(id);
    return () => {
      unsubscribe();
      release();
    };
  }, [id]);
  return owner
    ? createPortal(
        <Suspense fallback={null}>
          <Toaster position="top-center" gutter={8} />
        </Suspense>,
        document.body,
      )
    : null;
}
