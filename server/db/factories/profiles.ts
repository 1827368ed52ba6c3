import { wordLanguages } from '~/core/dictionary/word-values';
import { defaultConstraints } from '~/core/plans/limits';
import type { userProfile } from '~/server/db/schema';
import type { FactoryContext } from './context';
import { firstNames, lastNames } from './person-names';

export type ProfileRow = typeof userProfile.$inferInsert;

const fcmToken = (ctx: FactoryContext) =>
  `${ctx.faker.string.alphanumeric(22)}:APA91b${ctx.faker.string.alphanumeric(134)}`;

/** A complete profile (every field set); pass overrides to leave some empty. */
export function buildProfile(
  ctx: FactoryContext,
  owner: { id: string; name?: string | null; createdAt: Date },
  overrides: Partial<ProfileRow> = {},
): ProfileRow {
  const { faker } = ctx;
  const [firstName, ...rest] = (
    owner.name || `${faker.helpers.arrayElement(firstNames)} ${faker.helpers.arrayElement(lastNames)}`
  ).split(' ');
  const native = faker.helpers.arrayElement(['en', 'he', ...wordLanguages]);
  const target = faker.helpers.arrayElement(wordLanguages.filter((code) => code !== native));
  const createdAt = faker.date.between({
    from: owner.createdAt,
    to: new Date(owner.createdAt.getTime() + 3_600_000),
  });
  const updatedAt = faker.date.between({ from: createdAt, to: ctx.now });
  return {
    userId: owner.id,
    firstName: firstName ?? null,
    lastName: rest.join(' ') || null,
    phoneNumber: faker.phone.number({ style: 'international' }),
    nativeLanguageCode: native,
    targetLanguageCode: target,
    isOnboardingCompleted: faker.datatype.boolean(0.75),
    iosFcmToken: faker.datatype.boolean(0.5) ? fcmToken(ctx) : null,
    androidFcmToken: faker.datatype.boolean(0.4) ? fcmToken(ctx) : null,
    webFcmToken: faker.datatype.boolean(0.2) ? fcmToken(ctx) : null,
    regularUserConstraints: defaultConstraints.regularUser.map((entry) => ({ ...entry })),
    premiumUserConstraints: defaultConstraints.premiumUser.map((entry) => ({ ...entry })),
    // Totals and invalid-attempt counters are never invented: the learner services keep them.
    collectionsMetadata: [],
    invalidWordAttempts: {},
    createdAt,
    updatedAt,
    ...overrides,
  };
}
