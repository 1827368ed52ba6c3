import { type PurchaseStatusCode, purchaseStatus, stores } from '~/core/purchases/purchase-values';
import {
  type AccountRow,
  addDays,
  buildAccount,
  buildProfile,
  buildPurchase,
  buildUser,
  type FactoryContext,
  type ProfileRow,
  type Provider,
  type PurchaseRow,
  type UserRow,
} from '~/server/db/factories';

export type DemoPeople = {
  users: UserRow[];
  accounts: AccountRow[];
  /** The profiles to create through the learner service (not inserted directly). */
  profiles: ProfileRow[];
  /** Users who also get words, study sets and stories (made by the learner services). */
  learnerIds: Set<string>;
  purchases: PurchaseRow[];
};

const allStatuses = Object.values(purchaseStatus) as PurchaseStatusCode[];

/**
 * ~200 learners covering every state the admin screens show: verified or not, disabled, admins,
 * each sign-in provider, with or without a profile, words, study sets, stories and purchases. The
 * learners' own data is made later by the learner services (demo-learning.ts).
 * Credential accounts share one precomputed password hash (hashing per user would take minutes).
 */
export function buildDemoPeople(
  ctx: FactoryContext,
  options: { count: number; passwordHash: string },
): DemoPeople {
  const { faker } = ctx;
  const people: DemoPeople = {
    users: [],
    accounts: [],
    profiles: [],
    learnerIds: new Set(),
    purchases: [],
  };
  const emails = new Set<string>();
  const providerSets: Provider[][] = [
    ['credential'],
    ['google'],
    ['apple'],
    ['credential', 'google'],
    ['apple', 'credential'],
  ];

  for (let index = 0; index < options.count; index++) {
    const admin = index < 4;
    const person = buildUser(ctx, {
      role: admin ? 'admin' : 'user',
      emailVerified: admin || faker.datatype.boolean(0.8),
      banned: !admin && faker.datatype.boolean(0.08),
    });
    if (person.banned) person.banReason = 'Disabled by an administrator';
    if (emails.has(person.email)) person.email = `${index}.${person.email}`;
    emails.add(person.email);
    people.users.push(person);

    for (const provider of providerSets[index % providerSets.length]!) {
      people.accounts.push(
        buildAccount(ctx, person, provider, {
          password: provider === 'credential' ? options.passwordHash : null,
        }),
      );
    }
    // A few users have not finished onboarding and have no profile yet ("No profile data found").
    if (index % 12 !== 5) people.profiles.push(buildProfile(ctx, person));

    // Learners' content for one user in four (each item is a learner-service call, so the seed stays
    // quick); the others show the empty states.
    if (index % 12 !== 5 && index % 4 === 1) people.learnerIds.add(person.id);
    addPurchases(ctx, people, person, index);
  }
  return people;
}

function addPurchases(ctx: FactoryContext, people: DemoPeople, person: UserRow, index: number) {
  const { faker } = ctx;
  // About half the users bought something. The first users cycle through every status x store, so
  // every combination exists whatever the random draws.
  if (index >= 18 && !faker.datatype.boolean(0.45)) return;
  const owner = { id: person.id, email: person.email, name: person.name };
  const status = index < 18 ? allStatuses[index % allStatuses.length]! : pickStatus(ctx);
  const store = index < 18 ? stores[Math.floor(index / allStatuses.length) % stores.length]! : undefined;
  const cycling = index < 18;
  const environment = (cycling ? index % 3 === 2 : faker.datatype.boolean(0.12)) ? 'SANDBOX' : 'PRODUCTION';
  const periodType = cycling ? (index % 4 === 3 ? 'TRIAL' : 'NORMAL') : undefined;
  const current = buildPurchase(ctx, owner, { status, store, environment, periodType });
  // Monthly subscribers who have been around get their earlier, now-ended periods as history, so
  // each of the last three months has revenue.
  if (current.productId?.includes('monthly') && current.periodType === 'NORMAL') {
    // Only periods that fall inside the last three months (the window the revenue cards compare).
    const fits = Math.floor(
      ((current.purchasedAt as Date).getTime() - (ctx.now.getTime() - 90 * 86_400_000)) / (30 * 86_400_000),
    );
    const months = Math.min(faker.number.int({ min: 0, max: 2 }), Math.max(0, fits));
    for (let back = months; back >= 1; back--) {
      const purchasedAt = addDays(current.purchasedAt as Date, -30 * back);
      people.purchases.push(
        buildPurchase(
          ctx,
          owner,
          {
            status: purchaseStatus.expired,
            store: current.store as never,
            environment,
            plan: 'proMonthly',
            periodType: 'NORMAL',
            purchasedAt,
          },
          {
            originalTransactionId: current.transactionId,
            revenuecatEventType: back === months ? 'INITIAL_PURCHASE' : 'RENEWAL',
            expirationReason: null,
          },
        ),
      );
    }
    if (months > 0)
      current.revenuecatEventType =
        current.status === purchaseStatus.active ? 'RENEWAL' : current.revenuecatEventType;
  }
  // Premium follows from the purchases once they are stored (refreshAllPremium in demo-data.ts).
  people.purchases.push(current);
}

function pickStatus(ctx: FactoryContext): PurchaseStatusCode {
  return ctx.faker.helpers.weightedArrayElement([
    { value: purchaseStatus.active, weight: 50 },
    { value: purchaseStatus.cancelled, weight: 12 },
    { value: purchaseStatus.gracePeriod, weight: 6 },
    { value: purchaseStatus.onHold, weight: 4 },
    { value: purchaseStatus.paused, weight: 3 },
    { value: purchaseStatus.expired, weight: 25 },
  ]);
}
