import { parseRetryAfter } from "~/lib/rate-limit/messages";

/**
 * The one request helper for our JSON API (docs/product.md, Requests): cookies always go along, and any non-OK
 * answer becomes an ApiError "STATUS: body", or "STATUS: statusText" when the body is empty.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/** An OK answer's JSON body, or null when it has none. */
export async function readJson<T>(response: Response): Promise<T | null> {
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  // The only place that reads Retry-After: the server names every wait so (server/rate-limit.ts,
  // and Better Auth's own X-Retry-After is copied to it in server/auth-routes.ts).
  throw new ApiError(response.status, body || response.statusText, body, response.headers.get("Retry-After"));
}

/** A non-OK answer: its status, its body, and for a 429 how many seconds the server asked us to wait. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly body: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, detail: string, body = "", retryAfter: string | null = null) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = parseRetryAfter(retryAfter);
  }

  /** The `message` of a JSON body (Better Auth's errors and ours carry one), if there is one. */
  get serverMessage(): string | undefined {
    try {
      const message = (JSON.parse(this.body) as { message?: unknown } | null)?.message;
      return typeof message === "string" && message ? message : undefined;
    } catch {
      return undefined;
    }
  }
}
