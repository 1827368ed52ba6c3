import type { CopyValue } from './copy-rows';
import { rowRng, uuidFrom } from './random';
import { SALT, type ScalePlan, scaleUser } from './scale-people';
import { cardId, cardWordIndex, type SeedWords } from './scale-study';
import { scaleWordValue } from './scale-words';
import type { StudyLayout } from './study-layout';

// Learners' study sets and stories at scale. A learner's words are its cards (scale-study.ts), found
// by arithmetic from the study layout, so a set or a story can name learner l's first three words
// without lookups (every learner has at least three).

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
export function studySetItemRow(plan: ScalePlan, i: number, layout: StudyLayout): CopyValue[] {
  const s = Math.floor(i / 3);
  const learner = s % layout.learners;
  return [studySetId(plan, s), cardId(plan, layout.cardStart[learner]! + (i % 3)), i % 3];
}

export const storyColumns = [
  'id',
  'user_id',
  'title',
  'text',
  'actual_word_count',
  'length',
  'words',
  'word_ids',
  'created_at',
  'updated_at',
];

export function storyRow(plan: ScalePlan, t: number, layout: StudyLayout, words: SeedWords): CopyValue[] {
  const learner = t % layout.learners;
  const owner = scaleUser(plan, learner);
  const r = rowRng(plan.seed, SALT.story, t);
  const used = [0, 1, 2].map((n) => scaleWordValue(cardWordIndex(plan, learner, n, words)).value);
  const created = new Date(owner.createdAt + r.next() * (plan.now - owner.createdAt));
  const text = `Once upon a time, ${used.join(', ')} walked into a story.`;
  return [
    uuidFrom(r),
    owner.id,
    `Story ${t + 1}`,
    text,
    text.split(/\s+/).length,
    r.pick(['Very Short', 'Short', 'Medium', 'Long']),
    used,
    [0, 1, 2].map((n) => cardId(plan, layout.cardStart[learner]! + n)),
    created,
    created,
  ];
}
