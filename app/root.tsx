import "./lib/zod-without-eval";
import { Suspense } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from "react-router";

import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { ErrorScreen } from "./components/error-screen";
import { RevealOnScroll } from "./components/reveal-on-scroll";
import { UrlNotice } from "./features/site/url-notice";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ToasterOnDemand } from "./components/ui/toaster-on-demand";
import { type RootData, SessionSync } from "./lib/session";
import { useNonce } from "./lib/nonce";
import { useMarkDocumentHydrated } from "./lib/use-hydrated";
import { PRODUCT_NAME } from "./lib/product";
import { revalidateUnlessViewChange } from "./lib/revalidation";
import { getOptionalUser } from "./platform/guards.server";
import { ICONS } from "./lib/seo";

// The .ico first: browsers that understand the SVG prefer it; the rest, and crawlers, take the .ico.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: ICONS.favicon.path, sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: ICONS.appleTouch.path },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useMarkDocumentHydrated();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* suppressHydrationWarning above: this script adds the class before React hydrates. */}
        {/* Marks that scripts run, before first paint, so entrance animations never hide content from no-JS visitors. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
        />
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        {/* First in the tab order, so keyboard users can pass the navigation; every page's <main> has this id. */}
        <a
          href="#main-content"
          className="sr-only rounded-md bg-white text-sm font-semibold text-teal-800 shadow-lg ring-2 ring-teal-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:px-4 focus:py-3"
        >
          Skip to main content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  return {
    // While the database is down a signed-in visitor gets the 503 page, not a signed-out one.
    user: await getOptionalUser(context),
    googleEnabled: context.googleStatus !== "not-configured",
    year: new Date().getFullYear(),
    publicUrl: context.publicUrl,
  };
}

export const shouldRevalidate = revalidateUnlessViewChange;

/** A route whose handle says `bare` is shown alone: the embedded form, inside another site's page. */
function useBare(): boolean {
  return useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
}

export default function App() {
  const bare = useBare();
  if (bare)
    return (
      <>
        <Outlet />
        <ToasterOnDemand />
      </>
    );
  return (
    <>
      <SessionSync />
      <SiteHeader />
      <UrlNotice />
      {/* Nothing here suspends: the boundary lets React hydrate the page apart from the header, in
          shorter tasks, so a slow phone answers input sooner (decision 007). */}
      <Suspense>
        <Outlet />
      </Suspense>
      {/* On every page: it links the privacy notice (docs/product.md, Footer). */}
      <SiteFooter />
      <ToasterOnDemand />
      <RevealOnScroll />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // No loader data when the root loader itself failed: the header then shows the signed-out navigation.
  return (
    <>
      <title>{`${status === 404 ? "Page not found" : "Something went wrong"} | ${PRODUCT_NAME}`}</title>
      <SiteHeader />
      <ErrorScreen status={status} />
      <SiteFooter />
    </>
  );
}
