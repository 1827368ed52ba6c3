import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { plural } from '~/web/lib/i18n/plural';
import { signOutEn } from '../i18n/sign-out-en';
import { signOutHe } from '../i18n/sign-out-he';

/**
 * Sign-out asked while answers given on this device have not reached the server: signing out anyway
 * keeps them here for the learner's next sign-in; Stay (or Escape) keeps the learner signed in.
 * Loaded only when it is asked (the dialog kit is not in the layout's first load).
 */
export function UnsavedAnswersDialog({
  count,
  locale,
  onSignOut,
  onStay,
}: {
  count: number;
  locale: string;
  onSignOut: () => void;
  onStay: () => void;
}) {
  const t = locale === 'he' ? signOutHe : signOutEn;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t.unsavedTitle}
      description={plural(t.unsaved, count, locale)}
      confirmLabel={t.signOutAnyway}
      cancelLabel={t.stay}
      onConfirm={onSignOut}
    />
  );
}
