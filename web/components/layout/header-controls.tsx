import Languages from 'lucide-react/icons/languages';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useLocation } from 'react-router';
import { localizePath, publicPages, stripLocale } from '~/core/site/public-routes';
import { messages } from '~/web/lib/i18n/site-messages';
import { useLocale } from '~/web/lib/i18n/use-locale';

const controlClass =
  'inline-flex items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-200';

/** A link to the same page in the other language; the page script remembers the choice. */
export function LanguageSwitch() {
  const { locale, t } = useLocale();
  const { pathname } = useLocation();
  const other = locale === 'en' ? 'he' : 'en';
  const page = stripLocale(pathname.replace(/(.)\/$/, '$1'));
  const target = (publicPages as readonly string[]).includes(page) ? page : '/';
  return (
    <a
      href={localizePath(target, other)}
      hrefLang={other}
      lang={other}
      data-set-language={other}
      title={t.shell.switchLanguage}
      className={controlClass}
    >
      <Languages className="size-5" aria-hidden="true" />
      <span>{messages[other].shell.languageName}</span>
    </a>
  );
}

/** Dark mode on or off; hidden without JavaScript, where the system setting applies. */
export function ThemeToggle() {
  const { t } = useLocale();
  return (
    <button
      type="button"
      data-theme-toggle=""
      data-requires-js=""
      aria-pressed="false"
      aria-label={t.shell.darkMode}
      className={controlClass}
    >
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
    </button>
  );
}
