import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type startSessionBodySchema, studySessionSchema } from '~/core/study/study-session';
import { apiClient } from '~/web/lib/api-client';

export type StartSessionInput = z.input<typeof startSessionBodySchema>;

/**
 * POST /api/me/sessions: the queue of cards for a scope and a method. Counts against the plan's
 * study sessions (403 LIMIT_REACHED); answers with id null when nothing is there to study.
 */
export const startSession = (body: StartSessionInput) =>
  apiClient.post('/me/sessions', studySessionSchema, { body });

// Not cached: every session is a new queue, and it is kept in IndexedDB by the run (see answer-queue).
export function useStartSession() {
  return useMutation({ mutationFn: startSession });
}
