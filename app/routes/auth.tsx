import { redirect } from "react-router";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { safeRedirectTo } from "~/features/auth/credentials";
import { PRODUCT_NAME } from "~/lib/product";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

import type { Route } from "./+types/auth";
import { GoogleButton } from "./auth/google-button";
import { SignInForm } from "./auth/sign-in-form";
import { SignUpForm } from "./auth/sign-up-form";
import { useAuthActions } from "./auth/use-auth-actions";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  if (context.user) throw redirect(redirectTo);
  const tab = url.searchParams.get("tab") === "signup" ? "signup" : "signin";
  return { redirectTo, tab };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.auth, publicUrlFromMatches(matches));
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { redirectTo, tab } = loaderData;
  const actions = useAuthActions(redirectTo);
  const hydrated = useHydrated();
  const busy = actions.busy !== null;
  // Every button waits for JavaScript (the forms post nothing without it) and for any attempt in flight.
  const disabled = busy || !hydrated;

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="min-h-screen bg-gradient-to-b from-teal-50 via-white to-white px-4 pt-24 pb-16"
    >
      <div className="mx-auto max-w-md">
        <div className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Welcome to {PRODUCT_NAME}</h1>
          <p className="mt-2 text-slate-700">
            Sign in or create an account to reach your dashboard and the AdaptIQ demo.
          </p>
        </div>

        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
          <Tabs key={tab} defaultValue={tab}>
            <TabsList aria-label="Sign in or sign up">
              <TabsTrigger value="signin" disabled={busy}>
                Sign In
              </TabsTrigger>
              <TabsTrigger value="signup" disabled={busy}>
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm busy={busy} disabled={disabled} onSubmit={actions.signInWith} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm busy={busy} disabled={disabled} onSubmit={actions.signUpWith} />
            </TabsContent>
          </Tabs>

          <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            or
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleButton disabled={disabled} onClick={() => void actions.google()} />

          <noscript>
            <p className="mt-6 rounded-md bg-amber-50 p-4 text-sm font-medium text-amber-900">
              Signing in needs JavaScript. Please turn it on and reload this page.
            </p>
          </noscript>
        </div>
      </div>
    </main>
  );
}
