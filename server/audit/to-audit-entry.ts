import type { AuditEntry } from '~/core/audit/audit-log';
import type { auditLog } from '~/server/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export function toAuditEntry(row: AuditRow, targetLabel: string | null = null): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
