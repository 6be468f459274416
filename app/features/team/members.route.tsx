// Placeholder while the page is built (issue 22).
import type { Route } from "./+types/members.route";
import { requireTeam } from "./access.server";
import { TeamPage, teamMeta } from "./page";

export const meta = () => teamMeta("members");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request);
  return null;
}

export default function Page() {
  return <TeamPage heading="members">{null}</TeamPage>;
}
