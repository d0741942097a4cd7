import { Spinner } from "~/components/spinner";

/** Shown while a screen's code or data loads: the spinner and `Loading...`. */
export function Loading() {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-brand-800"
    >
      <Spinner className="size-8" />
      <p className="font-medium">Loading...</p>
    </div>
  );
}
