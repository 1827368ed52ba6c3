import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '~/core/stats/admin-stats';
import { user } from '~/server/db/schema';
import { adminActors, insertLearnerData, insertUser } from '~/server/test/admin-fixtures';
import { adminRoutesOf } from '~/server/test/admin-routes';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { adminStats, periodChange } from './admin-stats';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('periodChange', () => {
  it('is the percent change, null without a previous period', () => {
    expect(periodChange(3, 2)).toBe(50);
    expect(periodChange(1, 4)).toBe(-75);
    expect(periodChange(5, 0)).toBeNull();
  });
});

describe.each(testDbKinds)('admin stats, audit log and API docs (%s)', (kind) => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof adminActors>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    actors = await adminActors(t);
    const db = t.database.db;
    await insertUser(db, { createdAt: daysAgo(40), lastSignInAt: daysAgo(45), premiumGranted: true });
    await insertUser(db, { createdAt: daysAgo(50), lastSignInAt: daysAgo(10) });
    await insertUser(db, { createdAt: daysAgo(100) });
    await insertLearnerData(db, actors.learner.userId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the six totals and their 30-day changes', async () => {
    const stats = await adminStats(t.database.db, new Date());
    // 3 signed-up actors (signed in now) + 3 inserted users.
    expect(stats).toMatchObject({
      totalUsers: 6,
      activeUsers: 4,
      premiumUsers: 1,
      totalWords: 2,
      totalStudySets: 1,
      totalStories: 1,
      periodDays: 30,
    });
    expect(stats.changes.totalUsers).toBe(50); // 3 sign-ups in the last 30 days against 2 before
    expect(stats.changes.activeUsers).toBeNull(); // no history of sign-ins to compare with
    expect(stats.changes.premiumUsers).toBe(-100);
    expect(stats.changes.totalWords).toBeNull();
    expect(stats.definitions.activeUsers).toContain('30 days');
  });

  it('gives active users no change: a last sign-in 30-60 days ago is a lapsed user, not a count of last month', async () => {
    // A clock of its own, years on, so that only the two users below fall in the windows.
    const now = new Date('2035-06-15T12:00:00Z');
    const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const db = t.database.db;
    const recent = await insertUser(db, { createdAt: daysBefore(90), lastSignInAt: daysBefore(5) });
    const lapsed = await insertUser(db, { createdAt: daysBefore(90), lastSignInAt: daysBefore(40) });
    try {
      const stats = await adminStats(db, now);
      expect(stats.activeUsers).toBe(1);
      expect(stats.changes.activeUsers).toBeNull();
    } finally {
      await db.delete(user).where(inArray(user.id, [recent.id, lapsed.id]));
    }
  });

  it('shows recent admin actions on the dashboard and pages the audit log', async () => {
    for (let i = 0; i < 3; i++) {
      const action = i % 2 ? 'enable' : 'disable';
      await t.request(`/api/admin/users/${actors.learner.userId}/${action}`, {
        method: 'POST',
        token: actors.admin.token,
      });
    }
    const response = await t.request('/api/admin/stats', { token: actors.admin.token });
    const stats = (await response.json()) as AdminStats;
    expect(stats.recentActivity.map((entry) => entry.action)).toEqual([
      'user.disable',
      'user.enable',
      'user.disable',
    ]);
    // Without the snapshots (a bulk delete's can be megabytes): the audit log has them.
    for (const entry of stats.recentActivity) expect(Object.keys(entry)).not.toContain('before');
    const page = await (
      await t.request('/api/admin/audit-log?limit=2', { token: actors.admin.token })
    ).json();
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toHaveProperty('before');
    expect(page.totalCount).toBe(3);
    expect(page.pageToken).toBe('2');
    const next = await (
      await t.request('/api/admin/audit-log?limit=2&offset=2', { token: actors.admin.token })
    ).json();
    expect(next.items).toHaveLength(1);
    expect(next.pageToken).toBeUndefined();
    const [learner] = await t.database.db.select().from(user).where(eq(user.id, actors.learner.userId));
    expect(learner?.banned).toBe(true);
  });

  it('documents every route in /api/openapi.json and /api/docs', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} /api${path}`),
      ),
    );
    const routes = adminRoutesOf(t).map(
      (route) => `${route.method} ${route.path.replace(/:([a-zA-Z]+)/g, '{$1}')}`,
    );
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
    expect(documented).toContain('GET /api/health');
    expect(documented).toContain('POST /api/webhooks/revenuecat');
    const html = await (await t.request('/api/docs')).text();
    for (const route of routes) expect(html).toContain(route.split(' ')[1]);
    expect(html).toContain('<title>Vocably API');
  });
});
