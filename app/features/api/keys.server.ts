import { insertApiKey, revokeApiKeyRow } from "~/db/api-keys.server";
import type { Db, Queryable } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import type { TeamActor } from "~/platform/team-access.server";
import { AUDIT_ACTIONS } from "~/vocabulary";

import { newApiKey } from "./key-tokens.server";
import type { ApiKeyScope } from "./scopes";

/** A new key with its audit entry, in one transaction: the key itself, to be shown this once. */
export async function createApiKey(
  db: Db,
  { name, scope }: { name: string; scope: ApiKeyScope },
  actor: TeamActor,
): Promise<{ id: string; key: string }> {
  const { key, hash, prefix } = newApiKey();
  const id = await db.transaction(async (tx) => {
    const id = await insertApiKey(tx, { name, scope, keyHash: hash, prefix, createdBy: actor.id });
    await audit(tx, actor, AUDIT_ACTIONS.apiKeyCreated, name, { keyId: id, scope, prefix });
    return id;
  });
  return { id, key };
}

/** Revokes a key with its audit entry, in one transaction; its name, or undefined when it was not active. */
export async function revokeApiKey(db: Db, id: string, actor: TeamActor): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const name = await revokeApiKeyRow(tx, id, actor.id);
    if (name !== undefined) await audit(tx, actor, AUDIT_ACTIONS.apiKeyRevoked, name, { keyId: id });
    return name;
  });
}

async function audit(
  tx: Queryable,
  actor: TeamActor,
  action: string,
  subject: string,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    subject,
    details,
    ipAddress: actor.ipAddress,
  });
}
