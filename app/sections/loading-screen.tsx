import { Spinner } from "~/components/spinner";
import { loadingText } from "~/content/layout";

/** Shown while the code of an on-demand page loads (a spinner and the text `Loading...`). */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-brand-800"
    >
      <Spinner className="size-10" />
      <p className="text-lg font-medium">{loadingText}</p>
    </div>
  );
}
