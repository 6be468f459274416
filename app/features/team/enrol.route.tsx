// Placeholder while the page is built (issue 22).
import type { Route } from "./+types/enrol.route";
import { requireTeam } from "./access.server";
import { TeamPage, teamMeta } from "./page";

export const meta = () => teamMeta("enrol");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request);
  return null;
}

export default function Page() {
  return <TeamPage heading="enrol">{null}</TeamPage>;
}
