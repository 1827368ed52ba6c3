import { ankiScheduler } from './anki-scheduler';
import type { SimScheduler } from './sim-scheduler';

/**
 * Fixed intervals (1, 3, 7, 14, 30, 60 … days, doubling on), whatever the rating as long as it is not
 * Again; a lapse starts the ladder over at 1 day. The same learning and relearning steps as Anki's, so
 * that only the intervals in days differ from SM-2's. No fuzz: the ladder is the schedule.
 */
export function fixedScheduler(ladder = [1, 3, 7, 14, 30, 60, 120, 240, 480]): SimScheduler<unknown> {
  const at = (level: number) => ladder[Math.min(level, ladder.length - 1)]!;
  return ankiScheduler(
    `Fixed intervals (${ladder.slice(0, 6).join(', ')} … days)`,
    {
      passed: (_rating, { card }) => ({ interval: at(card.level + 1), level: card.level + 1 }),
      lapsed: () => ({ interval: at(0), level: 0 }),
    },
    {
      learningSteps: [1, 10],
      relearningSteps: [10],
      graduatingInterval: 1,
      easyInterval: 1,
      startingEase: 2.5,
      maximumInterval: 36500,
      fuzz: false,
    },
  ) as SimScheduler<unknown>;
}
