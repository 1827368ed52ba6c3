import BookOpen from 'lucide-react/icons/book-open';
import BarChart3 from 'lucide-react/icons/chart-column';
import Clock from 'lucide-react/icons/clock';
import Languages from 'lucide-react/icons/languages';
import { Link } from 'react-router';
import type { WordStats } from '~/core/dictionary/list-global-words';
import { StatCard } from '~/web/components/ui/stat-card';
import { formatNumber } from '~/web/lib/dates-and-numbers';

/** The four cards of Words Management; dashes while loading or on failure. */
export function WordStatsCards({ stats }: { stats: WordStats | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!stats}>
      <StatCard
        label="Total Words"
        value={value(stats?.totalWords)}
        icon={BookOpen}
        definition="Entries in the dictionary (not the words learners keep)"
      />
      <StatCard label="Languages" value={value(stats?.languages)} icon={Languages} />
      <StatCard label="Difficulty Levels" value={value(stats?.difficulties)} icon={BarChart3} />
      <StatCard
        label="Recent Words"
        value={value(stats?.recentWords.length)}
        icon={Clock}
        footer={
          stats && stats.recentWords.length > 0 ? (
            <ul className="flex flex-wrap gap-x-2 gap-y-1" aria-label="Most recently added words">
              {stats.recentWords.map((word) => (
                <li key={word.id}>
                  <Link
                    to={`/admin/words/${encodeURIComponent(word.id)}`}
                    // At least 24 px each way, so a two-letter word ("il") is still a target a
                    // finger or a shaky pointer can hit (WCAG 2.2 target size).
                    className="inline-flex min-h-6 min-w-6 items-center justify-center font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200"
                  >
                    {word.value}
                  </Link>
                </li>
              ))}
            </ul>
          ) : undefined
        }
      />
    </div>
  );
}
