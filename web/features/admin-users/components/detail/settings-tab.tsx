import type { UserProfile } from '~/core/profile/user-profile';
import type { UserConstraints } from '~/core/profile/user-settings';
import { Section } from '~/web/components/ui/card';
import { EmptyState } from '~/web/components/ui/empty-state';
import { FieldList } from '~/web/components/ui/field-list';
import { useUpdateUserCollectionMetadata } from '~/web/features/admin-users/api/update-user-collection-metadata';
import { useUpdateUserConstraints } from '~/web/features/admin-users/api/update-user-constraints';
import {
  attemptsLabel,
  constraintsSet,
  invalidAttemptRows,
} from '~/web/features/admin-users/lib/settings-view';
import { formatDateTime } from '~/web/lib/dates-and-numbers';
import { notifySuccess } from '~/web/lib/notify';
import { CountRowsEditor } from './count-rows-editor';

const platformNames = [
  ['ios', 'iOS'],
  ['android', 'Android'],
  ['web', 'Web'],
] as const;

export function SettingsTab({ userId, profile }: { userId: string; profile: UserProfile | null }) {
  if (!profile) return <EmptyState>No profile data found for this user.</EmptyState>;
  return <Settings userId={userId} profile={profile} />;
}

function Settings({ userId, profile }: { userId: string; profile: UserProfile }) {
  const updateConstraints = useUpdateUserConstraints(userId);
  const updateCollections = useUpdateUserCollectionMetadata(userId);
  const attempts = invalidAttemptRows(profile.invalidWordAttempts);

  // Each panel saves its own set and sends the other as it is (the API replaces both at once).
  const saveLimits =
    (which: keyof UserConstraints, title: string) =>
    async (rows: { collectionName: string; count: number }[]) => {
      await updateConstraints.mutateAsync({
        ...profile.constraints,
        [which]: {
          constraints: rows.map(({ collectionName, count }) => ({ collectionName, maxValue: count })),
        },
      });
      notifySuccess(`${title} saved.`);
    };

  return (
    <div className="space-y-6">
      <Section title="Platforms">
        <FieldList
          items={platformNames.map(([key, name]) => {
            const token = profile.platforms[key]?.fcmToken;
            return {
              label: `${name} push token`,
              value: token ? <code className="font-mono text-xs break-all">{token}</code> : 'Not registered',
            };
          })}
        />
      </Section>

      <section aria-labelledby="constraints-heading" className="space-y-4">
        <h2 id="constraints-heading" className="text-lg font-semibold">
          Constraints
        </h2>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <CountRowsEditor
            title="Regular User Limits"
            countLabel="Max value"
            emptyText="No limits set."
            entries={profile.constraints.regularUser.constraints.map((c) => ({
              collectionName: c.collectionName,
              count: c.maxValue,
            }))}
            onSave={saveLimits('regularUser', 'Regular User Limits')}
          />
          <CountRowsEditor
            title="Premium User Limits"
            countLabel="Max value"
            emptyText="No limits set."
            entries={profile.constraints.premiumUser.constraints.map((c) => ({
              collectionName: c.collectionName,
              count: c.maxValue,
            }))}
            onSave={saveLimits('premiumUser', 'Premium User Limits')}
          />
        </div>
      </section>

      <section aria-labelledby="collections-heading" className="space-y-4">
        <h2 id="collections-heading" className="text-lg font-semibold">
          Collections
        </h2>
        <CountRowsEditor
          title="Collection Metadata"
          countLabel="Total items"
          emptyText="No collection metadata."
          showUpdatedAt
          entries={profile.collectionsMetadata.map((entry) => ({
            collectionName: entry.collectionName,
            count: entry.totalItems,
            updatedAt: entry.updatedAt,
          }))}
          onSave={async (rows) => {
            const before = new Map(profile.collectionsMetadata.map((entry) => [entry.collectionName, entry]));
            const now = new Date().toISOString();
            await updateCollections.mutateAsync(
              rows.map(({ collectionName, count }) => {
                const previous = before.get(collectionName);
                // A row keeps its date unless its count changed (or it is new).
                const unchanged = previous && previous.totalItems === count;
                return { collectionName, totalItems: count, updatedAt: unchanged ? previous.updatedAt : now };
              }),
            );
            notifySuccess('Collection Metadata saved.');
          }}
        />
      </section>

      <section aria-labelledby="analytics-heading" className="space-y-4">
        <h2 id="analytics-heading" className="text-lg font-semibold">
          Analytics
        </h2>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Section title="Invalid Word Attempts" level={3}>
            {attempts.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">No invalid attempts recorded</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {attempts.map((row) => (
                  <li key={row.key} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                    <span className="min-w-0 font-medium wrap-anywhere">{row.label}</span>
                    <span className="tabular-nums">{attemptsLabel(row.count)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Usage Summary" level={3}>
            <FieldList
              items={[
                { label: 'Total Collections', value: profile.collectionsMetadata.length },
                { label: 'Profile Updated', value: formatDateTime(profile.updatedAt) },
                { label: 'Constraints Set', value: constraintsSet(profile) ? 'Yes' : 'No' },
              ]}
            />
          </Section>
        </div>
      </section>
    </div>
  );
}
