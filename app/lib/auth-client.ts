import { parseRetryAfter } from "~/features/rate-limit/messages";

import type { SessionUser } from "./auth.server";

/**
 * The outcome of an identity call: the provider's message on failure, for the spec's toasts, and
 * when a rate limit refused it, how long to wait.
 */
export type AuthResult<T = unknown> =
  | { ok: true; data: T }
  | { ok: false; message: string | undefined; rateLimited?: { retryAfterSeconds: number | undefined } };

/** Better Auth's JSON endpoints, with cookies. Failures carry Better Auth's `message` when it gave one. */
export async function authCall<T = unknown>(path: string, body?: unknown): Promise<AuthResult<T>> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
    });
    if (response.status === 429) {
      const retryAfter = response.headers.get("Retry-After") ?? response.headers.get("X-Retry-After");
      return {
        ok: false,
        message: undefined,
        rateLimited: { retryAfterSeconds: parseRetryAfter(retryAfter) },
      };
    }
    const text = await response.text();
    const json = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) {
      const message = (json as { message?: unknown } | null)?.message;
      return { ok: false, message: typeof message === "string" && message ? message : undefined };
    }
    return { ok: true, data: json as T };
  } catch {
    return { ok: false, message: undefined };
  }
}

/** For the sign-out hook that some menus still use until they post to /sign-out. */
export function signOut() {
  return authCall("/sign-out", {});
}

/** The session's user as the server sees it now (null when signed out). */
export async function fetchSessionUserId(): Promise<string | null | undefined> {
  const result = await authCall<{ user?: { id: string } } | null>("/get-session");
  if (!result.ok) return undefined;
  return result.data?.user?.id ?? null;
}

export { announceAuthChange, onAuthChangeElsewhere } from "./auth-channel";
export type { SessionUser };
