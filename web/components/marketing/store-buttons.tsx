import { storeLinks } from '~/core/site/links';
import { useLocale } from '~/web/lib/i18n/use-locale';

const appleIcon =
  'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z';
const playIcon = 'M4 2.6v18.8c0 .5.6.8 1 .5l16.2-9.4c.4-.2.4-.8 0-1L5 2.1c-.4-.3-1 0-1 .5Z';

function StoreButton({
  href,
  icon,
  label,
  variant,
}: {
  href: string;
  icon: string;
  label: string;
  variant: 'dark' | 'light';
}) {
  const { t } = useLocale();
  const colours =
    variant === 'dark'
      ? 'bg-slate-900 text-white hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200'
      : 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800';
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-2 rounded-xl px-5 py-3 text-base font-semibold shadow-sm transition-colors ${colours}`}
    >
      <svg viewBox="0 0 24 24" className="size-6 fill-current" aria-hidden="true">
        <path d={icon} />
      </svg>
      <span>{label}</span>
      <span className="sr-only">{t.shell.store.newTab}</span>
    </a>
  );
}

export function AppStoreButton() {
  const { t } = useLocale();
  return <StoreButton href={storeLinks.ios} icon={appleIcon} label={t.shell.store.appStore} variant="dark" />;
}

export function GooglePlayButton() {
  const { t } = useLocale();
  return (
    <StoreButton href={storeLinks.android} icon={playIcon} label={t.shell.store.googlePlay} variant="light" />
  );
}

/** Beside the store buttons: the web app, for a visitor at a computer (sign-up opens in this tab). */
export function WebSignUpButton({ label }: { label: string }) {
  const { href } = useLocale();
  return (
    <a
      href={href('/signup')}
      className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
    >
      {label}
    </a>
  );
}
