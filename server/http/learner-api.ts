import { exportRoutes } from '~/server/account/export-routes';
import { accountRoutes } from '~/server/account/my-account-routes';
import { myCollectionsRoutes } from '~/server/collections/collections-routes';
import { importsRoutes } from '~/server/imports/imports-routes';
import { profileRoutes } from '~/server/profile/profile-routes';
import { studySetsRoutes } from '~/server/sets/study-sets-routes';
import { storiesRoutes } from '~/server/stories/stories-routes';
import { optimizeRoutes } from '~/server/study/optimize-routes';
import { readAnswerWithSession } from '~/server/study/read-answer-with-session';
import { studyRoutes } from '~/server/study/study-routes';
import { studySettingsRoutes } from '~/server/study/study-settings-routes';
import { wordsRoutes } from '~/server/words/my-words-routes';
import { createValidatedRouter } from './openapi-kit';
import { requireLearner } from './require-learner';
import { requireTrustedOrigin } from './require-trusted-origin';

// /api/me/*: the signed-in learner's own data. The guards run before any validation (registered as
// statements so the chained router keeps its route types; see routes/admin/index.ts).
const router = createValidatedRouter();
// Every answer here is one person's data: no shared or browser cache may keep a copy.
// Set before the answer is made, so it is made with it (set after, Hono would rebuild the response).
router.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});
// A single answer's card is read in the guard's own session query (see read-answer-with-session).
router.use('/reviews', readAnswerWithSession);
router.use('*', requireLearner);
router.use('*', requireTrustedOrigin);

export const meRoutes = router
  .route('/', profileRoutes)
  .route('/', wordsRoutes)
  .route('/', studySetsRoutes)
  .route('/', studySettingsRoutes)
  .route('/', studyRoutes)
  .route('/', storiesRoutes)
  .route('/', accountRoutes)
  .route('/', importsRoutes)
  .route('/', exportRoutes)
  .route('/', optimizeRoutes)
  .route('/', myCollectionsRoutes);
