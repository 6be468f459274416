import { saveSportPreferences } from "~/db/preferences.server";
import { preferencesSchema } from "~/features/dashboard/sports";
import { getSportPreferences } from "~/features/dashboard/sports.server";

import type { Route } from "./+types/api-preferences.route";
import {
  invalidInput,
  json,
  jsonRoute,
  notFound,
  readJsonBody,
  requireApiUser,
} from "~/platform/api-json.server";

/** GET /api/me/preferences: the signed-in user's sports, the dashboard's tiles. */
export const loader = jsonRoute(async ({ context }: Route.LoaderArgs) => {
  const user = await requireApiUser(context);
  return json({ sports: await getSportPreferences(context.db, user.id) });
});

/** PUT /api/me/preferences `{ sports }`: the same schema and store as the dashboard's form. */
export const action = jsonRoute(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "PUT") return notFound();
  const body = await readJsonBody(request);
  const user = await requireApiUser(context);
  const parsed = preferencesSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error);
  await saveSportPreferences(context.db, user.id, parsed.data.sports);
  return json({ sports: parsed.data.sports });
});
