import { wordLanguages } from '~/core/dictionary/word-values';
import { cardStateNames } from '~/core/study/card-state-names';
import { isMatureReview } from '~/core/study/true-retention';
import type { UserWordData } from '~/core/words/user-word-data';
import { wordStatusOf } from '~/core/words/word-status';
import { type HistoryReview, NEW, REVIEW } from './card-history';
import { copyText, isoText as iso } from './copy-rows';
import { placed, placeHistory } from './place-history';
import { quickUuid, rowRng } from './random';
import { SALT, type ScalePlan, scaleUser, targetLanguageOf } from './scale-people';
import { fastStudyDay, seedStudySettings } from './scale-study-settings';
import { scaleWordId, scaleWordValue, wordRow } from './scale-words';
import { apportion, learnerHabits, type StudyLayout } from './study-layout';

// A learner's cards (user_word rows with their FSRS columns), its review log, its study days and its
// study sessions, made together so they agree by construction: a card's reps are its log rows, its
// last review the latest of them, its state what its last rating left; a study day's totals are its
// log rows summed; each study day's answers were given in one session, which counts them.

const DAY = 86_400_000;
const STUDY_SALT = { review: 11, card: 12, placement: 13, words: 14, counts: 15, session: 16 };

export const cardColumns = [
  'id',
  'user_id',
  'global_word_id',
  'word',
  'status',
  'tags',
  'card_state',
  'due_at',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'last_review_at',
  'learned_at',
  'created_at',
  'updated_at',
];

export const reviewColumns = [
  'user_id',
  'id',
  'card_id',
  'reviewed_at',
  'received_at',
  'study_day',
  'rating',
  'state_before',
  'scheduled_days_before',
  'elapsed_days',
  'scheduled_days_after',
  'duration_ms',
  'method',
  'typed',
  'typing_tier',
  'chosen_text',
  'session_id',
];

export const studyDayColumns = [
  'user_id',
  'day',
  'reviews',
  'new_cards',
  'review_cards',
  'again_count',
  'duration_ms',
  'mature_reviews',
  'mature_passed',
  'first_answer_at',
];

export const studySessionColumns = [
  'user_id',
  'id',
  'scope',
  'method',
  'direction',
  'study_day',
  'month',
  'card_count',
  'last_answer_at',
  'answers',
  'again_answers',
  'created_at',
];

const methods = ['flashcards', 'multipleChoice', 'typing'] as const;

/** The session learner l studied in on `day` (YYYY-MM-DD): one a study day. */
export const sessionId = (plan: ScalePlan, l: number, day: string) =>
  quickUuid(rowRng(plan.seed, STUDY_SALT.session, l * 50_000 + Date.parse(day) / DAY));

/** What one study day's answers add up to, for its study_day row and its session's. */
type DayTally = {
  session: string;
  /** reviews, new cards, review cards, Again, duration, mature reviews, mature passed */
  counts: number[];
  first: number;
  last: number;
  cards: number;
  lastCard: number;
  /** Answers by method, in the order of `methods`. */
  byMethod: number[];
};

/** The global words generated in this run: indexes first … first+count-1 of `total`. */
export type SeedWords = { first: number; count: number; total: number };

export const cardId = (plan: ScalePlan, m: number) => quickUuid(rowRng(plan.seed, SALT.userWord, m));

/** Where learner l's words lie among the dictionary's: words of its target language, none twice. */
function learnerWords(plan: ScalePlan, l: number, words: SeedWords) {
  const languages = wordLanguages.length;
  const language = Math.max(0, wordLanguages.indexOf(targetLanguageOf(plan, l) as never));
  const start = words.first + ((((language - words.first) % languages) + languages) % languages);
  const end = words.first + words.count;
  const perLanguage = start < end ? Math.floor((end - 1 - start) / languages) + 1 : 0;
  return {
    languages,
    start,
    perLanguage,
    base: rowRng(plan.seed, STUDY_SALT.words, l).int(0, 1 << 30),
    words,
  };
}

function wordAt(w: ReturnType<typeof learnerWords>, i: number) {
  if (w.perLanguage === 0) return w.words.first + ((w.base + i) % w.words.count);
  return w.start + ((w.base + i) % w.perLanguage) * w.languages;
}

