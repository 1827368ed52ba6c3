import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { localeFromPath, localizePath, stripLocale } from '~/core/site/public-routes';
import { Logo } from '~/web/components/ui/logo';
import { useDocumentLanguage } from '~/web/lib/i18n/document-language';
import { setLearnerLocale } from '~/web/lib/i18n/learner-locale';

// The other language of the same account page: its name written in that language.
const otherLanguage = { en: { locale: 'he', name: 'עברית' }, he: { locale: 'en', name: 'English' } } as const;

export default function AccountLayout() {
  const { pathname: path, search } = useLocation();
  // A prerendered page (/login) is rendered at its folder's path, with a trailing slash.
  const pathname = path.replace(/(.)\/$/, '$1');
  const locale = localeFromPath(pathname);
  const other = otherLanguage[locale];
  // The page's language is the document's (the prerendered /he/login has it from the build), and it is
  // kept for the learner's pages, so a learner who signs up in Hebrew studies in Hebrew.
  useDocumentLanguage(locale);
  useEffect(() => setLearnerLocale(locale), [locale]);
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 dark:bg-slate-950">
      <header className="flex w-full max-w-md items-center justify-between gap-4">
        <Logo to={localizePath('/', locale)} />
        {/* A full load: /login is a static document, and the other page sets its own language. */}
        <a
          href={`${localizePath(stripLocale(pathname), other.locale)}${search}`}
          lang={other.locale}
          hrefLang={other.locale}
          className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-200"
        >
          {other.name}
        </a>
      </header>
      <main className="mt-8 w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <Outlet />
      </main>
    </div>
  );
}
