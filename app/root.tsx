import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import inlineStyles from "./app.css?inline";
import { applicationError, skipLinkText } from "./content/layout";
import { findPage } from "./content/pages";
import { Analytics } from "./features/analytics/analytics";
import { pageViewSnippet } from "./features/analytics/page-view-snippet";
import { hydrationEnds } from "./lib/hydration";
import { organizationJsonLd } from "./lib/organization";
import { ErrorScreen } from "./sections/error-screen";
import { footerId, SiteFooter } from "./sections/footer/site-footer";
import { SiteHeader } from "./sections/header/site-header";
import { LoadingScreen } from "./sections/loading-screen";
import { NotFound } from "./sections/not-found";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

const organization = JSON.stringify(organizationJsonLd());

/**
 * The site's one stylesheet. The prerendered pages carry it inline, so a phone paints the page as soon
 * as the HTML arrives instead of waiting for a second request queued behind the scripts; after
 * hydration React finds that `<style>` by its `href` and keeps it (the CSS text is only in the server
 * build). The development server serves the file itself.
 */
function SiteStyles() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={stylesheet} precedence="default" />;
  return (
    <style href={stylesheet} precedence="default">
      {import.meta.env.SSR ? inlineStyles : ""}
    </style>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first paint waits until the page's main content is parsed: one layout of the whole page
            instead of one per chunk of HTML (decision 0004). */}
        <link rel="expect" href={`#${footerId}`} blocking="render" />
        <meta name="theme-color" content="#1e338a" />
        <SiteStyles />
        <Meta />
        <Links />
        {/* Queues the page view at once, so a visit that ends before the collector starts still counts.
            Only in the prerendered HTML, like the bootstrap scripts below: the browser bundle does not carry it. */}
        {import.meta.env.SSR ? <script dangerouslySetInnerHTML={{ __html: pageViewSnippet() }} /> : null}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organization }} />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {skipLinkText}
        </a>
        {children}
        <ScrollRestoration />
        <BootstrapScripts />
      </body>
    </html>
  );
}

/**
 * React Router's bootstrap scripts, written into the prerendered HTML. By the time React hydrates they
 * have done their work; rendering them again in the browser would only make React re-insert the module
 * preload hints the build removed (decision 0004), more work during hydration. React leaves the
 * prerendered script elements it does not render alone.
 */
function BootstrapScripts() {
  return import.meta.env.SSR ? <Scripts /> : null;
}

/**
 * True while client-side navigation loads the code of an on-demand page: the main area then shows the
 * `Loading...` spinner.
 */
function useLoadingOnDemandPage(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading") return false;
  const target = findPage(navigation.location.pathname);
  return Boolean(target?.onDemand) && navigation.location.pathname !== location.pathname;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  const loading = useLoadingOnDemandPage();
  // Marks the page as interactive: tests wait for it, and CSS may rely on it.
  useEffect(() => {
    hydrationEnds();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Frame>{loading ? <LoadingScreen /> : <Outlet />}</Frame>
      <Analytics />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : applicationError.fallbackMessage;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Frame>
      <ErrorScreen message={message} stack={stack} />
    </Frame>
  );
}
