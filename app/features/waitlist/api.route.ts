import { isHoneypotFilled } from "~/lib/honeypot/honeypot";
import { json, jsonRoute, readJsonBody, tooManyRequests } from "~/platform/api-json.server";

import type { Route } from "./+types/api.route";
import { joinWaitlistRequest } from "./join.server";
import { validateWaitlist } from "./entry-schema";

/**
 * POST /api/waitlist: JSON in, `{ ok: true }` out whether the address is new or already listed, or
 * a bot filled the honeypot (then nothing is stored). Limited per client address, counted before the
 * body is read, as the landing page's action counts it; then the honeypot, then the shared schema,
 * once. The work is the action's too (./join.server.ts); this reads JSON and words the answer.
 */
export const action = jsonRoute(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const limit = await context.rateLimit("waitlist");
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds);
  // A refused body (too large, malformed) is thrown as its answer.
  const body = await readJsonBody(request);
  if (isHoneypotFilled(body)) return joined();
  const parsed = validateWaitlist(body);
  if (!parsed.ok) return json({ error: "Invalid waitlist entry", fields: parsed.fields }, { status: 400 });
  const outcome = await joinWaitlistRequest({
    db: context.db,
    entry: parsed.entry,
    checkMailLimit: (email) => context.rateLimit("waitlistMail", email),
    logError: context.logError,
    visitAttribution: context.visitAttribution,
    network: { clientAddress: context.clientAddress, secret: context.auth.secret, burst: context.fraudBurst },
  });
  if (outcome.kind === "joined") return joined();
  return json({ error: "The waitlist is unavailable right now. Please try again." }, { status: 503 });
});

/** A join, and a bot's filled honeypot alike (nothing was stored for it). */
function joined(): Response {
  return json({ ok: true }, { status: 201 });
}

/** Every other method: 405, naming the one there is. */
export function loader() {
  return methodNotAllowed();
}

function methodNotAllowed(): Response {
  return json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
