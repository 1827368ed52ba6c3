import { inArray } from 'drizzle-orm';
import type { AuditEntry } from '~/core/audit/audit-log';
import type { Db } from '~/server/db/client';
import { globalWord, user } from '~/server/db/schema';
import { type AuditRow, toAuditEntry } from './to-audit-entry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The email or value a before/after snapshot holds, for targets that no longer exist. */
function snapshotLabel(row: AuditRow): string | null {
  for (const snapshot of [row.after, row.before]) {
    if (!snapshot || typeof snapshot !== 'object') continue;
    const record = snapshot as Record<string, unknown>;
    for (const key of ['email', 'value']) {
      const value = record[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

const idsOf = (rows: AuditRow[], targetType: string, valid: (id: string) => boolean = () => true) => [
  ...new Set(
    rows.flatMap((row) =>
      row.targetType === targetType && row.targetId && valid(row.targetId) ? [row.targetId] : [],
    ),
  ),
];

/**
 * Audit rows as API entries with a label people recognise (the Recent Activity list shows it, not
 * the raw id): the target's current email or value, else the one its snapshot kept (a deleted user
 * or word), else null. Two indexed lookups for the whole page, never one per row.
 */
export async function toLabelledAuditEntries(db: Db, rows: AuditRow[]): Promise<AuditEntry[]> {
  const userIds = idsOf(rows, 'user');
  const wordIds = idsOf(rows, 'word', (id) => UUID.test(id));
  const [users, words] = await Promise.all([
    userIds.length > 0
      ? db.select({ id: user.id, label: user.email }).from(user).where(inArray(user.id, userIds))
      : [],
    wordIds.length > 0
      ? db
          .select({ id: globalWord.id, label: globalWord.value })
          .from(globalWord)
          .where(inArray(globalWord.id, wordIds))
      : [],
  ]);
  const current = new Map<string, string>();
  for (const { id, label } of users) current.set(`user:${id}`, label);
  for (const { id, label } of words) current.set(`word:${id}`, label);
  return rows.map((row) =>
    toAuditEntry(row, current.get(`${row.targetType}:${row.targetId}`) ?? snapshotLabel(row)),
  );
}
