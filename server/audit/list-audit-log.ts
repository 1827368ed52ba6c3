import { and, count, desc, eq } from 'drizzle-orm';
import type { ListAuditQuery } from '~/core/audit/audit-log';
import type { Db } from '~/server/db/client';
import { auditLog } from '~/server/db/schema';
import { toLabelledAuditEntries } from './label-audit-entries';

// Newest first, optionally for one action or one target.
export async function listAuditLog(db: Db, query: ListAuditQuery) {
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit + 1)
      .offset(query.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const items = await toLabelledAuditEntries(db, rows.slice(0, query.limit));
  const totalCount = total?.value ?? 0;
  return rows.length > query.limit
    ? { items, totalCount, pageToken: String(query.offset + query.limit) }
    : { items, totalCount };
}
