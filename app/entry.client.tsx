import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrationStarts } from "./lib/hydration";

/**
 * React Router's default browser entry with one change: hydration begins in a task of its own, after the
 * task that evaluates React, so that on a slow phone neither becomes one long task (decision 0004).
 */
setTimeout(() => {
  hydrationStarts();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
