import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

import { findUserById } from "~/db/accounts.server";
import type { Db } from "~/db/queryable";
import { teamRoleOf } from "~/lib/team-roles";

/** Throws the refusal when `userId` is not on the team: only the team enrols passkeys (decision 040). */
export async function refuseOutsiderPasskey(db: Db, userId: string): Promise<void> {
  if (!teamRoleOf((await findUserById(db, userId))?.role))
    throw new APIError("FORBIDDEN", { message: "Passkeys are for the team." });
}

/**
 * Refuses an account off the team before the passkey plugin issues it a registration challenge:
 * no challenge is stored for it, nothing is asked of its authenticator. The plugin's
 * `registration.afterVerification` refuses again at the end (refuseOutsiderPasskey, which
 * server/auth-parts.ts hands the auth service), for an account that left the team in between. Without a session the plugin refuses on its own.
 */
export function passkeysForTheTeam(db: Db) {
  return {
    id: "modura-passkeys-for-the-team",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/passkey/generate-register-options",
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (session) await refuseOutsiderPasskey(db, session.user.id);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
