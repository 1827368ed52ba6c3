import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';

// The label when the caller names no load, in the language of the pages that show a spinner (the
// learner's: most screens call <Spinner /> bare, and a Hebrew page announced "Loading…").
const loading = { en: 'Loading…', he: 'טוען…' } as const;

// A labelled loading indicator: the ring is decoration, the label is what a screen reader hears (and
// what everyone reads when `visibleLabel` is set, as the subscriptions' "Loading subscriptions...").
export function Spinner({
  label,
  visibleLabel = false,
  className = '',
}: {
  label?: string;
  visibleLabel?: boolean;
  className?: string;
}) {
  const { locale } = useLearnerLocale();
  return (
    <div
      className={`flex items-center justify-center gap-3 py-12 ${className}`}
      role="status"
      aria-live="polite"
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-200"
        aria-hidden="true"
      />
      <span className={visibleLabel ? 'text-slate-700 dark:text-slate-300' : 'sr-only'}>
        {label ?? loading[locale]}
      </span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} visibleLabel />
    </div>
  );
}
