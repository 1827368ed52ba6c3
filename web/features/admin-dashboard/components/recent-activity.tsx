import { Link } from 'react-router';
import type { AuditEntry } from '../../../../core/admin/audit-log';
import { Section } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { activityLink, activityTargetLabel, describeAction, timeAgo } from '../lib/describe-activity';

// The latest administrator changes, from the audit log (ARCHITECTURE.md deviation 6).
export function RecentActivity({ entries }: { entries: AuditEntry[] }) {
  return (
    <Section title="Recent Activity">
      {entries.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">No recent activity.</p>
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) => {
            const link = activityLink(entry);
            const target = activityTargetLabel(entry);
            return (
              <li key={entry.id} className="flex items-baseline justify-between gap-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{describeAction(entry.action)}</p>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-300">
                    {entry.actorEmail ?? 'System'}
                    {target && (
                      <>
                        {' \u2192 '}
                        {link ? (
                          <Link to={link} className="text-brand-700 underline dark:text-brand-200">
                            {target}
                          </Link>
                        ) : (
                          target
                        )}
                      </>
                    )}
                  </p>
                </div>
                <time
                  dateTime={entry.createdAt}
                  title={formatDateTime(entry.createdAt)}
                  className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300"
                >
                  {timeAgo(entry.createdAt)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
