/** What an API key may do: read, or read and write (app/features/api). */
export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, as the launch room says it. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: "Read",
  write: "Read and write",
};

/** Whether a key of `scope` may make a call that needs `needed`. */
export function scopeAllows(scope: string, needed: ApiKeyScope): boolean {
  return scope === "write" || (scope === "read" && needed === "read");
}
