import { auditLogRoutes } from '~/server/audit/audit-log-routes';
import { wordEditRoutes } from '~/server/dictionary/admin-word-edit-routes';
import { wordsRoutes } from '~/server/dictionary/admin-words-routes';
import { statsRoutes } from '~/server/stats/stats-routes';
import { subscriptionsRoutes } from '~/server/subscriptions/subscriptions-routes';
import { usersBulkRoutes } from '~/server/users/users-bulk-routes';
import { usersReadRoutes } from '~/server/users/users-read-routes';
import { usersWriteRoutes } from '~/server/users/users-write-routes';
import { createAdminRouter } from './admin-router';
import { requireAdmin } from './require-admin';
import { requireTrustedOrigin } from './require-trusted-origin';

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
