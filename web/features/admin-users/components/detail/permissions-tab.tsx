import type { AdminUserPremium, UserClaims } from '~/core/users/admin-user';
import { EditableSection } from '~/web/components/ui/editable-section';
import { SwitchField } from '~/web/components/ui/switch-field';
import { useEditableSection } from '~/web/components/ui/use-editable-section';
import { useUpdateUserClaims } from '~/web/features/admin-users/api/update-user-claims';
import { formatDateTime } from '~/web/lib/dates-and-numbers';
import { notifySuccess } from '~/web/lib/notify';

/**
 * View, then Edit; Save sends both claims and leaves edit mode with the saved user (written into the
 * cache). Cancel restores the saved values (docs/spec-deviations.md, deviation 1: leaving the
 * toggled values after a cancel would be a defect). "Premium User" is the administrator's grant (ADR 0006): premium a purchase
 * gives is shown beside it, not toggled here.
 */
export function PermissionsTab({
  userId,
  claims,
  premium,
}: {
  userId: string;
  claims: UserClaims;
  premium: AdminUserPremium;
}) {
  const saved: UserClaims = { isAdminUser: claims.isAdminUser, isPremium: premium.grantedByAdmin };
  const update = useUpdateUserClaims(userId);
  const section = useEditableSection({
    saved: () => saved,
    save: async (draft: UserClaims) => {
      await update.mutateAsync(draft);
      notifySuccess('Permissions updated.');
    },
    failure: 'Could not update the permissions',
  });
  const shown = section.draft ?? saved;
  const locked = !section.editing || section.saving;
  return (
    <EditableSection
      title="Permissions"
      editing={section.editing}
      saving={section.saving}
      error={section.error}
      onEdit={section.start}
      onSave={() => void section.save()}
      onCancel={section.cancel}
    >
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        <SwitchField
          label="Admin User"
          description="Access to admin panel and user management"
          checked={shown.isAdminUser}
          onCheckedChange={(isAdminUser) => section.setDraft((current) => ({ ...current, isAdminUser }))}
          disabled={locked}
        />
        <SwitchField
          label="Premium User"
          description="Access to premium features"
          checked={shown.isPremium}
          onCheckedChange={(isPremium) => section.setDraft((current) => ({ ...current, isPremium }))}
          disabled={locked}
        />
      </div>
      {premium.purchase && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {premium.purchase.until
            ? `Premium through a purchase until ${formatDateTime(premium.purchase.until)}. The switch is an administrator's grant, separate from purchases.`
            : "Premium through a purchase without expiration. The switch is an administrator's grant, separate from purchases."}
        </p>
      )}
    </EditableSection>
  );
}
