import { buildAuditLogEntry, daysAgo, type FactoryContext, type GlobalWordRow } from '~/server/db/factories';
import type { AuditLogRow } from '~/server/db/factories/audit';
import type { DemoPeople } from './demo-people';

/** Audit rows of the kinds the admin portal writes, so "Recent Activity" has history to show. */
export function buildDemoAudit(
  ctx: FactoryContext,
  people: DemoPeople,
  words: GlobalWordRow[],
  actor: { id: string; email: string },
): AuditLogRow[] {
  const { faker } = ctx;
  const rows: AuditLogRow[] = [];
  for (const person of people.users.filter((user) => user.banned)) {
    rows.push(
      buildAuditLogEntry(ctx, actor, {
        action: 'user.disable',
        targetType: 'user',
        targetId: person.id,
        before: { banned: false },
        after: { banned: true },
      }),
    );
  }
  for (const person of people.users.filter((user) => user.role === 'admin')) {
    rows.push(
      buildAuditLogEntry(ctx, actor, {
        action: 'user.update-claims',
        targetType: 'user',
        targetId: person.id,
        before: { isAdminUser: false, isPremium: false },
        after: { isAdminUser: true, isPremium: false },
      }),
    );
  }
  for (const word of faker.helpers.arrayElements(words, 12)) {
    const synonyms = word.synonyms ?? [];
    rows.push(
      buildAuditLogEntry(ctx, actor, {
        action: 'word.update-synonyms',
        targetType: 'word',
        targetId: word.id,
        before: { synonyms: synonyms.slice(0, -1), version: 1 },
        after: { synonyms, version: 2 },
        createdAt: daysAgo(ctx, 20, 0),
      }),
    );
  }
  return rows;
}
