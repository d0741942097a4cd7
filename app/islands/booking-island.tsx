import { BookingForm, type BookingFormProps, type BookingHelpers } from "~/features/booking/booking-form";
import { currentContext } from "~/features/enquiry-form/enquiry-context";
import { createIdempotencyKeys } from "~/features/enquiry-form/idempotency-key";
import { IslandErrorBoundary } from "./island-error-boundary";

/**
 * The booking form as an island (hydrated after the page has painted, docs/decisions/0010), joined with
 * what it shares with the enquiry forms: their idempotency keys, their context of the page and the visit,
 * and their proof-of-work challenge, whose widget loads only when the server asks for one.
 */
const helpers: BookingHelpers = {
  createKeys: () => createIdempotencyKeys(),
  currentContext,
  solveChallenge: async (challenge) =>
    (await import("~/features/enquiry-form/challenge-widget")).solveChallenge(challenge),
};

export function BookingIsland(props: Omit<BookingFormProps, "helpers">) {
  return (
    <IslandErrorBoundary>
      <BookingForm {...props} helpers={helpers} />
    </IslandErrorBoundary>
  );
}
