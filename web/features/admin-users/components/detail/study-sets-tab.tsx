import type { StudySet } from '~/core/users/user-content';
import { Card } from '~/web/components/ui/card';
import { EmptyState } from '~/web/components/ui/empty-state';
import { formatDate } from '~/web/lib/dates-and-numbers';

export function StudySetsTab({ studySets }: { studySets: StudySet[] }) {
  if (studySets.length === 0) return <EmptyState>No study sets found for this user.</EmptyState>;
  return (
    <>
      <h2 className="sr-only">Study Sets</h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {studySets.map((set) => (
          <li key={set.id}>
            <Card className="h-full p-4">
              <h3 className="text-lg font-semibold">{set.name?.trim() || 'Unnamed Study Set'}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {set.description?.trim() || 'No description'}
              </p>
              <div className="mt-3 flex justify-between text-sm">
                <span>
                  {set.items.length} {set.items.length === 1 ? 'item' : 'items'}
                </span>
                <span className="text-slate-600 dark:text-slate-300">
                  Created {formatDate(set.createdAt)}
                </span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
