/**
 * The call-back dialog, mounted on demand: app/scripts/contact-bar.ts imports this module when the
 * visitor taps "Request a call back", so no page loads its code (or React's) before. The dialog is
 * rendered once into its own root at the end of the body and opened again on each later tap; focus goes
 * back to the link that opened it when it closes.
 */
import { createRoot, type Root } from "react-dom/client";
import { CallbackDialog } from "~/features/enquiry-form/callback-dialog";
import { IslandErrorBoundary } from "./island-error-boundary";

let root: Root | undefined;
let openCount = 0;

export function openCallbackDialog(opener: HTMLElement): void {
  if (!root) {
    const host = document.createElement("div");
    host.dataset.callbackDialog = "";
    document.body.append(host);
    root = createRoot(host);
  }
  openCount += 1;
  root.render(
    <IslandErrorBoundary>
      <CallbackDialog
        pagePath={window.location.pathname}
        openCount={openCount}
        onClosed={() => {
          // Focus may still be in a field of the closed dialog, and the contact bar, which hides while
          // focus is in a field (out of the on-screen keyboard's way), shows again only when it leaves:
          // leave it first, so that the link can take focus.
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          opener.focus({ preventScroll: true });
        }}
      />
    </IslandErrorBoundary>,
  );
}
