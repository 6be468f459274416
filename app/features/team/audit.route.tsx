// Placeholder while the page is built (issue 22).
import type { Route } from "./+types/audit.route";
import { requireTeam } from "./access.server";
import { TeamPage, teamMeta } from "./page";

export const meta = () => teamMeta("audit");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request);
  return null;
}

export default function Page() {
  return <TeamPage heading="audit">{null}</TeamPage>;
}
