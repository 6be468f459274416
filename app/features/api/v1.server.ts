import { type ApiKeyRow, findActiveApiKey, touchApiKey } from "~/db/api-keys.server";
import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import type { ModuraLoadContext } from "~/platform/load-context";
import type { TeamActor } from "~/platform/team-access.server";
import { AUDIT_ACTIONS } from "~/vocabulary";

import { bearerKey, hashApiKey } from "./key-tokens.server";
import { type ApiKeyScope, scopeAllows } from "./scopes";
import { problem } from "./problem";

type ApiArgs = {
  request: Request;
  context: Pick<ModuraLoadContext, "db" | "rateLimit" | "logError" | "clientAddress">;
};

/**
 * A /api/v1 handler behind its key: the call is answered 401 without an active key, 429 over the
 * key's limit (RATE_LIMIT_API), 403 when the key's scope does not reach `needed`; else `handle`
 * answers it. Every call a key makes is audited (method, path, status; never a body), and an
 * error `handle` did not expect is logged once and answered 500, all as problem details.
 */
export function keyedCall<Args extends ApiArgs>(
  needed: ApiKeyScope,
  handle: (args: Args, key: ApiKeyRow) => Promise<Response>,
): (args: Args) => Promise<Response> {
  return async (args) => {
    const { request, context } = args;
    try {
      const token = bearerKey(request.headers.get("Authorization"));
      const key = token ? await findActiveApiKey(context.db, hashApiKey(token)) : undefined;
      if (!key)
        return problem(
          401,
          "Send an active API key as “Authorization: Bearer mdr_…”. An admin makes and revokes keys at /team/api-keys.",
          { headers: { "WWW-Authenticate": 'Bearer realm="Modura API"' } },
        );
      const response = await answer(args, key, needed, handle);
      await auditCall(context.db, key, request, response.status, context.clientAddress);
      return response;
    } catch (thrown) {
      context.logError(thrown);
      return problem(500, "Something went wrong on our side. It is logged; please try again.");
    }
  };
}

async function answer<Args extends ApiArgs>(
  args: Args,
  key: ApiKeyRow,
  needed: ApiKeyScope,
  handle: (args: Args, key: ApiKeyRow) => Promise<Response>,
): Promise<Response> {
  const limit = await args.context.rateLimit("api", `api-key:${key.id}`);
  if (!limit.allowed)
    return problem(
      429,
      `This key has made as many calls as it may for now. Please wait ${limit.retryAfterSeconds} seconds.`,
      {
        retryAfter: limit.retryAfterSeconds,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  if (!scopeAllows(key.scope, needed))
    return problem(403, "This key may only read. A key whose scope is “Read and write” may do this.");
  try {
    return await handle(args, key);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A key as the audit log names who did something: its id, name and first characters. */
export function keyActor(key: ApiKeyRow, ipAddress: string): TeamActor {
  return { id: `api-key:${key.id}`, email: `API key “${key.name}” (${key.prefix}…)`, ipAddress };
}

async function auditCall(db: Db, key: ApiKeyRow, request: Request, status: number, ipAddress: string) {
  const url = new URL(request.url);
  const actor = keyActor(key, ipAddress);
  await recordAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: AUDIT_ACTIONS.apiCall,
    subject: `${request.method} ${url.pathname}${url.search}`,
    details: { keyId: key.id, status },
    ipAddress,
  });
  await touchApiKey(db, key.id);
}
