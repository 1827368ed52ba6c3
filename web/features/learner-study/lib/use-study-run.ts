import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewResult } from '~/core/study/review';
import { studyKeys } from '../api/study-keys';
import { type Answer, type Outcome, reviewOf } from './answer';
import { clearSavedRun, enqueueAnswer, saveRun } from './answer-queue';
import { dueAgainThisSession, gradeOffline } from './offline-grade';
import type { ReviewSync } from './review-sync';
import {
  correctAnswer,
  currentItem,
  isFinished,
  type RunItem,
  reconcile,
  recordAnswer,
  type StudyRun,
} from './study-run';

/** The card just answered by choice or typing, and its grade once known (null while checking). */
export type Feedback = { item: RunItem; answer: Answer; outcome: Outcome | null };
export type Phase = 'answering' | 'checking' | 'feedback' | 'finished';

/**
 * Plays a run: each answer is written to IndexedDB together with the advanced run (one transaction,
 * so a reload never asks an answered card again), then sent. Multiple choice and typing wait for the
 * server's grade to show it (the device's own grade when the server cannot be reached); flashcards
 * move on at once and take the server's intervals when they arrive.
 */
export function useStudyRun(initial: StudyRun, sync: ReviewSync) {
  const queryClient = useQueryClient();
  const [run, setRunState] = useState(initial);
  const [phase, setPhase] = useState<Phase>(isFinished(initial) ? 'finished' : 'answering');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // The device could not keep the last answer (IndexedDB unavailable, full): it was not taken, and
  // the card stays for another try; the screen says so.
  const [saveFailed, setSaveFailed] = useState(false);
  const runRef = useRef(initial);
  const ended = useRef(false);
  // One answer at a time. Until an answer is graded and stored, the card answered stays on screen and
  // a second key or click (a double click, a held key) would answer it again.
  const answering = useRef(false);
  const shownAt = useRef(Date.now());

  const setRun = useCallback((next: StudyRun) => {
    runRef.current = next;
    setRunState(next);
  }, []);

  const head = currentItem(run);
  // Time on a card counts from when it appeared (a card that comes back starts again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the card on screen changes
  useEffect(() => {
    shownAt.current = Date.now();
  }, [head, phase === 'answering']);

  const settle = useCallback(
    (item: RunItem, reviewId: string, result: ReviewResult | undefined) => {
      if (!result || ended.current) return;
      let next = reconcile(runRef.current, item, result);
      if (result.grade) {
        next = correctAnswer(next, reviewId, {
          rating: (result.rating ?? 1) as 1 | 2 | 3 | 4,
          correct: item.method === 'flashcards' ? null : result.grade.correct,
          provisional: false,
        });
      }
      setRun(next);
      void (isFinished(next) ? clearSavedRun(next) : saveRun(next));
      // The last card came back after all: the summary gives way to it. The other way, the card on
      // screen left the run (its word deleted meanwhile) and was the last: the summary.
      setPhase((phase) =>
        phase === 'finished' && !isFinished(next)
          ? 'answering'
          : phase === 'answering' && isFinished(next)
            ? 'finished'
            : phase,
      );
      // Other screens' figures moved: mark them stale, they refetch when next shown.
      void queryClient.invalidateQueries({ queryKey: studyKeys.progress, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: studyKeys.words, refetchType: 'none' });
    },
    [queryClient, setRun],
  );

  // Answers given offline are graded by the server when they finally arrive: the summary takes its grade.
  useEffect(
    () =>
      sync.onResults((results) => {
        let next = runRef.current;
        for (const result of results) {
          const given = next.answers.find((answer) => answer.reviewId === result.id);
          if (!given?.provisional) continue;
          // Refused, it is no longer waiting for the server's grade: none will come.
          if (result.status === 'rejected') next = correctAnswer(next, result.id, { provisional: false });
          if (!result.grade || result.status === 'rejected') continue;
          next = correctAnswer(next, result.id, {
            rating: (result.rating ?? given.rating) as 1 | 2 | 3 | 4,
            correct: given.correct === null ? null : result.grade.correct,
            provisional: false,
          });
        }
        if (next !== runRef.current) setRun(next);
      }),
    [sync, setRun],
  );

  /**
   * Answers the card on screen. `turn` is the number of answers given when the screen drew that card:
   * once the run has moved on, a key still reaching the answered card's listener before the next card
   * is drawn would otherwise answer the next card unseen.
   */
  const answer = useCallback(
    async (given: Answer, turn: number) => {
      const current = runRef.current;
      const item = currentItem(current);
      if (!item || phase !== 'answering' || answering.current || current.answers.length !== turn) return;
      answering.current = true;
      try {
        const review = reviewOf(item, given, {
          id: crypto.randomUUID(),
          sessionId: current.sessionId,
          reviewedAt: new Date(),
          durationMs: Date.now() - shownAt.current,
        });
        const local = await gradeOffline(item, given);
        const again = dueAgainThisSession(item, local.rating);
        const next = recordAnswer(
          current,
          {
            reviewId: review.id,
            cardId: item.cardId,
            word: item.word.value,
            rating: local.rating,
            correct: given.method === 'flashcards' ? null : (local.grade?.correct ?? null),
            provisional: true,
            durationMs: review.durationMs ?? 0,
          },
          { againThisSession: again },
        );
        try {
          await enqueueAnswer(current.userId, review, isFinished(next) ? undefined : next);
        } catch (error) {
          console.error('The answer could not be kept on this device', error);
          setSaveFailed(true);
          return;
        }
        setSaveFailed(false);
        if (isFinished(next)) await clearSavedRun(next).catch(() => undefined);
        setRun(next);

        if (given.method === 'flashcards') {
          setPhase(isFinished(next) ? 'finished' : 'answering');
          void sync.flush().then((results) => settle(item, review.id, results.get(review.id)));
          return;
        }
        setFeedback({ item, answer: given, outcome: null });
        setPhase('checking');
        const result = (await sync.flush()).get(review.id);
        // Ended while checking: the summary stays (the verdict replaced it).
        if (ended.current) return;
        const graded = result?.grade && result.status !== 'rejected';
        const refused = result?.status === 'rejected';
        setFeedback({
          item,
          answer: given,
          outcome: refused
            ? {
                ...local,
                provisional: false,
                againThisSession: false,
                refused: { code: result.error?.code ?? 'REFUSED', reason: result.error?.message ?? '' },
              }
            : graded
              ? {
                  rating: (result.rating ?? local.rating) as Outcome['rating'],
                  grade: result.grade,
                  provisional: false,
                  againThisSession: result.againThisSession,
                }
              : { ...local, provisional: true, againThisSession: again },
        });
        settle(item, review.id, result);
        setPhase('feedback');
      } finally {
        answering.current = false;
      }
    },
    [phase, setRun, settle, sync],
  );

  /** Leaves the feedback of a choice or typed answer for the next card (or the summary). */
  const next = useCallback(() => {
    setFeedback(null);
    setPhase(isFinished(runRef.current) ? 'finished' : 'answering');
  }, []);

  /** Ends early: the answers given stay (queued or sent); the cards not reached are dropped. */
  const end = useCallback(async () => {
    ended.current = true;
    const last = { ...runRef.current, queue: [] };
    await clearSavedRun(last);
    setRun(last);
    setFeedback(null);
    setPhase('finished');
  }, [setRun]);

  return { run, phase, feedback, answer, next, end, saveFailed };
}
