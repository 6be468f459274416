import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // Production builds report hydration mismatches by number only; the component stack names the culprit.
      onRecoverableError(error, info) {
        console.error(error instanceof Error ? error.message : error, info.componentStack ?? "");
      },
    },
  );
});
