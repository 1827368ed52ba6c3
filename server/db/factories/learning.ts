import {
  STORY_MIN_WORDS,
  type StoryLength,
  storyLengths,
  type UserWordData,
  userWordStatuses,
} from '~/core/words';
import type { story, studySet, studySetItem, userWord } from '../schema';
import { addDays, type FactoryContext, uuid } from './context';
import type { GlobalWordRow } from './global-words';

export type UserWordRow = typeof userWord.$inferInsert & { id: string; word: UserWordData };
export type StudySetRow = typeof studySet.$inferInsert & { id: string; createdAt: Date };
export type StudySetItemRow = typeof studySetItem.$inferInsert;
export type StoryRow = typeof story.$inferInsert;

type Owner = { id: string; createdAt: Date };

function sinceJoined(ctx: FactoryContext, owner: Owner): Date {
  return ctx.faker.date.between({ from: owner.createdAt, to: ctx.now });
}

/** A learner's word, copying the global word's data (the learner's own copy, spec section 3). */
export function buildUserWord(
  ctx: FactoryContext,
  owner: Owner,
  source: Pick<GlobalWordRow, 'id' | 'value' | 'languageCode'> & Partial<GlobalWordRow>,
  overrides: Partial<UserWordRow> = {},
): UserWordRow {
  const { faker } = ctx;
  const createdAt = sinceJoined(ctx, owner);
  const status = faker.helpers.weightedArrayElement([
    { value: userWordStatuses[0], weight: 6 },
    { value: userWordStatuses[1], weight: 3 },
    { value: userWordStatuses[2], weight: 1 },
  ]);
  const repetitions = faker.number.int({ min: 0, max: 12 });
  return {
    id: uuid(ctx),
    userId: owner.id,
    globalWordId: source.id,
    word: {
      value: source.value,
      baseForm: source.baseForm ?? null,
      phonetic: source.phonetic ?? null,
      languageCode: source.languageCode,
      definitions: source.definitions ?? [],
      translations: source.translations ?? {},
      synonyms: source.synonyms ?? [],
      difficulty: source.difficulty ?? null,
    },
    status,
    tags: faker.helpers.arrayElements(['travel', 'work', 'food', 'exam', 'daily', 'favourite', 'hard'], {
      min: 0,
      max: 3,
    }),
    dueAt: addDays(createdAt, faker.number.int({ min: 1, max: 60 })),
    srs: {
      intervalDays: Math.min(2 ** repetitions, 180),
      ease: 2.5,
      repetitions,
      lapses: faker.number.int({ min: 0, max: 3 }),
    },
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export function buildStudySet(
  ctx: FactoryContext,
  owner: Owner,
  overrides: Partial<StudySetRow> = {},
): StudySetRow {
  const { faker } = ctx;
  const createdAt = sinceJoined(ctx, owner);
  return {
    id: uuid(ctx),
    userId: owner.id,
    name: faker.helpers.arrayElement([
      'Travel basics',
      'Kitchen words',
      'Exam prep',
      'Verbs to review',
      'Office talk',
      'Weekend reading',
    ]),
    description: faker.datatype.boolean(0.7) ? faker.lorem.sentence({ min: 4, max: 10 }) : null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export function buildStudySetItem(
  studySetId: string,
  userWordId: string,
  position: number,
  createdAt: Date,
): StudySetItemRow {
  return { studySetId, userWordId, position, createdAt };
}

const lengthWords: Record<StoryLength, [number, number]> = {
  'Very Short': [50, 100],
  Short: [100, 200],
  Medium: [200, 400],
  Long: [400, 700],
};

/** A story built from at least three of the learner's words. */
export function buildStory(
  ctx: FactoryContext,
  owner: Owner,
  words: string[],
  overrides: Partial<StoryRow> = {},
): StoryRow {
  const { faker } = ctx;
  if (words.length < STORY_MIN_WORDS) throw new Error(`a story needs at least ${STORY_MIN_WORDS} words`);
  const length = faker.helpers.arrayElement(storyLengths);
  const [min, max] = lengthWords[length];
  // The text is long enough to clamp in the admin card; the word count is the requested length's.
  const sentences = words.map(
    (word) => `${faker.lorem.sentence({ min: 5, max: 12 }).replace(/\.$/, '')} ${word}.`,
  );
  const createdAt = sinceJoined(ctx, owner);
  return {
    id: uuid(ctx),
    userId: owner.id,
    title: faker.datatype.boolean(0.9) ? `The ${faker.word.adjective()} ${faker.word.noun()}` : null,
    text: `${sentences.join(' ')} ${faker.lorem.paragraph(3)}`,
    actualWordCount: faker.number.int({ min, max }),
    length,
    languageCode: null,
    words,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