/** The dictionary word of learner l's i-th card. */
export function cardWordIndex(plan: ScalePlan, l: number, i: number, words: SeedWords): number {
  return wordAt(learnerWords(plan, l, words), i);
}

let wordTexts: { seed: number; total: number; texts: Map<number, string> } | undefined;

/**
 * A card's global_word_id and word columns as COPY text, made once per dictionary word: 20 million
 * cards share 200,000 words.
 */
function cardWordText(plan: ScalePlan, k: number, total: number): string {
  if (wordTexts?.seed !== plan.seed || wordTexts.total !== total)
    wordTexts = { seed: plan.seed, total, texts: new Map() };
  let text = wordTexts.texts.get(k);
  if (text === undefined) {
    text = `${scaleWordId(plan, k)}\t${copyText(cardWord(plan, k, total))}`;
    wordTexts.texts.set(k, text);
  }
  return text;
}

/** The learner's copy of a dictionary word (what adding it by id stores). */
export function cardWord(plan: ScalePlan, k: number, total: number): UserWordData {
  const row = wordRow(plan, k, total);
  return {
    value: row[1] as string,
    baseForm: row[2] as string,
    phonetic: row[3] as string | null,
    languageCode: row[4] as string,
    difficulty: row[5] as UserWordData['difficulty'],
    frequency: row[6] as UserWordData['frequency'],
    definitions: row[7] as UserWordData['definitions'],
    translations: row[9] as UserWordData['translations'],
    synonyms: row[10] as string[],
    variants: row[11] as string[],
  };
}

export type LearnerRows = {
  cards: string;
  reviews: string;
  days: string;
  sessions: string;
  reviewCount: number;
  dayCount: number;
};

