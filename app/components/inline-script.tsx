import { useState } from "react";

import { useNonce } from "~/lib/nonce";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A script for the server's HTML, with the page's CSP nonce: it does its job before React runs.
 * A browser never runs a script React inserts (and React warns that it will not), so a component
 * first rendered in the browser leaves it out; React does the same job there.
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useNonce();
  // False while hydrating the server's HTML, true in a render that starts in the browser; kept as
  // it was at the first render, so hydration leaves the server's script in place.
  const hydrated = useHydrated();
  const [renderedInBrowser] = useState(hydrated);
  if (renderedInBrowser) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
