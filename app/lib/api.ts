import { parseRetryAfter } from "~/features/rate-limit/messages";

/**
 * The one request helper (spec section 7): cookies always go along, and any non-OK answer becomes
 * an Error "STATUS: body", or "STATUS: statusText" when the body is empty.
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

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`, response.headers.get("Retry-After"));
}

/** A non-OK answer: its status, and for a 429 how many seconds the server asked us to wait. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, retryAfter: string | null = null) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = parseRetryAfter(retryAfter);
  }
}