/** Learner l's rows as COPY text. */
export function learnerStudyRows(
  plan: ScalePlan,
  layout: StudyLayout,
  l: number,
  words: SeedWords,
): LearnerRows {
  const heavy = l === layout.heavy;
  const user = scaleUser(plan, l);
  const habits = learnerHabits(plan, l, heavy);
  const { timeZone, desiredRetention } = seedStudySettings(plan.seed, l, heavy);
  const learner = { retention: desiredRetention, ability: habits.ability, sessionMs: habits.sessionMs };
  const firstCard = layout.cardStart[l]!;
  const n = layout.cardStart[l + 1]! - firstCard;
  const total = layout.reviewStart[l + 1]! - layout.reviewStart[l]!;
  // The oldest cards are the studied ones; the newest `n - studied` were added and not yet studied.
  const studied = total === 0 ? 0 : Math.max(1, Math.min(n - Math.round(n * habits.newShare), total, n));
  const rc = rowRng(plan.seed, STUDY_SALT.counts, l);
  const counts = apportion(
    total,
    Array.from({ length: studied }, () => 0.3 - Math.log(1 - rc.next())),
    total >= 2 * studied ? 2 : 1,
  );
  const startDay = Math.floor(user.createdAt / DAY) + 1;
  const nowDay = Math.floor(plan.now / DAY);
  const available = nowDay - startDay;
  const mine = learnerWords(plan, l, words);
  const days = new Map<string, DayTally>();
  const history: HistoryReview[] = [];
  let cards = '';
  let reviews = '';
  let reviewIndex = layout.reviewStart[l]!;

  for (let i = 0; i < n; i++) {
    const m = firstCard + i;
    const id = cardId(plan, m);
    const k = wordAt(mine, i);
    const word = cardWordText(plan, k, words.total);
    const value = scaleWordValue(k).value;
    const place = rowRng(plan.seed, STUDY_SALT.placement, m);
    const tags = place.chance(0.3) ? '["daily"]' : '[]';
    if (i >= studied) {
      const from = Math.max(user.createdAt, plan.now - 60 * DAY);
      const created = iso(from + place.next() * (plan.now - 3_600_000 - from));
      cards += `${id}\t${user.id}\t${word}\tnew\t${tags}\tnew\t\\N\t0\t0\t0\t0\t0\t0\t0\t\\N\t\\N\t${created}\t${created}\n`;
      continue;
    }
    const { after, shift, squeeze } = placeHistory(plan, STUDY_SALT.card, m, counts[i]!, learner, history, {
      available,
      startDay,
      nowDay,
      awayDays: habits.awayDays,
      spread: heavy,
      place,
    });
    const first = history[0]!.at;
    const firstAt = placed(first, first, shift, squeeze);
    const lastAt = placed(after.lastAt, first, shift, squeeze);
    const created = iso(firstAt - place.next() * Math.min(3 * DAY, firstAt - user.createdAt));
    const state = cardStateNames[after.state]!;
    const status = wordStatusOf({ reps: after.reps, stability: after.stability, state });
    cards += `${id}\t${user.id}\t${word}\t${status}\t${tags}\t${state}\t${iso(lastAt + (after.dueAt - after.lastAt))}\t${after.stability}\t${after.difficulty}\t${after.elapsedDays}\t${after.scheduledDays}\t${after.learningSteps}\t${after.reps}\t${after.lapses}\t${iso(lastAt)}\t${status === 'learned' ? iso(lastAt) : '\\N'}\t${created}\t${iso(lastAt)}\n`;

    for (const review of history) {
      const r = rowRng(plan.seed, STUDY_SALT.review, reviewIndex);
      const at = placed(review.at, first, shift, squeeze);
      const day = fastStudyDay(at, timeZone);
      const duration = Math.min(60_000, 1500 + Math.floor(-Math.log(1 - r.next()) * 5000));
      // Multiple choice grades Good or Again, typing Good, Hard or Again; anything else was a flashcard.
      const roll = r.next();
      const methodIndex = roll < 0.75 || review.rating === 4 ? 0 : roll < 0.9 && review.rating !== 2 ? 1 : 2;
      const method = methods[methodIndex]!;
      const typed = method === 'typing' ? copyText(review.rating === 1 ? `${value}x` : value) : '\\N';
      const tier =
        method === 'typing'
          ? review.rating === 1
            ? 'wrong'
            : review.rating === 2
              ? 'almost'
              : 'exact'
          : '\\N';
      const chosen =
        method === 'multipleChoice' ? copyText(review.rating === 1 ? `${value}a` : value) : '\\N';
      let tally = days.get(day);
      if (!tally) {
        tally = {
          session: sessionId(plan, l, day),
          counts: [0, 0, 0, 0, 0, 0, 0],
          first: at,
          last: at,
          cards: 0,
          lastCard: -1,
          byMethod: [0, 0, 0],
        };
        days.set(day, tally);
      }
      reviews += `${user.id}\t${quickUuid(r)}\t${id}\t${iso(at)}\t${iso(at + r.int(50, 3000))}\t${day}\t${review.rating}\t${review.stateBefore}\t${review.scheduledBefore}\t${review.elapsedDays}\t${review.scheduledAfter}\t${duration}\t${method}\t${typed}\t${tier}\t${chosen}\t${tally.session}\n`;
      const counts = tally.counts;
      if (at < tally.first) tally.first = at;
      if (at > tally.last) tally.last = at;
      // A card's reviews come one after another here, so a card is new to the day when the last was another.
      if (tally.lastCard !== i) {
        tally.cards += 1;
        tally.lastCard = i;
      }
      tally.byMethod[methodIndex]! += 1;
      counts[0]! += 1;
      if (review.stateBefore === NEW) counts[1]! += 1;
      if (review.stateBefore === REVIEW) counts[2]! += 1;
      if (review.rating === 1) counts[3]! += 1;
      counts[4]! += duration;
      if (isMatureReview(review.scheduledBefore)) {
        counts[5]! += 1;
        if (review.rating !== 1) counts[6]! += 1;
      }
      reviewIndex++;
    }
  }
  let dayRows = '';
  let sessions = '';
  for (const [day, t] of days) {
    dayRows += `${user.id}\t${day}\t${t.counts.join('\t')}\t${iso(t.first)}\n`;
    // The session is named for the method most of its answers used; it started just before the first.
    const method = methods[t.byMethod.indexOf(Math.max(...t.byMethod))]!;
    sessions += `${user.id}\t${t.session}\tdue\t${method}\trecognise\t${day}\t${day.slice(0, 7)}\t${t.cards}\t${iso(t.last)}\t${t.counts[0]}\t${t.counts[3]}\t${iso(t.first - 5_000)}\n`;
  }
  return { cards, reviews, days: dayRows, sessions, reviewCount: total, dayCount: days.size };
}
