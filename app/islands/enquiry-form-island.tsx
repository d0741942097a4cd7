import { EnquiryForm, type EnquiryFormProps } from "~/features/enquiry-form/enquiry-form";
import { IslandErrorBoundary } from "./island-error-boundary";

/** The enquiry form as an island (hydrated when it scrolls near), with the site's error screen. */
export function EnquiryFormIsland(props: EnquiryFormProps) {
  return (
    <IslandErrorBoundary>
      <EnquiryForm {...props} />
    </IslandErrorBoundary>
  );
}
