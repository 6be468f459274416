import { redirect } from "react-router";

import { requireUser } from "~/platform/guards.server";

import type { Route } from "./+types/my-data.route";
import { personalDataOfUser, personalDataResponse } from "./personal-data.server";

/**
 * POST /dashboard/settings/data, from the settings page's "Download my data" button (a plain form,
 * so it works without JavaScript and the browser saves the answer): the signed-in person's data
 * as one JSON file.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const data = await personalDataOfUser(context.db, user.id);
  // Deleted between the session's read and this one: signed out in effect.
  if (!data) throw redirect("/auth?redirectTo=%2Fdashboard%2Fsettings");
  return personalDataResponse(data);
}

/** The address typed or reloaded: the page with the button. */
export function loader() {
  return redirect("/dashboard/settings");
}
