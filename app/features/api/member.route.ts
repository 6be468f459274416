import { findMember } from "~/db/team-members.server";
import { isMemberId } from "~/lib/member-cursor";
import { json } from "~/platform/api-json.server";

import type { Route } from "./+types/member.route";
import { memberJson } from "./members";
import { problem } from "./problem";
import { keyedCall } from "./v1.server";

/** GET /api/v1/members/{id}: one member, with their place in line while confirmed. */
export const loader = keyedCall("read", async ({ context, params }: Route.LoaderArgs) => {
  const member = isMemberId(params.memberId) ? await findMember(context.db, params.memberId) : undefined;
  if (!member) return problem(404, "No member has this id.");
  return json({
    ...memberJson(member),
    place: member.place ? { place: member.place.place, of: member.place.membersInLine } : null,
  });
});
