import { AlertDialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '~/web/components/forms/form-alert';
import { TextField } from '~/web/components/forms/text-field';
import { Button, buttonClass } from '~/web/components/ui/button';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useDeleteMyAccount } from '~/web/lib/learner-data/delete-my-account';
import { useExportMyData } from '~/web/lib/learner-data/export-my-data';
import type { SettingsMessages } from '../i18n/en';
import { SettingsSection } from './settings-section';

/** Export my data: the whole export as a JSON file; the words as an Anki deck or a CSV. */
export function ExportSection({ t }: { t: SettingsMessages }) {
  const exporting = useExportMyData();
  return (
    <SettingsSection id="settings-data" title={t.data.title}>
      <p className="text-slate-700 dark:text-slate-300">{t.data.text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
          {exporting.isPending ? t.data.exporting : t.data.export}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {exporting.isSuccess ? t.data.exported : ''}
        </p>
      </div>
      <p className="mt-5 text-slate-700 dark:text-slate-300">{t.data.filesText}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {/* Plain links: the session cookie authenticates a GET, and the browser saves the file. */}
        <a href="/api/me/export.apkg" download className={buttonClass('secondary')}>
          {t.data.exportAnki}
        </a>
        <a href="/api/me/export.csv" download className={buttonClass('secondary')}>
          {t.data.exportCsv}
        </a>
      </div>
      {exporting.isError && (
        <div className="mt-4">
          <FormAlert>
            <p className="font-semibold">{t.data.failed}</p>
            <p>{refusalMessage(exporting.error, t.refusals)}</p>
          </FormAlert>
        </div>
      )}
    </SettingsSection>
  );
}

/**
 * Delete my account: a confirmation that asks for the password (the server's re-authentication; a
 * session under ten minutes old needs none), the server's refusal shown in the dialog, then home. An
 * account without a password (Google or Apple only) is told to sign in again instead: a field it
 * could never answer would only make each try a failed sign-in.
 */
export function DeleteAccountSection({ t, hasPassword }: { t: SettingsMessages; hasPassword: boolean }) {
  const deletion = useDeleteMyAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  // Without a password, the session being too old is answered with what to do, not with a password.
  const refusals = hasPassword
    ? t.refusals
    : { ...t.refusals, REAUTHENTICATION_REQUIRED: t.deletion.noPasswordRefused };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate(password, {
      // The account is gone: leave the app for the public home page.
      onSuccess: () => window.location.assign('/'),
    });
  };

  const onOpenChange = (next: boolean) => {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      deletion.reset();
    }
  };

  return (
    <SettingsSection id="settings-delete" title={t.deletion.title}>
      <p className="text-slate-700 dark:text-slate-300">{t.deletion.text}</p>
      <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
        <AlertDialog.Trigger className={buttonClass('danger', 'md', 'mt-4')}>
          {t.deletion.open}
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-slate-900 shadow-xl focus:outline-none dark:bg-slate-900 dark:text-slate-100">
            <AlertDialog.Title className="text-lg font-semibold">{t.deletion.confirmTitle}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {hasPassword ? t.deletion.confirmText : t.deletion.noPasswordText}
            </AlertDialog.Description>
            <form onSubmit={confirm} className="mt-4 space-y-4">
              {hasPassword && (
                <TextField
                  label={t.deletion.password}
                  hint={t.deletion.passwordHint}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
              {deletion.isError && (
                <FormAlert>
                  <p className="font-semibold">{t.deletion.failed}</p>
                  <p>{refusalMessage(deletion.error, refusals)}</p>
                </FormAlert>
              )}
              <div className="flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel className={buttonClass('secondary')} disabled={deletion.isPending}>
                  {t.deletion.cancel}
                </AlertDialog.Cancel>
                <Button type="submit" variant="danger" disabled={deletion.isPending}>
                  {deletion.isPending ? t.deletion.deleting : t.deletion.confirm}
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </SettingsSection>
  );
}
