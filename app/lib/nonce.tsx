import { createContext, useContext } from "react";

// The server renders with its response's CSP nonce (app/entry.server.tsx provides it).
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/**
 * The CSP nonce of this page. In the browser it is read back from a script the server sent: the
 * browser hides the attribute's value but keeps the `nonce` property, and React compares that
 * property when it hydrates, so the client must render the same value.
 */
export function useNonce(): string {
  return useContext(NonceContext) ?? documentNonce();
}

function documentNonce(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
