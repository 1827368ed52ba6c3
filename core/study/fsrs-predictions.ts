import { default_w, forgetting_curve } from 'ts-fsrs';
import { newCardState } from './card-state';
import type { Sample } from './prediction-metrics';
import type { ReviewLogEntry } from './review-log-csv';
import { createScheduler } from './scheduler';

const timeOf = (entry: ReviewLogEntry) =>
  typeof entry.reviewedAt === 'string' ? Date.parse(entry.reviewedAt) : entry.reviewedAt.getTime();

/**
 * FSRS following a review log card by card (through the product's wrapper, so that its memory state
 * moves exactly as in production), predicting recall before each long-term review from the state the
 * earlier reviews left: R = FSRS-6's forgetting curve at the study days elapsed, as fsrs-rs and the
 * srs-benchmark evaluate it. Same-day reviews move the state but are not scored (the srs-benchmark
 * does the same). `dayOf` numbers the study day of an instant (ms).
 */
export function fsrsPredictions(
  log: readonly ReviewLogEntry[],
  options: { parameters?: readonly number[]; dayOf: (ms: number) => number; timeZone?: string },
): Sample[] {
  const { parameters, dayOf } = options;
  const scheduler = createScheduler({ fuzz: false, parameters, timeZone: options.timeZone });
  const w = parameters ?? default_w;
  const byCard = new Map<string, ReviewLogEntry[]>();
  for (const entry of log) {
    const list = byCard.get(entry.cardId);
    if (list) list.push(entry);
    else byCard.set(entry.cardId, [entry]);
  }
  const samples: Sample[] = [];
  for (const [cardId, entries] of byCard) {
    entries.sort((a, b) => timeOf(a) - timeOf(b));
    let state = newCardState(new Date(timeOf(entries[0]!)));
    let previous: number | null = null;
    let longTerm = 0;
    let lapses = 0;
    for (const entry of entries) {
      const time = timeOf(entry);
      const deltaT = previous === null ? 0 : dayOf(time) - dayOf(previous);
      if (deltaT >= 1) {
        longTerm++;
        const y = entry.rating > 1;
        samples.push({
          p: forgetting_curve(w, deltaT, state.stability),
          y,
          deltaT,
          length: longTerm + 1,
          lapses,
        });
        if (!y) lapses++;
      }
      state = scheduler.review(cardId, state, entry.rating, new Date(time)).card;
      previous = time;
    }
  }
  return samples;
}
