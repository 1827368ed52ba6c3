import { achievementsSchema } from '~/core/study/achievements';
import { progressSchema } from '~/core/study/progress';
import { studySettingsSchema, updateStudySettingsBodySchema } from '~/core/study/study-settings';
import { jsonBody, jsonContent, learnerErrors, learnerOf, meRoute } from '~/server/http/learner-responses';
import { createValidatedRouter } from '~/server/http/openapi-kit';
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
