import { CallbackForm, type CallbackFormProps } from "~/features/enquiry-form/callback-form";
import { IslandErrorBoundary } from "./island-error-boundary";

/** The call-back request as an island in a page (the Contact page), with the site's error screen. */
export function CallbackFormIsland(props: CallbackFormProps) {
  return (
    <IslandErrorBoundary>
      <CallbackForm {...props} />
    </IslandErrorBoundary>
  );
}
