import { requireLearner } from '~/server/middleware/require-learner';
import { requireTrustedOrigin } from '~/server/middleware/require-trusted-origin';
import { createValidatedRouter } from '../openapi-kit';
import { accountRoutes } from './account-routes';
import { profileRoutes } from './profile-routes';
import { storiesRoutes } from './stories-routes';
import { studyRoutes } from './study-routes';
import { studySetsRoutes } from './study-sets-routes';
import { studySettingsRoutes } from './study-settings-routes';
import { wordsRoutes } from './words-routes';

// /api/me/*: the signed-in learner's own data. The guards run before any validation (registered as
// statements so the chained router keeps its route types; see routes/admin/index.ts).
const router = createValidatedRouter();
router.use('*', requireLearner);
router.use('*', requireTrustedOrigin);

export const meRoutes = router
  .route('/', profileRoutes)
  .route('/', wordsRoutes)
  .route('/', studySetsRoutes)
  .route('/', studySettingsRoutes)
  .route('/', studyRoutes)
  .route('/', storiesRoutes)
  .route('/', accountRoutes);
