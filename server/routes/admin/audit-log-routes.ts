import { listAuditQuerySchema, listAuditResponseSchema } from '~/core/admin/audit-log';
import { listAuditLog } from '~/server/services/audit/list-audit-log';
import { jsonContent } from '../openapi-kit';
import { createAdminRouter } from './admin-router';
import { adminRoute } from './responses';

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
