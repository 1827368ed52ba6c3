import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '~/web/components/forms/form-alert';
import { Button } from '~/web/components/ui/button';
import type { SettingsMessages } from '../i18n/en';

/** One titled block of Settings. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A form saved to the server: its fields, its Save button, and the outcome in place. */
export function SavedForm({
  t,
  onSubmit,
  pending,
  saved,
  failure,
  children,
  label,
}: {
  t: SettingsMessages;
  onSubmit: () => void;
  pending: boolean;
  saved: boolean;
  failure: string | null;
  children: ReactNode;
  label: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="space-y-5">
      {children}
      {failure && (
        <FormAlert>
          <p className="font-semibold">{t.saveFailed}</p>
          <p>{failure}</p>
        </FormAlert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t.saving : t.save}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {saved && !pending ? t.saved : ''}
        </p>
      </div>
    </form>
  );
}
