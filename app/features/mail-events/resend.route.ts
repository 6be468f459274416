import { json, jsonRoute, notFound } from "~/platform/api-json.server";

import type { Route } from "./+types/resend.route";
import { readResendEvent } from "./resend";
import { applyMailEvent } from "./suppress.server";

/** Resend's events are a few hundred bytes; a body past this is no event of theirs. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * POST /api/mail-events/resend: the sending provider's bounce and complaint events (decision 039).
 * Without MAIL_WEBHOOK_SECRET there is no such endpoint (404). A delivery that is not signed with
 * it, or signed more than five minutes away from now, is 401 and changes nothing; a signed one is
 * applied once per webhook-id. The answer's body says what was done, which the provider's log of
 * deliveries shows.
 */
export const action = jsonRoute(async ({ request, context }: Route.ActionArgs) => {
  const secret = context.mailWebhookSecret;
  if (!secret) return notFound();
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readText(request);
  if (body === undefined) return json({ error: "Request body too large" }, { status: 413 });
  const reading = readResendEvent(secret, request.headers, body);
  if (!reading.ok) return json({ error: reading.error }, { status: reading.status });
  const { id, action } = reading;
  const first = await applyMailEvent(context.db, id, action);
  if (!first) return json({ ok: true, done: "already handled" });
  const done =
    action.kind === "ignored"
      ? `nothing (${action.why})`
      : `${action.kind}: ${action.emails.length} suppressed`;
  // One line per event: a transient bounce does nothing else, and a suppression is worth seeing.
  context.logInfo(
    { provider: "resend", webhookId: id, event: action.kind },
    `mail event from Resend: ${done}`,
  );
  return json({ ok: true, done });
});

export function loader({ context }: Route.LoaderArgs) {
  return context.mailWebhookSecret ? methodNotAllowed() : notFound();
}

function methodNotAllowed(): Response {
  return json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

/** The body as text, or undefined past BODY_LIMIT_BYTES (read no further). */
async function readText(request: Request): Promise<string | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > BODY_LIMIT_BYTES) return undefined;
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > BODY_LIMIT_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
