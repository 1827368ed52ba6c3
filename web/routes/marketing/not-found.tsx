import ArrowLeft from 'lucide-react/icons/arrow-left';
import Home from 'lucide-react/icons/house';
import { localeFromPath } from '~/core/site/public-routes';
import { messages } from '~/web/lib/i18n/site-messages';
import { useLocale } from '~/web/lib/i18n/use-locale';
import type { Route } from './+types/not-found';

export function meta({ location }: Route.MetaArgs) {
  const { notFound } = messages[localeFromPath(location.pathname)].shell;
  return [
    { title: `${notFound.title} — Vocably` },
    { name: 'description', content: notFound.description },
    { name: 'robots', content: 'noindex' },
  ];
}

// Prerendered once per language and served by the server with status 404 for unknown paths.
export default function NotFound() {
  const { t, href } = useLocale();
  const n = t.shell.notFound;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="mt-4 text-3xl font-bold">{n.title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{n.description}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{n.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={href('/')}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          <Home className="size-5" aria-hidden="true" />
          {n.goHome}
        </a>
        <button
          type="button"
          data-go-back=""
          data-requires-js=""
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          {n.goBack}
        </button>
      </div>
    </section>
  );
}
