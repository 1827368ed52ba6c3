import { Button } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Spinner } from '~/web/components/ui/spinner';
import { useAdminStats } from '~/web/features/admin-dashboard/api/get-admin-stats';
import { QuickActions } from '~/web/features/admin-dashboard/components/quick-actions';
import { RecentActivity } from '~/web/features/admin-dashboard/components/recent-activity';
import { StatTiles } from '~/web/features/admin-dashboard/components/stat-tiles';
import { errorMessage } from '~/web/lib/api-error';

export function meta() {
  return [{ title: 'Dashboard — Vocably Admin' }];
}

export default function AdminDashboardPage() {
  const stats = useAdminStats();
  return (
    <>
      <PageHeader title="Dashboard" subtitle="An overview of Vocably's learners and their content" />
      {stats.isPending ? (
        <Spinner label="Loading statistics…" />
      ) : stats.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <p>Could not load the statistics: {errorMessage(stats.error)}</p>
          <Button className="mt-3" size="sm" onClick={() => stats.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <StatTiles stats={stats.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <RecentActivity entries={stats.data.recentActivity} />
            </div>
            <QuickActions />
          </div>
        </div>
      )}
    </>
  );
}
