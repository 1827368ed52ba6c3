import type { auditLog } from '~/server/db/schema';
import { daysAgo, type FactoryContext, uuid } from './context';

export type AuditLogRow = typeof auditLog.$inferInsert;

export function buildAuditLogEntry(
  ctx: FactoryContext,
  actor: { id: string; email: string },
  overrides: Partial<AuditLogRow> = {},
): AuditLogRow {
  return {
    id: uuid(ctx),
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'user.disable',
    targetType: 'user',
    targetId: null,
    before: null,
    after: null,
    createdAt: daysAgo(ctx, 30, 0),
    ...overrides,
  };
}
