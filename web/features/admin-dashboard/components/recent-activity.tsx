import { Link } from 'react-router';
import type { AuditActivity } from '~/core/audit/audit-log';
import { Section } from '~/web/components/ui/card';
import { formatDateTime } from '~/web/lib/dates-and-numbers';
import { activityLink, activityTargetLabel, describeAction, timeAgo } from '../lib/describe-activity';

// The latest administrator changes, from the audit log (docs/spec-deviations.md, deviation 6).
export function RecentActivity({ entries }: { entries: AuditActivity[] }) {
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
              <li
                key={entry.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium">{describeAction(entry.action)}</p>
                  {/* The target first, on its own line: on a phone the actor's address would hide it. */}
                  {target && (
                    <p className="truncate text-sm">
                      {link ? (
                        <Link
                          to={link}
                          title={entry.targetId ?? undefined}
                          className="text-brand-700 underline dark:text-brand-200"
                        >
                          {target}
                        </Link>
                      ) : (
                        <span title={entry.targetId ?? undefined}>{target}</span>
                      )}
                    </p>
                  )}
                  <p className="truncate text-sm text-slate-600 dark:text-slate-300">
                    by {entry.actorEmail ?? 'System'}
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
