import { advancedAnalyticsSchema } from '~/core/stats/advanced-analytics';
import { achievementsSchema } from '~/core/study/achievements';
import { progressSchema } from '~/core/study/progress';
import { studySettingsSchema, updateStudySettingsBodySchema } from '~/core/study/study-settings';
import { jsonBody, jsonContent, learnerErrors, learnerOf, meRoute } from '~/server/http/learner-responses';
import { createValidatedRouter, errorResponse } from '~/server/http/openapi-kit';
import { getAdvancedAnalytics } from '~/server/stats/get-advanced-analytics';
import { getAchievements } from './get-achievements';
import { getProgress } from './get-progress';
import { readStudySettings, updateStudySettings } from './study-settings';

const settingsRoute = meRoute('Learner: studying');

// The learner's scheduling settings and their progress figures.
export const studySettingsRoutes = createValidatedRouter()
  .openapi(
    settingsRoute({
      method: 'get',
      path: '/settings',
      operationId: 'getMyStudySettings',
      summary: 'Your study settings: desired retention, daily limits, time zone',
      responses: { 200: jsonContent(studySettingsSchema, 'Your study settings'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await readStudySettings(db, userId), 200);
    },
  )
  .openapi(
    settingsRoute({
      method: 'put',
      path: '/settings',
      operationId: 'updateMyStudySettings',
      summary: 'Set desired retention (0.80–0.97), new words per day, maximum reviews per day, time zone',
      description:
        'Only the fields given change. The time zone is an IANA name (Europe/London); study days run from 04:00 to 04:00 in it.',
      request: { body: jsonBody(updateStudySettingsBodySchema) },
      responses: {
        200: jsonContent(studySettingsSchema, 'Your study settings after the change'),
        ...learnerErrors,
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await updateStudySettings(db, { userId, changes: c.req.valid('json'), now }), 200);
    },
  )
  .openapi(
    settingsRoute({
      method: 'get',
      path: '/progress',
      operationId: 'getMyProgress',
      summary:
        'Streaks, reviews per day for a year, true retention, the 30-day due forecast, words by status, time studied',
      responses: { 200: jsonContent(progressSchema, 'Your progress'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await getProgress(db, { userId, now }), 200);
    },
  )
  .openapi(
    settingsRoute({
      method: 'get',
      path: '/analytics',
      operationId: 'getMyAdvancedAnalytics',
      summary:
        'Pro’s advanced analytics: young and mature retention, answers by hour, the hardest words, memory strength',
      description:
        'From your own answers and cards, in your time zone: retention over the last 30 study days for young cards (in review at an interval under 21 days) and mature ones (21 days or more, as progress’s true retention); answers to words already met by hour of day over the last 90 study days; up to 10 words with the most lapses; studied cards by FSRS stability (under 7 days, 7–30, 30–90, 90–365, 365 and more). Pro only: a Free learner is refused with PLAN_REQUIRED and details { tier }.',
      responses: {
        200: jsonContent(advancedAnalyticsSchema, 'Your advanced analytics'),
        ...learnerErrors,
        403: errorResponse(
          'PLAN_REQUIRED: advanced analytics come with Pro (details: tier); or email not verified / foreign origin',
        ),
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await getAdvancedAnalytics(db, { userId, now }), 200);
    },
  )
  .openapi(
    settingsRoute({
      method: 'get',
      path: '/achievements',
      operationId: 'getMyAchievements',
      summary: 'Your achievements, each with when you earned it (null while not yet)',
      description:
        'Computed from your own records, and kept once earned: one stays earned with the date it was first earned, even when what earned it is deleted. They are your first answer; 10, 100 and 500 words learned (a word is learned once its memory lasts three weeks; earned at the last review of the word that made the count); study streaks of 3, 7 and 30 days; a perfect session (10 or more answers, none Again); your first story; your first study set.',
      responses: { 200: jsonContent(achievementsSchema, 'Your achievements'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await getAchievements(db, { userId }), 200);
    },
  );
