import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LearnerLayoutContext, useDocumentLocale } from '~/web/components/learner/learner-page-frame';
import { Logo } from '~/web/components/ui/logo';
import type { LayoutMessages } from '../i18n/layout-en';
import { useLayoutMessages } from '../i18n/use-layout-messages';

/** Loaded when the learner signs out, with the auth client it calls (not in the layout's first load). */
const signOut = (failed: string) => import('./sign-out').then((module) => module.signOut(failed));

const UnsavedAnswersDialog = lazy(() =>
  import('./unsaved-answers-dialog').then((module) => ({ default: module.UnsavedAnswersDialog })),
);

type NavKey = keyof Pick<
  LayoutMessages,
  'home' | 'words' | 'sets' | 'collections' | 'study' | 'stories' | 'statistics' | 'settings'
>;

/** The learner's pages, in the nav's order. */
export const learnerNav: readonly { to: string; key: NavKey; end?: boolean }[] = [
  { to: '/dashboard', key: 'home', end: true },
  { to: '/dashboard/words', key: 'words' },
  { to: '/dashboard/sets', key: 'sets' },
  { to: '/dashboard/collections', key: 'collections' },
  { to: '/dashboard/study', key: 'study' },
  { to: '/dashboard/stories', key: 'stories' },
  { to: '/dashboard/statistics', key: 'statistics' },
  { to: '/dashboard/settings', key: 'settings' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200'
      : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-200'
  }`;

/**
 * The learner layout (/dashboard and below): a skip link, the header with the nav (a menu under
 * 1024 px that closes on a choice, Escape or a click outside), sign-out, and the page in the learner's
 * language and direction. Pages framed by LearnerPageFrame render just their content inside it.
 * `answersLeftToSend` sends the answers still waiting on this device and says how many could not be
 * sent: sign-out asks first when some are left (they stayed behind unannounced).
 */
export function LearnerLayout({ answersLeftToSend }: { answersLeftToSend?: () => Promise<number> }) {
  const { t: layout } = useLayoutMessages();
  const t = { layout };
  const { locale, dir } = useDocumentLocale();
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  // Answers not sent when sign-out was asked for: the question is open while this is set.
  const [unsaved, setUnsaved] = useState<number | null>(null);
  const signingOut = useRef(false);
  const askToSignOut = async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    try {
      const left = answersLeftToSend ? await answersLeftToSend() : 0;
      if (left > 0) setUnsaved(left);
      else await signOut(t.layout.signOutFailed);
    } finally {
      signingOut.current = false;
    }
  };

  // A page change (a link, back, forward) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const links = (onChoose?: () => void) =>
    learnerNav.map(({ to, key, end }) => (
      <li key={to}>
        <NavLink to={to} end={end} className={linkClass} onClick={onChoose}>
          {t.layout[key]}
        </NavLink>
      </li>
    ));

  return (
    <div lang={locale} dir={dir} className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-500"
      >
        {t.layout.skipToContent}
      </a>
      <header
        ref={header}
        className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label={t.layout.nav} className="hidden lg:block">
            <ul className="flex items-center gap-1">{links()}</ul>
          </nav>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => void askToSignOut()}
              className="hidden items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 lg:inline-flex dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <LogOut className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t.layout.signOut}
            </button>
            <button
              ref={toggle}
              type="button"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((was) => !was)}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 lg:hidden dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {open ? (
                <X className="size-5" aria-hidden="true" />
              ) : (
                <Menu className="size-5" aria-hidden="true" />
              )}
              {t.layout.menu}
            </button>
          </div>
        </div>
        <nav
          id={menuId}
          aria-label={t.layout.nav}
          hidden={!open}
          className="border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
        >
          <ul className="mx-auto grid max-w-6xl gap-1">
            {links(() => setOpen(false))}
            <li className="mt-2 border-t border-slate-200 pt-3 dark:border-slate-800">
              <button
                type="button"
                onClick={() => void askToSignOut()}
                className="inline-flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <LogOut className="size-4 rtl:rotate-180" aria-hidden="true" />
                {t.layout.signOut}
              </button>
            </li>
          </ul>
        </nav>
      </header>
      {unsaved !== null && (
        <Suspense fallback={null}>
          <UnsavedAnswersDialog
            count={unsaved}
            locale={locale}
            onStay={() => setUnsaved(null)}
            onSignOut={() => {
              setUnsaved(null);
              void signOut(t.layout.signOutFailed);
            }}
          />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 focus:outline-none">
        <LearnerLayoutContext.Provider value={true}>
          <Outlet />
        </LearnerLayoutContext.Provider>
      </main>
    </div>
  );
}
