/**
 * Sign-in and sign-up bodies as Better Auth accepts them (JSON or a urlencoded form), read by our
 * routes for the per-email limit and the honeypot before Better Auth reads them again.
 */
export type AuthBody = { fields: Record<string, unknown>; form: boolean };

export function parseAuthBody(raw: unknown, contentType: string | undefined): AuthBody | undefined {
  if (typeof raw !== "string" || raw === "") return undefined;
  if (contentType?.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    return { fields: Object.fromEntries(new URLSearchParams(raw)), form: true };
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    return { fields: value as Record<string, unknown>, form: false };
  } catch {
    return undefined;
  }
}

/** The body without one field, in its own format. */
export function serializeWithout(body: AuthBody, field: string): string {
  const rest = Object.fromEntries(Object.entries(body.fields).filter(([key]) => key !== field));
  return body.form
    ? new URLSearchParams(Object.entries(rest).map(([key, value]) => [key, String(value)])).toString()
    : JSON.stringify(rest);
}

/** A field's value when it is a string. */
export function stringField(body: AuthBody | undefined, field: string): string | undefined {
  const value = body && Object.hasOwn(body.fields, field) ? body.fields[field] : undefined;
  return typeof value === "string" ? value : undefined;
}
