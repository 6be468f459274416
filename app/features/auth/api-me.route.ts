import { profileSchema } from "~/features/auth/credentials";
import { saveDisplayName } from "~/features/auth/actions.server";

import type { Route } from "./+types/api-me.route";
import {
  invalidInput,
  json,
  jsonRoute,
  notFound,
  readJsonBody,
  requireApiUser,
} from "~/platform/api-json.server";

/** PATCH /api/me `{ displayName }`: the signed-in user's name, as /dashboard/settings saves it. */
export const action = jsonRoute(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "PATCH") return notFound();
  const body = await readJsonBody(request);
  const user = await requireApiUser(context);
  const parsed = profileSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error);
  await saveDisplayName(context.auth, request.headers, parsed.data.displayName);
  return json({ user: { ...user, name: parsed.data.displayName } });
});

export function loader() {
  return notFound();
}
