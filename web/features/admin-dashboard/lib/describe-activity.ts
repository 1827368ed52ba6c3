import type { AuditActivity } from '~/core/audit/audit-log';

const phrases: Record<string, string> = {
  'user.disable': 'Disabled a user',
  'user.enable': 'Enabled a user',
  'users.bulk-disable': 'Disabled users in bulk',
  'users.bulk-enable': 'Enabled users in bulk',
  'users.export': 'Exported users',
  'user.delete': 'Deleted a user',
  'user.claims.update': 'Changed a user\u2019s permissions',
  'user.update-claims': 'Changed a user\u2019s permissions',
  'user.password.reset-email': 'Sent a password reset email',
  'user.settings.constraints': 'Changed a user\u2019s limits',
  'user.settings.collectionsMetadata': 'Changed a user\u2019s collection metadata',
  'user.settings.platforms': 'Changed a user\u2019s platform registrations',
  'user.settings.invalidWordAttempts': 'Changed a user\u2019s invalid word attempts',
  'word.delete': 'Deleted a word',
  'words.bulk-delete': 'Deleted words in bulk',
  'word.update-examples': 'Edited a word\u2019s examples',
  'word.update-definition-examples': 'Edited a word\u2019s examples',
  'word.update-translations': 'Edited a word\u2019s translations',
  'word.update-definitions': 'Edited a word\u2019s definitions',
  'word.update-synonyms': 'Edited a word\u2019s synonyms',
  'word.update-variants': 'Edited a word\u2019s variants',
  'system.seed-demo-data': 'Loaded the demo data',
};

/** An audit action as a sentence: known ones by name, others from their dotted words. */
export function describeAction(action: string): string {
  const known = phrases[action];
  if (known) return known;
  const words = action.replace(/[.\-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Changed something';
}

/** Where the activity's target lives in the portal, when it still can. */
export function activityLink(
  entry: Pick<AuditActivity, 'action' | 'targetType' | 'targetId'>,
): string | null {
  if (!entry.targetId || entry.action.endsWith('.delete')) return null;
  if (entry.targetType === 'user') return `/admin/users/${encodeURIComponent(entry.targetId)}`;
  if (entry.targetType === 'word') return `/admin/words/${encodeURIComponent(entry.targetId)}`;
  return null;
}

const targetNouns: Record<string, string> = { user: 'a user', word: 'a word' };

/**
 * Who or what the activity was about, as people know it: the email or word the server labelled it
 * with, else "a user" / "a word" (the raw id is only a tooltip and the link, never the text).
 */
export function activityTargetLabel(
  entry: Pick<AuditActivity, 'targetLabel' | 'targetType' | 'targetId'>,
): string | null {
  if (entry.targetLabel) return entry.targetLabel;
  return entry.targetId ? (targetNouns[entry.targetType] ?? null) : null;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
