import { type FSRSState, fsrs } from 'ts-fsrs';
import type { RatingValue } from '~/core/study/ratings';
import type { MemoryModel, WordMemory } from './memory-model';
import { studyDay } from './sim-scheduler';

// NOT a benchmark model: FSRS-6 with its default weights as the "true" memory, the circular case the
// issue rules out. It is here only to check the harness (BENCH_MODELS=c): in FSRS's own world, does
// the same routine, rating behaviour and matching show FSRS ahead of SM-2, and by how much?

const engine = fsrs({ enable_short_term: true });

class FsrsWord implements WordMemory {
  state: FSRSState | null = null;
  last = 0;

  probability(now: number): number {
    if (!this.state) return 0;
    return engine.forgetting_curve(studyDay(now) - studyDay(this.last), this.state.stability);
  }

  firstSight(now: number, rating: RatingValue): void {
    this.state = engine.next_state(null, 0, rating);
    this.last = now;
  }

  review(now: number, _recalled: boolean, rating: RatingValue): void {
    this.state = engine.next_state(this.state, studyDay(now) - studyDay(this.last), rating);
    this.last = now;
  }
}

export const fsrsMemory: MemoryModel = {
  name: "FSRS-6's own model (circular; a check of the harness, not a result)",
  drawLearner: () => ({ drawWord: () => ({ memory: new FsrsWord(), skill: 0 }) }),
};
