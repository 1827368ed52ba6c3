import { listAuditQuerySchema, listAuditResponseSchema } from '~/core/audit/audit-log';
import { adminRoute } from '~/server/http/admin-responses';
import { createAdminRouter } from '~/server/http/admin-router';
import { jsonContent } from '~/server/http/openapi-kit';
import { listAuditLog } from './list-audit-log';

const route = adminRoute('Audit log');

// /admin/audit-log: every admin change.
export const auditLogRoutes = createAdminRouter().openapi(
  route({
    operationId: 'listAuditLog',
    method: 'get',
    path: '/',
    summary: 'Every admin change, newest first',
    request: { query: listAuditQuerySchema },
    responses: { 200: jsonContent(listAuditResponseSchema, 'A page of audit entries') },
  }),
  async (c) => c.json(await listAuditLog(c.var.db, c.req.valid('query')), 200),
);
