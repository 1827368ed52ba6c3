import { describe, expect, it } from 'vitest';
import type { CardStateName } from '~/core/study/card-state-names';
import { studyDayOf } from '~/core/study/day-boundary';
import { wordStatusOf } from '~/core/words/word-status';
import { profileColumns, profileRow, type ScalePlan, scaleUser } from './scale-people';
import {
  cardColumns,
  learnerStudyRows,
  reviewColumns,
  studyDayColumns,
  studySessionColumns,
} from './scale-study';
import { fastStudyDay, SEED_TIME_ZONES } from './scale-study-settings';
import { type StudyOptions, studyLayout } from './study-layout';

// A tiny study seed, checked row by row: the cards agree with their review log, the statuses follow
// the word-status rule, the study days are the log's daily sums in each learner's time zone, and
// each day's answers were given in one study session that counts them.

const DAY = 86_400_000;
const study: StudyOptions = {
  learners: 40,
  cards: 4000,
  reviews: 14000,
  heavyCards: 300,
  heavyReviews: 4000,
};
const plan: ScalePlan = {
  seed: 7,
  users: 100,
  now: Date.parse('2026-11-23T09:30:00Z'),
  runTag: '',
  passwordHash: 'h',
  learners: study.learners,
  heavy: 0,
};
const words = { first: 0, count: 12_000, total: 12_000 };

/** COPY text as objects keyed by column (the fields checked here need no unescaping). */
function parse(text: string, columns: string[]) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const values = line.split('\t');
      return Object.fromEntries(
        columns.map((column, i) => [column, values[i] === '\\N' ? null : values[i]!]),
      );
    });
}

const layout = studyLayout(plan, study);
const learners = Array.from({ length: study.learners }, (_, l) => {
  const rows = learnerStudyRows(plan, layout, l, words);
  const profile = profileRow(plan, l, layout.cardStart[l + 1]! - layout.cardStart[l]!)!;
  return {
    l,
    user: scaleUser(plan, l),
    timeZone: profile[profileColumns.indexOf('time_zone')] as string,
    cards: parse(rows.cards, cardColumns),
    reviews: parse(rows.reviews, reviewColumns),
    days: parse(rows.days, studyDayColumns),
    sessions: parse(rows.sessions, studySessionColumns),
  };
});
const cards = learners.flatMap((learner) => learner.cards);
const reviews = learners.flatMap((learner) => learner.reviews);

