import type { SignInProvider } from '~/core/account/sign-in-providers';
import type { account, user } from '~/server/db/schema';
import { authId, daysAgo, type FactoryContext } from './context';
import { firstNames, lastNames } from './person-names';

export type UserRow = typeof user.$inferInsert & { id: string; email: string; createdAt: Date };
export type AccountRow = typeof account.$inferInsert;
export type Provider = SignInProvider;

export function buildUser(ctx: FactoryContext, overrides: Partial<UserRow> = {}): UserRow {
  const { faker } = ctx;
  const firstName = faker.helpers.arrayElement(firstNames);
  const lastName = faker.helpers.arrayElement(lastNames);
  const createdAt = overrides.createdAt ?? daysAgo(ctx, 720, 1);
  const signedIn = faker.datatype.boolean(0.85);
  return {
    id: authId(ctx),
    name: `${firstName} ${lastName}`,
    email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
    emailVerified: faker.datatype.boolean(0.8),
    // No avatar URLs: they would point at a third-party host the app's pages must not depend on.
    image: null,
    createdAt,
    updatedAt: createdAt,
    role: 'user',
    banned: false,
    banReason: null,
    premiumGranted: false,
    premiumUntil: null,
    lastSignInAt: signedIn ? faker.date.between({ from: createdAt, to: ctx.now }) : null,
    ...overrides,
  };
}

/** A sign-in method of a user. Credential accounts need a password hash (see demo seed). */
export function buildAccount(
  ctx: FactoryContext,
  owner: Pick<UserRow, 'id' | 'createdAt'>,
  providerId: Provider,
  overrides: Partial<AccountRow> = {},
): AccountRow {
  return {
    id: authId(ctx),
    // Better Auth stores the user id as the credential account id; providers have their own subject.
    accountId: providerId === 'credential' ? owner.id : ctx.faker.string.numeric(21),
    providerId,
    userId: owner.id,
    password: null,
    scope: providerId === 'apple' ? 'email name' : providerId === 'google' ? 'openid email profile' : null,
    createdAt: owner.createdAt,
    updatedAt: owner.createdAt,
    ...overrides,
  };
}
