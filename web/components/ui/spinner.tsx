// A labelled loading indicator: the ring is decoration, the label is what a screen reader hears.
export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div className={`flex items-center justify-center py-12 ${className}`} role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-200"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