describe('scale study seed', () => {
  it('shares out exactly the cards and reviews asked for, the heavy learner getting its own', () => {
    expect(cards).toHaveLength(study.cards);
    expect(reviews).toHaveLength(study.reviews);
    expect(learners[0]!.cards).toHaveLength(study.heavyCards);
    expect(learners[0]!.reviews).toHaveLength(study.heavyReviews);
    expect(learners[0]!.user.name).toBe('Heavy Learner');
    expect(Math.min(...learners.map((learner) => learner.cards.length))).toBeGreaterThanOrEqual(3);
    expect(new Set(cards.map((card) => card.id)).size).toBe(study.cards);
    for (const learner of learners) {
      expect(new Set(learner.reviews.map((review) => review.id)).size).toBe(learner.reviews.length);
      expect(new Set(learner.cards.map((card) => card.global_word_id)).size).toBe(learner.cards.length);
    }
  });

  it('gives each card the history its columns describe', () => {
    const byCard = new Map<string, typeof reviews>();
    for (const review of reviews)
      byCard.set(review.card_id!, [...(byCard.get(review.card_id!) ?? []), review]);
    for (const learner of learners) {
      for (const card of learner.cards) {
        const log = (byCard.get(card.id!) ?? []).sort(
          (a, b) => Date.parse(a.reviewed_at!) - Date.parse(b.reviewed_at!),
        );
        expect(Number(card.reps)).toBe(log.length);
        expect(card.card_state === 'new').toBe(log.length === 0);
        expect(card.due_at === null).toBe(log.length === 0);
        expect(Date.parse(card.created_at!)).toBeGreaterThanOrEqual(learner.user.createdAt);
        expect(Date.parse(card.created_at!)).toBeLessThanOrEqual(plan.now);
        const status = wordStatusOf({
          reps: Number(card.reps),
          stability: Number(card.stability),
          state: card.card_state as CardStateName,
        });
        expect(card.status).toBe(status);
        if (log.length === 0) continue;
        expect(Date.parse(card.last_review_at!)).toBe(Date.parse(log.at(-1)!.reviewed_at!));
        expect(Date.parse(log[0]!.reviewed_at!)).toBeGreaterThanOrEqual(Date.parse(card.created_at!));
        expect(Date.parse(card.last_review_at!)).toBeLessThanOrEqual(plan.now);
        expect(Date.parse(card.due_at!)).toBeGreaterThan(Date.parse(card.last_review_at!));
        expect(log.map((review) => review.state_before)).toEqual([
          '0',
          ...log.slice(1).map(() => expect.not.stringMatching(/^0$/)),
        ]);
        const lapses = log.filter((review) => review.state_before === '2' && review.rating === '1').length;
        expect(Number(card.lapses)).toBe(lapses);
        expect(log[0]!.elapsed_days).toBe('0');
        for (let j = 1; j < log.length; j++) {
          const [previous, review] = [log[j - 1]!, log[j]!];
          expect(review.scheduled_days_before).toBe(previous.scheduled_days_after);
          const elapsed = Math.floor(
            (Date.parse(review.reviewed_at!) - Date.parse(previous.reviewed_at!)) / DAY,
          );
          expect(Number(review.elapsed_days)).toBe(elapsed);
        }
        expect(Number(card.scheduled_days)).toBe(Number(log.at(-1)!.scheduled_days_after));
        const last = log.at(-1)!;
        if (last.state_before === '2' && last.rating === '1') expect(card.card_state).toBe('relearning');
      }
    }
  });

  it('has cards in every state, overdue and not yet due, and learners in several time zones', () => {
    const states = new Set(cards.map((card) => card.card_state));
    expect([...states].sort()).toEqual(['learning', 'new', 'relearning', 'review']);
    const due = cards.filter((card) => card.due_at).map((card) => Date.parse(card.due_at!));
    expect(due.filter((at) => at <= plan.now).length).toBeGreaterThan(due.length * 0.05);
    expect(due.filter((at) => at > plan.now).length).toBeGreaterThan(due.length * 0.3);
    expect(new Set(cards.map((card) => card.status))).toEqual(new Set(['new', 'learning', 'learned']));
    expect(new Set(learners.map((learner) => learner.timeZone)).size).toBeGreaterThanOrEqual(5);
  });

  it('writes study days equal to the sums of the review log by day in the learner’s time zone', () => {
    for (const learner of learners) {
      const expected = new Map<string, number[]>();
      for (const review of learner.reviews) {
        const day = studyDayOf(new Date(review.reviewed_at!), learner.timeZone);
        expect(review.study_day).toBe(day);
        const totals = expected.get(day) ?? [0, 0, 0, 0, 0, 0, 0];
        totals[0]! += 1;
        totals[1]! += review.state_before === '0' ? 1 : 0;
        totals[2]! += review.state_before === '2' ? 1 : 0;
        totals[3]! += review.rating === '1' ? 1 : 0;
        totals[4]! += Number(review.duration_ms);
        const mature = Number(review.scheduled_days_before) >= 21;
        totals[5]! += mature ? 1 : 0;
        totals[6]! += mature && review.rating !== '1' ? 1 : 0;
        // The day's first answer, in milliseconds.
        totals[7] = Math.min(totals[7] ?? Number.POSITIVE_INFINITY, Date.parse(review.reviewed_at!));
        expected.set(day, totals);
      }
      const written = new Map(
        learner.days.map((row) => [
          row.day!,
          [
            row.reviews,
            row.new_cards,
            row.review_cards,
            row.again_count,
            row.duration_ms,
            row.mature_reviews,
            row.mature_passed,
            Date.parse(row.first_answer_at!),
          ].map(Number),
        ]),
      );
      expect(written).toEqual(expected);
    }
  });

  it('gives each study day one session, which its answers name and which counts them', () => {
    for (const learner of learners) {
      expect(learner.sessions).toHaveLength(learner.days.length);
      expect(new Set(learner.sessions.map((session) => session.id)).size).toBe(learner.sessions.length);
      const sessionOfDay = new Map(learner.sessions.map((session) => [session.study_day!, session]));
      const answers = new Map<string, typeof reviews>();
      for (const review of learner.reviews) {
        expect(review.session_id).toBe(sessionOfDay.get(review.study_day!)?.id);
        answers.set(review.session_id!, [...(answers.get(review.session_id!) ?? []), review]);
      }
      for (const session of learner.sessions) {
        const log = answers.get(session.id!)!;
        const times = log.map((review) => Date.parse(review.reviewed_at!));
        const byMethod = new Map<string, number>();
        for (const review of log) byMethod.set(review.method!, (byMethod.get(review.method!) ?? 0) + 1);
        expect(session).toEqual({
          user_id: learner.user.id,
          id: session.id,
          scope: 'due',
          // The method most of its answers used (a tie goes to the first of these).
          method: ['flashcards', 'multipleChoice', 'typing'].find(
            (method) => byMethod.get(method) === Math.max(...byMethod.values()),
          ),
          direction: 'recognise',
          study_day: session.study_day,
          month: session.study_day!.slice(0, 7),
          card_count: String(new Set(log.map((review) => review.card_id)).size),
          last_answer_at: new Date(Math.max(...times)).toISOString(),
          answers: String(log.length),
          again_answers: String(log.filter((review) => review.rating === '1').length),
          created_at: session.created_at,
        });
        expect(Date.parse(session.created_at!)).toBeLessThan(Math.min(...times));
      }
    }
  });

  it('names study days as core/study/day-boundary does, across daylight-saving changes', () => {
    const instants: number[] = [];
    // Every quarter hour of the days around 2026's changes (United States, Israel, Europe, Australia),
    // and random times.
    for (const change of ['03-08', '03-27', '03-29', '04-05', '10-04', '10-25', '11-01']) {
      const from = Date.parse(`2026-${change}T00:00:00Z`) - 2 * DAY;
      for (let at = from; at < from + 4 * DAY; at += 15 * 60_000) instants.push(at);
    }
    for (let i = 0; i < 2000; i++)
      instants.push(Date.parse('2024-01-01') + ((i * 7_919_993_117) % (900 * DAY)));
    for (const zone of SEED_TIME_ZONES) {
      for (const at of instants) expect(fastStudyDay(at, zone)).toBe(studyDayOf(new Date(at), zone));
    }
  });
});
