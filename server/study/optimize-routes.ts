import { fittedParametersSchema } from '~/core/study/fitted-parameters';
import { jsonContent, learnerErrors, learnerOf, meRoute } from '~/server/http/learner-responses';
import { createValidatedRouter, errorResponse } from '~/server/http/openapi-kit';
import { optimizeMySchedule } from './optimize-my-schedule';

const settingsRoute = meRoute('Learner: studying');

// Fitting the scheduler to the learner's own memory.
export const optimizeRoutes = createValidatedRouter().openapi(
  settingsRoute({
    method: 'post',
    path: '/settings/optimize',
    operationId: 'optimizeMySchedule',
    summary: 'Fit the 21 FSRS-6 parameters to your own review log; the scheduler uses them from then on',
    description:
      'Runs the FSRS optimizer in a worker thread (seconds for a long history). The answer gives log loss and RMSE (bins) on your history with the parameters in use before and with the fitted ones; PUT /settings with fsrsParameters: null goes back to the defaults.',
    responses: {
      200: jsonContent(fittedParametersSchema, 'The fitted parameters, now in your settings'),
      ...learnerErrors,
      409: errorResponse(
        'NOT_ENOUGH_REVIEWS: the optimizer needs more reviews made a day or more apart; says how many. OPTIMIZE_BUSY: your schedule is already being optimised. SETTINGS_CHANGED: the time zone or parameters changed while it ran; nothing was stored',
      ),
      503: errorResponse(
        'OPTIMIZERS_BUSY: the server is optimising as many schedules as it takes at once; try again in a minute',
      ),
    },
  }),
  async (c) => {
    const { db, userId, now } = learnerOf(c);
    return c.json(await optimizeMySchedule(db, { userId, now }), 200);
  },
);
