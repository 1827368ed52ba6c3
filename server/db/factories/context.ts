import { en, Faker } from '@faker-js/faker';

// Factories draw everything (ids included) from one seeded faker and a fixed "now", so the same seed
// gives the same rows on every run: tests can assert on them and seeds are reproducible.
export type FactoryContext = { faker: Faker; now: Date };

export const DEFAULT_FACTORY_NOW = new Date('2026-01-15T12:00:00.000Z');

export function createFactoryContext(seed = 1, now: Date = DEFAULT_FACTORY_NOW): FactoryContext {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  faker.setDefaultRefDate(now);
  return { faker, now };
}

const DAY_MS = 86_400_000;

/** A time between `from` and `to` days before now (from > to). */
export function daysAgo(ctx: FactoryContext, from: number, to = 0): Date {
  return ctx.faker.date.between({
    from: new Date(ctx.now.getTime() - from * DAY_MS),
    to: new Date(ctx.now.getTime() - to * DAY_MS),
  });
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Better Auth's id shape (32 alphanumerics), deterministic. */
export function authId(ctx: FactoryContext): string {
  return ctx.faker.string.alphanumeric(32);
}

export function uuid(ctx: FactoryContext): string {
  return ctx.faker.string.uuid();
}
