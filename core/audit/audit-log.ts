import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    targetLabel: z.string().nullable().meta({
      description:
        "How people know the target: a user's email or a word's value (as it is now, else as it was when the entry was written); null when there is none",
    }),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });

/**
 * An entry as a list of recent activity shows it: who did what to which target, without the before and
 * after snapshots (a bulk delete keeps up to a thousand words whole in its entry; the audit log has them).
 */
export const auditActivitySchema = auditEntrySchema
  .omit({ before: true, after: true })
  .meta({ id: 'AuditActivity' });

export type AuditActivity = z.infer<typeof auditActivitySchema>;

export const listAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  action: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(200).optional(),
});

export const listAuditResponseSchema = z
  .object({
    items: z.array(auditEntrySchema),
    totalCount: z.number().int(),
    pageToken: z.string().optional().meta({ description: 'The next offset; absent on the last page' }),
  })
  .meta({ id: 'AuditLog' });

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;
