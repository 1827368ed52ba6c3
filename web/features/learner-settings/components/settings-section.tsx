import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
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
  const form = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  // After each Save, once the form's errors are drawn, the first field refused takes the focus, so a
  // keyboard or screen-reader user lands on what to fix rather than staying on the button.
  useEffect(() => {
    if (attempts === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setAttempts((count) => count + 1);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} aria-label={label} className="space-y-5">
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
