/**
 * The REST API's errors as RFC 9457 problem details: `application/problem+json` with the status's
 * own title, a sentence of what to do, and fields a client may act on (`errors`, `retryAfter`).
 */
const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function problem(
  status: number,
  detail: string,
  { headers, ...extra }: { headers?: Record<string, string> } & Record<string, unknown> = {},
): Response {
  return new Response(
    JSON.stringify({ type: "about:blank", title: TITLES[status] ?? "Error", status, detail, ...extra }),
    { status, headers: { "Content-Type": "application/problem+json; charset=utf-8", ...headers } },
  );
}

/** 405 for a method a path does not take, naming those it does. */
export function methodNotAllowed(allow: string): Response {
  return problem(405, `This path takes ${allow}.`, { headers: { Allow: allow } });
}

/** A zod error's first message per field, as problem details' `errors`. */
export function fieldErrors(fields: Partial<Record<string, string>>): { name: string; message: string }[] {
  return Object.entries(fields).flatMap(([name, message]) => (message ? [{ name, message }] : []));
}
