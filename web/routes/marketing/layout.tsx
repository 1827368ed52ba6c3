import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isAppRoute } from '~/core/site/app-routes';
import { SiteFooter } from '~/web/components/layout/site-footer';
import { SiteHeader } from '~/web/components/layout/site-header';
import { enhanceShell, type ShellScriptOptions } from '~/web/lib/enhance/shell';
import { languageStorageKey, lastLearnerStorageKey, themeStorageKey } from '~/web/lib/enhance/storage-keys';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { InlineScript } from '~/web/lib/inline-script';
import type { StaticPageHandle } from '~/web/root';

export const handle: StaticPageHandle = { staticDocument: true };

export default function MarketingLayout() {
  const { t, href } = useLocale();
  const { pathname } = useLocation();
  const options: ShellScriptOptions = {
    themeKey: themeStorageKey,
    languageKey: languageStorageKey,
    lastLearnerKey: lastLearnerStorageKey,
    homeUrl: href('/'),
  };

  // Effects only run when the client app renders this layout (a prerendered page never hydrates).
  // The app reaches a public page only through a link it did not reload for: fetch the real document.
  // Unknown paths under the app's routes are answered with the app shell, so render the 404 here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page the app renders
  useEffect(() => {
    if (!isAppRoute(pathname)) window.location.reload();
    else enhanceShell(options);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        {t.shell.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <InlineScript fn={enhanceShell} args={[options]} />
    </div>
  );
}
