import type { UpdateProfileBody } from '~/core/profile/learner-profile';
import { pushPlatforms } from '~/core/profile/profile-fields';
import type { Db } from '~/server/db/client';
import type { FactoryContext, GlobalWordRow, ProfileRow } from '~/server/db/factories';
import { AppError } from '~/server/http/errors';
import { setPlatformToken } from '~/server/profile/set-platform-token';
import { updateProfile } from '~/server/profile/update-profile';
import { createStudySet } from '~/server/sets/create-study-set';
import { setStudySetWord } from '~/server/sets/set-study-set-word';
import { createStory } from '~/server/stories/create-story';
import { addWord } from '~/server/words/add-my-word';
import { demoStories } from './demo-stories';
import { seedDemoStudy } from './demo-study';

// Demo learners' own data, made by the learner services exactly as the apps' requests make it, so
// every total, limit and status agrees (collection metadata, invalid attempts, the plan limits).

const setNames: [string, string | null][] = [
  ['Travel basics', 'Words for stations, hotels and asking the way'],
  ['Kitchen words', 'Food, cooking and things on the table'],
  ['Exam prep', 'Words from past papers that I keep forgetting'],
  ['Verbs to review', null],
  ['Office talk', 'Meetings, email and small talk at work'],
  ['Weekend reading', 'New words from the novel I am reading'],
];
const tags = ['travel', 'work', 'food', 'exam', 'daily', 'favourite', 'hard'];
const misspellings = ['recieve', 'definately', 'seperate', 'acommodate', 'wierd', 'occured', 'untill'];

export type DemoLearningCounts = {
  learners: number;
  words: number;
  studySets: number;
  stories: number;
  sessions: number;
  reviews: number;
};

// How many demo learners get a study history, and of how many days: each answer is a service call
// (a transaction of its own), and the demo loads on first start and in tests.
const STUDYING_LEARNERS = 6;
const STUDY_DAYS = 10;

/** Times from `from` to the factory's now, ascending: the order a learner did things in. */
function timeline(ctx: FactoryContext, from: Date, count: number): Date[] {
  const dates = ctx.faker.date.betweens({ from, to: ctx.now, count });
  return dates.sort((a, b) => a.getTime() - b.getTime());
}

function profileChanges(profile: ProfileRow): UpdateProfileBody {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    nativeLanguageCode: profile.nativeLanguageCode as UpdateProfileBody['nativeLanguageCode'],
    targetLanguageCode: profile.targetLanguageCode as UpdateProfileBody['targetLanguageCode'],
    isOnboardingCompleted: profile.isOnboardingCompleted,
  };
}

const tokenOf = (profile: ProfileRow, platform: (typeof pushPlatforms)[number]) =>
  ({ ios: profile.iosFcmToken, android: profile.androidFcmToken, web: profile.webFcmToken })[platform] ??
  null;

/**
 * For each demo profile: the profile and push tokens, then (unless `withLearning` says no) words
 * around one or two hand-written stories plus words of the target language, a few study sets, the
 * stories, and sometimes a misspelt word the dictionary refuses (counted as an invalid attempt).
 */
export async function seedDemoLearning(
  db: Db,
  ctx: FactoryContext,
  input: { profiles: ProfileRow[]; words: GlobalWordRow[]; withLearning: (userId: string) => boolean },
): Promise<DemoLearningCounts> {
  const { faker } = ctx;
  const counts: DemoLearningCounts = {
    learners: 0,
    words: 0,
    studySets: 0,
    stories: 0,
    sessions: 0,
    reviews: 0,
  };
  const english = new Map(input.words.filter((w) => w.languageCode === 'en').map((w) => [w.value, w]));
  const stories = demoStories.filter((story) => story.words.filter((word) => english.has(word)).length >= 3);

  for (const profile of input.profiles) {
    const userId = profile.userId;
    const at = timeline(ctx, profile.createdAt as Date, 64);
    let step = 0;
    const now = () => at[Math.min(step++, at.length - 1)]!;
    await updateProfile(db, { userId, changes: profileChanges(profile), now: profile.createdAt as Date });
    for (const platform of pushPlatforms) {
      const fcmToken = tokenOf(profile, platform);
      if (fcmToken) await setPlatformToken(db, { userId, platform, fcmToken, now: now() });
    }
    if (!input.withLearning(userId)) continue;
    counts.learners++;

    const chosen = faker.helpers.arrayElements(stories, { min: 1, max: 2 });
    const storyWords = chosen.flatMap((story) =>
      story.words.filter((word) => english.has(word)).map((w) => english.get(w)!),
    );
    const target = input.words.filter((w) => w.languageCode === profile.targetLanguageCode);
    const extra = faker.helpers.arrayElements(target.length ? target : input.words, { min: 1, max: 6 });
    const mine = new Map<string, { id: string; value: string }>();
    for (const entry of [...storyWords, ...extra]) {
      if (mine.has(entry.id) || mine.size >= 14) continue;
      const added = await addWord(db, {
        userId,
        now: now(),
        body: {
          globalWordId: entry.id,
          custom: false,
          definitions: [],
          translations: {},
          synonyms: [],
          tags: faker.helpers.arrayElements(tags, { min: 0, max: 2 }),
        },
      });
      mine.set(entry.id, { id: added.id, value: added.word.value });
      counts.words++;
    }
    if (faker.datatype.boolean(0.35)) {
      const value = faker.helpers.arrayElement(misspellings);
      await addWord(db, {
        userId,
        now: now(),
        body: {
          value,
          languageCode: 'en',
          custom: false,
          definitions: [],
          translations: {},
          synonyms: [],
          tags: [],
        },
      }).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'INVALID_WORD')) throw error;
      });
    }

    const own = [...mine.values()];
    for (const [name, description] of faker.helpers.arrayElements(setNames, { min: 1, max: 2 })) {
      const set = await createStudySet(db, { userId, now: now(), body: { name, description } });
      counts.studySets++;
      for (const word of faker.helpers.arrayElements(own, { min: 1, max: Math.min(5, own.length) })) {
        await setStudySetWord(db, { userId, setId: set.id, wordId: word.id, inSet: true, now: now() });
      }
    }
    const idOf = new Map(own.map((word) => [word.value, word.id]));
    for (const story of chosen) {
      const used = story.words.filter((word) => idOf.has(word));
      if (used.length < 3) continue;
      await createStory(db, {
        userId,
        now: now(),
        story: {
          title: story.title,
          text: story.text,
          length: story.length,
          languageCode: 'en',
          words: used,
          wordIds: used.map((word) => idOf.get(word)!),
          generator: null,
        },
      });
      counts.stories++;
    }
    if (counts.learners <= STUDYING_LEARNERS) {
      const studied = await seedDemoStudy(db, ctx, { userId, since: now(), days: STUDY_DAYS });
      counts.sessions += studied.sessions;
      counts.reviews += studied.reviews;
    }
  }
  return counts;
}
