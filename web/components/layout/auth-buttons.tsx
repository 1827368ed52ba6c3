import { storeLinks } from '~/core/site/links';
import { useLocale } from '~/web/lib/i18n/use-locale';

const linkClass =
  'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-200';
const primaryClass =
  'whitespace-nowrap rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';
const outlineClass =
  'whitespace-nowrap rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * Both states of the header's account buttons. The page script shows the right one once the session
 * is known (they stay invisible until then); without JavaScript the signed-out buttons show.
 * Account pages are client-rendered, so their links reload the document.
 */
export function AuthButtons({ layout }: { layout: 'row' | 'column' }) {
  const { t, href } = useLocale();
  const groupClass = layout === 'row' ? 'flex items-center gap-2' : 'flex flex-col items-start gap-2';
  return (
    <>
      <div data-auth="out" data-auth-pending="" className={groupClass}>
        <a href={href('/login')} className={linkClass}>
          {t.shell.signIn}
        </a>
        <a href={storeLinks.ios} target="_blank" rel="noopener noreferrer" className={primaryClass}>
          {t.shell.downloadApp}
        </a>
      </div>
      <div data-auth="in" data-auth-pending="" hidden className={groupClass}>
        <a href="/dashboard" className={linkClass}>
          {t.shell.dashboard}
        </a>
        <button type="button" data-sign-out="" className={outlineClass}>
          {t.shell.signOut}
        </button>
      </div>
    </>
  );
}
