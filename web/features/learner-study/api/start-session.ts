import type { z } from 'zod';
import type { startSessionBodySchema } from '~/core/study/study-session';
import { apiClient } from '~/web/lib/api-client';

export type StartSessionInput = z.input<typeof startSessionBodySchema>;

/**
 * POST /api/me/sessions: the queue of cards for a scope and a method. Counts against the plan's
 * study sessions (403 LIMIT_REACHED); answers with id null when nothing is there to study.
 * Not cached, so not a TanStack mutation: every session is a new queue, kept in IndexedDB by the run
 * (see answer-queue), and the study screen's JavaScript budget has no room for the mutation observer
 * (docs/performance.md §6). The screen keeps the failure in its own state.
 */
export const startSession = (body: StartSessionInput) =>
  apiClient.post('/me/sessions', sessionSchema, { body });

// Loaded by development builds only (to check the answer): the study page's budget has no room for zod.
const sessionSchema = () => import('~/core/study/study-session').then((module) => module.studySessionSchema);
