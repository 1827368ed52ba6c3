import { requireAdmin } from '~/server/middleware/require-admin';
import { requireTrustedOrigin } from '~/server/middleware/require-trusted-origin';
import { createAdminRouter } from './admin-router';
import { auditLogRoutes } from './audit-log-routes';
import { statsRoutes } from './stats-routes';
import { subscriptionsRoutes } from './subscriptions-routes';
import { usersBulkRoutes } from './users-bulk-routes';
import { usersReadRoutes } from './users-read-routes';
import { usersWriteRoutes } from './users-write-routes';
import { wordEditRoutes } from './word-edit-routes';
import { wordsRoutes } from './words-routes';

// /api/admin/*: one router per area, each built with adminRoute(tag). requireAdmin runs before any
// validation, so an anonymous caller learns nothing about the input rules. The bulk routes come
// before /users/{id} so their names are not taken as ids.
const router = createAdminRouter();
// The CSRF check comes first: a refused cross-site request changes nothing and learns nothing.
router.use('*', requireTrustedOrigin);
router.use('*', requireAdmin);

export const adminRoutes = router
  .route('/stats', statsRoutes)
  .route('/users', usersBulkRoutes)
  .route('/users', usersReadRoutes)
  .route('/users', usersWriteRoutes)
  .route('/words', wordsRoutes)
  .route('/words', wordEditRoutes)
  .route('/subscriptions', subscriptionsRoutes)
  .route('/audit-log', auditLogRoutes);
