import { findMember } from "~/db/team-members.server";
import { eraseMember } from "~/features/privacy/personal-data.server";
import { isMemberId } from "~/lib/member-cursor";
import { json } from "~/platform/api-json.server";

import type { Route } from "./+types/member.route";
import { memberDetailJson } from "./members";
import { methodNotAllowed, problem } from "./problem";
import { keyActor, keyedCall } from "./v1.server";

const NO_MEMBER = "No member has this id.";

/** GET /api/v1/members/{id}: one member, with their place in line while confirmed. */
export const loader = keyedCall("read", async ({ context, params }: Route.LoaderArgs) => {
  const member = isMemberId(params.memberId) ? await findMember(context.db, params.memberId) : undefined;
  if (!member) return problem(404, NO_MEMBER);
  return json(memberDetailJson(member));
});

/**
 * DELETE /api/v1/members/{id}: erases the member, as their page in the launch room does (their
 * entry, flags, queued mail and webhook deliveries about them; audited as the key), 204.
 */
export const action = keyedCall("write", async ({ request, context, params }: Route.ActionArgs, key) => {
  if (request.method !== "DELETE") return methodNotAllowed("GET, DELETE");
  const erased = isMemberId(params.memberId)
    ? await eraseMember(context.db, params.memberId, keyActor(key, context.clientAddress))
    : undefined;
  if (!erased) return problem(404, NO_MEMBER);
  return new Response(null, { status: 204 });
});
