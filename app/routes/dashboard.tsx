import { getSportPreferences } from "~/db/preferences.server";
import { requireUser } from "~/lib/guards.server";

import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context.user);
  return { user, sports: await getSportPreferences(context.db, user.id) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="pt-24">
      Dashboard of {loaderData.user.name}
    </main>
  );
}
