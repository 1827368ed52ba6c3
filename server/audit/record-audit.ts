import type { Tx } from '~/server/db/client';
import { auditLog } from '~/server/db/schema';
import type { Actor, SystemActor } from './actor';

export type AuditInput = {
  actor: Actor | SystemActor;
  action: string;
  targetType: 'user' | 'word' | 'users' | 'words';
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
};

// Called inside the mutation's transaction, so the change and its record commit or fail together.
export async function recordAudit(tx: Tx, input: AuditInput) {
  await tx.insert(auditLog).values({
    actorId: input.actor.id,
    actorEmail: input.actor.email,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId ?? null,
    before: toJson(input.before),
    after: toJson(input.after),
  });
}

// Dates and other class instances become plain JSON before they reach the jsonb column.
function toJson(value: unknown) {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
