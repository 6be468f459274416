// Placeholder while the export is built (issue 22).
import type { Route } from "./+types/export.route";
import { requireTeam } from "./access.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request, { members: ["export"] });
  return new Response("", { headers: { "Content-Type": "text/csv" } });
}
