import { stream } from 'hono/streaming';
import { reviewHistorySchema, reviewResultsSchema, reviewsBodySchema } from '~/core/study/review';
import { startSessionBodySchema, studySessionSchema } from '~/core/study/study-session';
import {
  idParams,
  jsonBody,
  jsonContent,
  learnerErrors,
  learnerOf,
  meRoute,
  notFound,
} from '~/server/http/learner-responses';
import { createValidatedRouter, errorResponse } from '~/server/http/openapi-kit';
import { exportReviewLogCsv } from './export-review-log';
import { cardReadAheadOf } from './read-answer-with-session';
import { startSession } from './start-session';
import { submitReviews } from './submit-reviews';
import { wordReviewHistory } from './word-review-history';

const studyRoute = meRoute('Learner: studying');

// Studying: sessions (the queue), answers (reviews, one or an offline batch), the review log.
export const studyRoutes = createValidatedRouter()
  .openapi(
    studyRoute({
      method: 'post',
      path: '/sessions',
      operationId: 'startStudySession',
      summary: 'Start a study session: today’s queue for a scope and a method',
      description:
        'Due cards first (most overdue relative to their interval), then new words up to today’s allowance; with scope "cards", the named cards (the words just missed, studied again now). Each card comes with its question and the next interval each rating would give. A sitting counts once against the plan’s monthly study sessions: a session counts when its first answer arrives, and one started within 30 minutes of your last answer continues that sitting (another method, say) without counting again. With nothing to study, nothing is started or counted (200, id null, nextDue).',
      request: { body: jsonBody(startSessionBodySchema) },
      responses: {
        201: jsonContent(studySessionSchema, 'The session and its queue'),
        200: jsonContent(studySessionSchema, 'Nothing to study now: no session was started'),
        ...learnerErrors,
        403: errorResponse(
          'LIMIT_REACHED: this month’s study sessions are used up; or email not verified / foreign origin',
        ),
        404: errorResponse('STUDY_SET_NOT_FOUND: not one of your study sets'),
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const session = await startSession(db, { userId, body: c.req.valid('json'), now });
      return session.id ? c.json(session, 201) : c.json(session, 200);
    },
  )
  .openapi(
    studyRoute({
      method: 'post',
      path: '/reviews',
      operationId: 'submitReviews',
      summary: 'Answer cards: one review, or an offline batch of reviews with their original times',
      description:
        'Each review carries a client-generated UUID: a replay changes nothing (status duplicate). A batch is applied in the order the answers were given; an answer older than the card’s last review is logged but does not move the card (status logged). In a batch, an answer that cannot be taken is reported per item (status rejected, final: do not send it again); a single review’s refusal is the response’s error. A 409 is never final: in a batch it stops the batch at the answer it met, the answers before that one are saved (they come back as duplicate when the batch is sent again) and none after it was tried; send the whole batch again.',
      request: { body: jsonBody(reviewsBodySchema) },
      responses: {
        200: jsonContent(reviewResultsSchema, 'One result per review, in the order sent'),
        ...learnerErrors,
        ...notFound,
        409: errorResponse(
          'CARD_BUSY: the card kept changing (other devices answering it) while this answer was saved; nothing was written for it (nor, in a batch, for the answers after it), send it again',
        ),
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const body = c.req.valid('json');
      return c.json(await submitReviews(db, { userId, body, now, readAhead: cardReadAheadOf(c) }), 200);
    },
  )
  .openapi(
    studyRoute({
      method: 'get',
      path: '/reviews.csv',
      operationId: 'exportMyReviewLog',
      summary: 'Your review log in the FSRS optimizer’s CSV columns',
      description:
        'card_id,review_time,review_rating,review_state,review_duration: times in milliseconds since the epoch, rating 1–4, the card’s state before the review (0 new, 1 learning, 2 review, 3 relearning), oldest first.',
      responses: {
        200: { content: { 'text/csv': { schema: { type: 'string' } } }, description: 'reviews.csv' },
        ...learnerErrors,
      },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      const csv = exportReviewLogCsv(db, { userId });
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="reviews.csv"');
      c.header('Cache-Control', 'no-store');
      return stream(c, async (out) => {
        await out.pipe(csv);
      });
    },
  )
  .openapi(
    studyRoute({
      method: 'get',
      path: '/words/{id}/reviews',
      operationId: 'getMyWordReviews',
      summary: 'The review history of one of your words, oldest first',
      request: { params: idParams },
      responses: { 200: jsonContent(reviewHistorySchema, 'Its reviews'), ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await wordReviewHistory(db, { userId, wordId: c.req.valid('param').id }), 200);
    },
  );
