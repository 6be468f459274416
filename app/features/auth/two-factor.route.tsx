// Placeholder while the page is built (issue 22).
import type { Route } from "./+types/two-factor.route";
import { requireTeam } from "~/features/team/access.server";
import { TeamPage, teamMeta } from "~/features/team/page";

export const meta = () => teamMeta("two-factor");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request);
  return null;
}

export default function Page() {
  return <TeamPage heading="two-factor">{null}</TeamPage>;
}
