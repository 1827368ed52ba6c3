import ArrowLeft from 'lucide-react/icons/arrow-left';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { Logo } from '~/web/components/ui/logo';
import { useDocumentLanguage } from '~/web/lib/i18n/document-language';
import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';

/** True inside the learner layout (/dashboard and below), which gives the pages their header and nav. */
export const LearnerLayoutContext = createContext(false);

/** The document itself takes the learner's language, so dialogs and popovers (portals) follow it. */
export function useDocumentLocale() {
  const { locale, dir } = useLearnerLocale();
  useDocumentLanguage(locale);
  return { locale, dir };
}

/**
 * A learner page. Inside the learner layout it is just the page (the layout has the header, the nav,
 * the language and the <main>); on its own it keeps a frame of its own: the logo, a way back to the
 * dashboard, and the page in the learner's language and direction.
 */
export function LearnerPageFrame({ backLabel, children }: { backLabel: string; children: ReactNode }) {
  const inLayout = useContext(LearnerLayoutContext);
  if (inLayout) return <>{children}</>;
  return <StandaloneFrame backLabel={backLabel}>{children}</StandaloneFrame>;
}

function StandaloneFrame({ backLabel, children }: { backLabel: string; children: ReactNode }) {
  const { locale, dir } = useDocumentLocale();
  return (
    <div lang={locale} dir={dir} className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
          <Logo />
          <Link
            to="/dashboard"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200 dark:hover:bg-slate-800"
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {backLabel}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">{children}</main>
    </div>
  );
}
