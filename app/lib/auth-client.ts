import { ApiError, apiRequest, readJson } from "./api";

/** The outcome of an identity call: the provider's message on failure, for the toasts (docs/product.md, Toasts). */
export type AuthResult<T = unknown> =
  { ok: true; data: T | null } | { ok: false; message: string | undefined };

/**
 * Better Auth's JSON endpoints, through the one request helper. A failure carries the provider's
 * `message` when it gave one (a rate limit's included); a network failure carries none.
 */
export async function authCall<T = unknown>(path: string, body?: unknown): Promise<AuthResult<T>> {
  try {
    const response = await apiRequest(body === undefined ? "GET" : "POST", `/api/auth${path}`, body);
    return { ok: true, data: await readJson<T>(response) };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.serverMessage : undefined };
  }
}

/** The session's user as the server sees it now (null when signed out). */
export async function fetchSessionUserId(): Promise<string | null | undefined> {
  const result = await authCall<{ user?: { id: string } } | null>("/get-session");
  if (!result.ok) return undefined;
  return result.data?.user?.id ?? null;
}

/** What the app knows of a signed-in user: id, display name, email, photo URL, creation time. */
export type AccountUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: string;
};

/**
 * The signed-in user as pages know them. A team member's also carries the launch room's address,
 * which the server names: no script a visitor off the team downloads names a team path.
 */
export type SessionUser = AccountUser & { launchRoom?: string };
