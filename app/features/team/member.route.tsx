// Placeholder while the page is built (issue 22).
import type { Route } from "./+types/member.route";
import { requireTeam } from "./access.server";
import { TeamPage, teamMeta } from "./page";

export const meta = () => teamMeta("member");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request);
  return null;
}

export default function Page() {
  return <TeamPage heading="member">{null}</TeamPage>;
}
