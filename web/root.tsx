// First: configures zod before any module that defines a schema evaluates (see the module).
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';
import { localeFromPath, locales, localizePath, publicPages, stripLocale } from '~/core/site/public-routes';
import type { Route } from './+types/root';
import './app.css';
import { languageStorageKey, themeStorageKey } from './lib/enhance/storage-keys';
import { languageBoot, themeBoot } from './lib/enhance/theme-boot';
import { htmlLang, textDirection } from './lib/i18n/locale';
import { InlineScript } from './lib/inline-script';
import { queryClient } from './lib/query-client';
import { LazyToaster } from './lib/toaster';

/** Route handle of the public pages: prerendered documents that ship without the React runtime. */
export type StaticPageHandle = { staticDocument: true };

/**
 * True while prerendering a public page. Those documents get no React scripts (their behaviour is
 * inlined, see web/lib/enhance); in the browser the app always keeps its scripts.
 */
function useStaticDocument() {
  const matches = useMatches();
  // The app shell (__spa-fallback.html) is rendered at `/` too, but it is the client app's document.
  const spaShell = useContext(FrameworkContext)?.isSpaMode ?? false;
  return (
    import.meta.env.SSR &&
    !spaShell &&
    matches.some((match) => (match.handle as StaticPageHandle | undefined)?.staticDocument)
  );
}

function alternatesOf(pathname: string) {
  const page = stripLocale(pathname.replace(/(.)\/$/, '$1'));
  if (!(publicPages as readonly string[]).includes(page)) return undefined;
  return Object.fromEntries(locales.map((locale) => [locale, localizePath(page, locale)]));
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const staticDocument = useStaticDocument();
  const alternates = staticDocument ? alternatesOf(pathname) : undefined;
  return (
    <html lang={htmlLang[locale]} dir={textDirection[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <InlineScript fn={themeBoot} args={[themeStorageKey]} />
        {alternates && <InlineScript fn={languageBoot} args={[languageStorageKey, locale, alternates]} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        {!staticDocument && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const staticDocument = useStaticDocument();
  if (staticDocument) return <Outlet />;
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <LazyToaster />
    </QueryClientProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="ms-3 text-slate-700 dark:text-slate-300">Loading…</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  const detail = isRouteErrorResponse(error)
    ? error.data
    : 'An unexpected error occurred. Please reload the page or try again later.';
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{String(detail)}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline dark:text-brand-200">
        Go Home
      </a>
    </main>
  );
}
