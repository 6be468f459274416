import { json, jsonRoute, readJsonBody, tooManyRequests } from "~/lib/api-json.server";

import type { Route } from "./+types/api.route";
import { joinWaitlistRequest } from "./join.server";

/**
 * POST /api/waitlist: JSON in, `{ ok: true }` out whether the address is new or already listed, or
 * a bot filled the honeypot (then nothing is stored). Limited per client address. The work is the
 * landing page's action's (./join.server.ts); this reads JSON and words the answer.
 */
export const action = jsonRoute(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await joinWaitlistRequest({
    db: context.db,
    checkLimit: () => context.rateLimit("waitlist"),
    checkMailLimit: (email) => context.rateLimit("waitlistMail", email),
    // Read only once the limit let the request through; a refused body is thrown as its answer.
    readInput: () => readJsonBody(request),
    logError: context.logError,
    visitAttribution: context.visitAttribution,
    network: { clientAddress: context.clientAddress, secret: context.auth.secret, burst: context.fraudBurst },
  });
  switch (outcome.kind) {
    case "joined":
      return json({ ok: true }, { status: 201 });
    case "invalid":
      return json({ error: "Invalid waitlist entry", fields: outcome.fields }, { status: 400 });
    case "limited":
      return tooManyRequests(outcome.retryAfterSeconds);
    case "unavailable":
      return json({ error: "The waitlist is unavailable right now. Please try again." }, { status: 503 });
  }
});

/** Every other method: 405, naming the one there is. */
export function loader() {
  return methodNotAllowed();
}

function methodNotAllowed(): Response {
  return json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
