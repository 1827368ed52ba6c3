import type { CopyValue } from './copy-rows';
import { rowRng, uuidFrom } from './random';
import { SALT, type ScalePlan, scaleUser } from './scale-people';
import { scaleWordId, scaleWordValue } from './scale-words';

// Learners' content at scale. User words come in blocks of WORDS_PER_LEARNER per user (the first
// userWords / WORDS_PER_LEARNER users are the active learners), so a study set or a story of learner u
// can name u's words by arithmetic instead of lookups.

export const WORDS_PER_LEARNER = 5;
const DAY = 86_400_000;

export const userWordColumns = [
  'id',
  'user_id',
  'global_word_id',
  'word',
  'status',
  'tags',
  'due_at',
  'created_at',
  'updated_at',
];

export const userWordId = (plan: ScalePlan, m: number) => uuidFrom(rowRng(plan.seed, SALT.userWord, m));

function wordIndexOf(plan: ScalePlan, m: number, words: number) {
  return rowRng(plan.seed, SALT.userWord + 100, m).int(0, words - 1);
}

export function userWordRow(plan: ScalePlan, m: number, words: number): CopyValue[] {
  const owner = scaleUser(plan, Math.floor(m / WORDS_PER_LEARNER));
  const r = rowRng(plan.seed, SALT.userWord + 200, m);
  const k = wordIndexOf(plan, m, words);
  const { value, languageCode } = scaleWordValue(k);
  const created = new Date(owner.createdAt + r.next() * (plan.now - owner.createdAt));
  return [
    userWordId(plan, m),
    owner.id,
    scaleWordId(plan, k),
    {
      value,
      baseForm: value,
      languageCode,
      definitions: [],
      translations: {},
      synonyms: [],
      difficulty: 'beginner',
    },
    r.pick(['learning', 'learning', 'learned', 'other']),
    r.chance(0.3) ? ['daily'] : [],
    new Date(created.getTime() + r.int(1, 30) * DAY),
    created,
    created,
  ];
}

export const studySetColumns = ['id', 'user_id', 'name', 'description', 'created_at', 'updated_at'];
export const studySetId = (plan: ScalePlan, s: number) => uuidFrom(rowRng(plan.seed, SALT.studySet, s));

/** Study set s belongs to learner s mod learners. */
export function studySetRow(plan: ScalePlan, s: number, learners: number): CopyValue[] {
  const owner = scaleUser(plan, s % learners);
  const r = rowRng(plan.seed, SALT.studySet + 100, s);
  const created = new Date(owner.createdAt + r.next() * (plan.now - owner.createdAt));
  return [
    studySetId(plan, s),
    owner.id,
    r.pick(['Travel', 'Food', 'Work', 'Exam prep', 'Verbs']),
    null,
    created,
    created,
  ];
}

export const studySetItemColumns = ['study_set_id', 'user_word_id', 'position'];

/** Three items per set: the first three words of its learner. */
export function studySetItemRow(plan: ScalePlan, i: number, learners: number): CopyValue[] {
  const s = Math.floor(i / 3);
  const learner = s % learners;
  return [studySetId(plan, s), userWordId(plan, learner * WORDS_PER_LEARNER + (i % 3)), i % 3];
}

export const storyColumns = [
  'id',
  'user_id',
  'title',
  'text',
  'actual_word_count',
  'length',
  'words',
  'created_at',
  'updated_at',
];

export function storyRow(plan: ScalePlan, t: number, learners: number, words: number): CopyValue[] {
  const learner = t % learners;
  const owner = scaleUser(plan, learner);
  const r = rowRng(plan.seed, SALT.story, t);
  const used = [0, 1, 2].map(
    (n) => scaleWordValue(wordIndexOf(plan, learner * WORDS_PER_LEARNER + n, words)).value,
  );
  const created = new Date(owner.createdAt + r.next() * (plan.now - owner.createdAt));
  return [
    uuidFrom(r),
    owner.id,
    `Story ${t + 1}`,
    `Once upon a time, ${used.join(', ')} walked into a story.`,
    r.int(50, 700),
    r.pick(['Very Short', 'Short', 'Medium', 'Long']),
    used,
    created,
    created,
  ];
}
