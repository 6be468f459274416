import { redirect } from "react-router";

import { safeRedirectTo } from "~/features/auth/credentials";

import type { Route } from "./+types/auth";

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  if (context.user) throw redirect(redirectTo);
  return { redirectTo };
}

export default function AuthPage() {
  return (
    <main id="main" className="pt-24">
      Sign in
    </main>
  );
}
