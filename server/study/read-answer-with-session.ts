import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { reviewSubmissionSchema } from '~/core/study/review';
import { readSessionRow } from '~/server/account/read-session';
import type { AppEnv } from '~/server/http/context';
import { type CardReadAhead, readSessionAndCard } from './card-for-answer';

// A single answer (POST /api/me/reviews) is the request a learner sends most, so its card is read in
// the same query as the session: two round trips to the database per answer (read, write), not three.
// The guard keeps its own rules (readSession decides on the session whatever else its row carries),
// and the card is joined on the session's own user, so it is only ever the caller's.

const readAhead = new WeakMap<Request, CardReadAhead>();

// The ids by the route's own rules (a body they refuse is read the plain way, then refused by the route).
const { cardId, sessionId } = reviewSubmissionSchema.shape;
const keyShape = z.object({ cardId, sessionId });

/** The card and session a body of one answer names; null for a batch or a body the route will refuse. */
function answerKeyOf(text: string) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || 'reviews' in body) return null;
  const key = keyShape.safeParse(body);
  return key.success ? { cardId: key.data.cardId, sessionId: key.data.sessionId ?? null } : null;
}

/** Registered before requireLearner on POST /reviews: the guard's session read reads the card too. */
export const readAnswerWithSession = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST') {
    // Only once the request carries a token in a form readSession reads itself.
    c.set('sessionRowReader', async (token) => {
      const key = answerKeyOf(await c.req.text());
      if (!key) return readSessionRow(c.var.db, token);
      return readSessionAndCard(c.var.db, token, key, (read) => readAhead.set(c.req.raw, read));
    });
  }
  await next();
});

/** The card this request's answer read along with its session, if it did. */
export const cardReadAheadOf = (c: Context<AppEnv>) => readAhead.get(c.req.raw);
