import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";

import type { Route } from "./+types/root";
import "./app.css";
import { RevealOnScroll } from "./components/reveal-on-scroll";
import { GoogleRedirectToasts } from "./components/google-redirect-toasts";
import { SiteHeader } from "./components/site-header";
import { Toaster } from "./components/ui/toaster";
import { AuthProvider } from "./lib/auth-context";
import { PRODUCT_NAME } from "./lib/product";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* suppressHydrationWarning above: this script adds the class before React hydrates. */}
        {/* Marks that scripts run, before first paint, so entrance animations never hide content from no-JS visitors. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <Meta />
        <Links />
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export function loader({ context }: Route.LoaderArgs) {
  return {
    user: context.user,
    googleEnabled: context.googleStatus !== "not-configured",
    // The server's year, so the client hydrates the same text whatever its own clock says.
    year: new Date().getFullYear(),
  };
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AuthProvider user={loaderData.user} googleEnabled={loaderData.googleEnabled}>
      <SiteHeader />
      <Outlet />
      <Toaster />
      <GoogleRedirectToasts />
      <RevealOnScroll />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`Something went wrong | ${PRODUCT_NAME}`}</title>
      <h1 className="text-3xl font-bold">{status === 404 ? "404 Page Not Found" : "Something went wrong"}</h1>
      <p className="text-slate-600">Please try again in a moment.</p>
      <a className="font-semibold text-teal-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
