import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import BookText from 'lucide-react/icons/book-text';
import Crown from 'lucide-react/icons/crown';
import Layers from 'lucide-react/icons/layers';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import type { AdminStats, StatKey } from '~/core/stats/admin-stats';
import { StatCard } from '~/web/components/ui/stat-card';
import { formatChange, formatNumber } from '~/web/lib/dates-and-numbers';

const tiles: { key: StatKey; label: string; icon: LucideIcon; definition?: string }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'activeUsers', label: 'Active Users', icon: UserCheck },
  {
    key: 'premiumUsers',
    label: 'Premium Users',
    icon: Crown,
    // People, not subscriptions: beside Subscriptions' "Active Subscriptions" (active store
    // subscriptions) it also counts whoever has premium another way (purchase-access.ts).
    definition:
      'People with premium now: any purchase whose access runs (active, cancelled or in a grace period), a temporary grant, or premium granted by an administrator',
  },
  {
    key: 'totalWords',
    label: 'Total Words',
    icon: BookOpen,
    // Words Management's "Total Words" counts the dictionary; this one counts what learners keep.
    definition: 'Words in learners’ collections (not the dictionary’s entries)',
  },
  { key: 'totalStudySets', label: 'Study Sets', icon: Layers },
  { key: 'totalStories', label: 'Stories', icon: BookText },
];

function Change({ percent, periodDays }: { percent: number | null; periodDays: number }) {
  const text = formatChange(percent);
  if (text === null) return <span>No data for the previous {periodDays} days</span>;
  const tone =
    percent! > 0
      ? 'text-green-700 dark:text-green-400'
      : percent! < 0
        ? 'text-red-700 dark:text-red-400'
        : 'text-slate-600 dark:text-slate-300';
  return (
    <span>
      <span className={`font-semibold ${tone}`}>{text}</span> vs previous {periodDays} days
    </span>
  );
}

// Six tiles with their real change over the last period (docs/spec-deviations.md, deviation 6).
export function StatTiles({ stats }: { stats: AdminStats }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Statistics">
      {tiles.map(({ key, label, icon, definition }) => (
        <li key={key} data-testid={`stat-${key}`}>
          <StatCard
            label={label}
            value={formatNumber(stats[key])}
            icon={icon}
            footer={<Change percent={stats.changes[key]} periodDays={stats.periodDays} />}
            definition={definition}
          />
        </li>
      ))}
    </ul>
  );
}
