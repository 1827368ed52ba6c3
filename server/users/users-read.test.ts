import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListUsersResponse } from '~/core/users/list-users';
import type { UserFullDetails } from '~/core/users/user-full-details';
import type { UserMailList } from '~/core/users/user-mail';
import { mailOutbox } from '~/server/db/schema';
import { adminActors, insertLearnerData, insertUser } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('admin users API, reads (%s)', (kind) => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof adminActors>>;
  const get = async <T>(path: string) => {
    const response = await t.request(path, { token: actors.admin.token });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    actors = await adminActors(t);
    for (let i = 0; i < 23; i++) {
      await insertUser(t.database.db, {
        email: `bulk${String(i).padStart(2, '0')}@example.com`,
        name: i === 7 ? 'Zoë 50%_Off' : `Bulk ${i}`,
        premiumGranted: i % 5 === 0,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages through every user with nextPageToken, without gaps or repeats', async () => {
    const first = await get<ListUsersResponse>('/api/admin/users');
    expect(first.items).toHaveLength(10);
    expect(first.totalCount).toBe(26);
    expect(first.items[0]).toMatchObject({
      uid: expect.any(String),
      providerData: [{ providerId: 'credential' }],
      metadata: { creationTime: expect.any(String) },
      customClaims: { isAdminUser: expect.any(Boolean), isPremium: expect.any(Boolean) },
    });
    const seen = first.items.map((item) => item.uid);
    let token = first.nextPageToken;
    while (token) {
      const page = await get<ListUsersResponse>(`/api/admin/users?pageSize=10&nextPageToken=${token}`);
      seen.push(...page.items.map((item) => item.uid));
      token = page.nextPageToken;
    }
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
    const byOffset = await get<ListUsersResponse>('/api/admin/users?pageSize=5&offset=10');
    expect(byOffset.items.map((item) => item.uid)).toEqual(seen.slice(10, 15));
  });

  it('searches case-insensitively by email, name (wildcards literal) and id, and filters', async () => {
    const byEmail = await get<ListUsersResponse>('/api/admin/users?search=BULK1');
    expect(byEmail.totalCount).toBe(10);
    const byName = await get<ListUsersResponse>(`/api/admin/users?search=${encodeURIComponent('50%_o')}`);
    expect(byName.items.map((item) => item.displayName)).toEqual(['Zoë 50%_Off']);
    const uid = byName.items[0]!.uid;
    const byId = await get<ListUsersResponse>(`/api/admin/users?search=${uid.slice(4, 20).toUpperCase()}`);
    expect(byId.items.map((item) => item.uid)).toContain(uid);
    const premium = await get<ListUsersResponse>('/api/admin/users?premium=true');
    expect(premium.totalCount).toBe(5);
    const admins = await get<ListUsersResponse>('/api/admin/users?admin=true&disabled=false');
    expect(admins.items.map((item) => item.email)).toEqual(['admin@example.com']);
    const google = await get<ListUsersResponse>('/api/admin/users?provider=google');
    expect(google.totalCount).toBe(0);
    const bad = await t.request('/api/admin/users?pageSize=101', { token: actors.admin.token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('pageSize'),
    });
  });

  it('counts every match of a search on the first page, past the last page and after a cursor', async () => {
    const first = await get<ListUsersResponse>('/api/admin/users?search=bulk1&pageSize=3');
    expect(first.items).toHaveLength(3);
    expect(first.totalCount).toBe(10);
    const pastEnd = await get<ListUsersResponse>('/api/admin/users?search=bulk1&pageSize=3&offset=50');
    expect(pastEnd).toMatchObject({ items: [], totalCount: 10, nextPageToken: null });
    const next = await get<ListUsersResponse>(
      `/api/admin/users?search=bulk1&pageSize=3&nextPageToken=${encodeURIComponent(first.nextPageToken!)}`,
    );
    expect(next.items).toHaveLength(3);
    expect(next.totalCount).toBe(10);
    const none = await get<ListUsersResponse>('/api/admin/users?search=no-such-person');
    expect(none).toMatchObject({ items: [], totalCount: 0 });
  });

  it('loads the detail page in one call and 404s an unknown id', async () => {
    await insertLearnerData(t.database.db, actors.learner.userId);
    const details = await get<UserFullDetails>(`/api/admin/users/${actors.learner.userId}/full-details`);
    expect(details.user.email).toBe('learner@example.com');
    expect(details.profile?.profile.firstName).toBe('Ada');
    expect(details.profile?.platforms.ios).toEqual({ fcmToken: 'tok' });
    expect(details.words).toHaveLength(2);
    expect(details.words[0]?.word.translations).toEqual(['uno']);
    expect(details.studySets[0]?.items).toHaveLength(2);
    expect(details.stories[0]).toMatchObject({ title: 'Tale', actualWordCount: 3 });
    for (const part of ['claims', 'profile', 'user-settings', 'words', 'study-sets', 'stories']) {
      expect(
        (await t.request(`/api/admin/users/${actors.learner.userId}/${part}`, { token: actors.admin.token }))
          .status,
      ).toBe(200);
    }
    const missing = await t.request('/api/admin/users/nobody/full-details', { token: actors.admin.token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'User not found', code: 'USER_NOT_FOUND' });
  });

  it("shows the latest mails to the user's address and how their delivery went, never their text or link", async () => {
    const path = `/api/admin/users/${actors.learner.userId}`;
    const before = await get<UserFullDetails>(`${path}/full-details`);
    // The test app has no SMTP_URL: the mail is kept, not sent, and no attempt is said to be due.
    expect(before.mail.delivery).toBe('none');
    const verification = before.mail.items.find((mail) => mail.kind === 'verify-email');
    expect(verification).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
      nextAttemptAt: null,
    });
    expect(Object.keys(verification ?? {}).sort()).toEqual(
      [
        'attempts',
        'createdAt',
        'id',
        'kind',
        'lastError',
        'nextAttemptAt',
        'sentAt',
        'status',
        'subject',
      ].sort(),
    );
    // The admin's own verification mail is not the learner's.
    const adminMail = await t.latestMail(actors.admin.email, 'verify-email');
    expect(before.mail.items.map((mail) => mail.id)).not.toContain(adminMail?.id);

    const learner = await t.request(`${path}/mail`, { token: actors.learner.token });
    expect(learner.status).toBe(403);

    // The delivery gave up, as the worker records it: the page says so, and why.
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 3, lastError: '550 5.1.1 mailbox unavailable' })
      .where(eq(mailOutbox.id, verification?.id ?? ''));
    const reset = await t.request(`${path}/reset-password`, { method: 'POST', token: actors.admin.token });
    expect(reset.status, await reset.clone().text()).toBe(200);
    const after = await get<UserMailList>(`${path}/mail`);
    expect(after.delivery).toBe('none');
    expect(after.items[0]).toMatchObject({ kind: 'password-reset', status: 'pending', nextAttemptAt: null });
    expect(after.items.find((mail) => mail.id === verification?.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: '550 5.1.1 mailbox unavailable',
      nextAttemptAt: null,
    });
    const missing = await t.request('/api/admin/users/nobody/mail', { token: actors.admin.token });
    expect(missing.status).toBe(404);
  });
});

describe.each(testDbKinds)('admin users API, mail with a mail server configured (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // SMTP_URL is only read to decide that mail is delivered: no worker runs in the test app.
    t = await createTestApp(kind, { SMTP_URL: 'smtp://user:secret@mail.example.com:587' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("says mail is delivered and when a pending mail's next attempt is due, never the server's address", async () => {
    const actors = await adminActors(t);
    const path = `/api/admin/users/${actors.learner.userId}`;
    const response = await t.request(`${path}/mail`, { token: actors.admin.token });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('mail.example.com');
    expect(text).not.toContain('secret');
    const mail = JSON.parse(text) as UserMailList;
    expect(mail.delivery).toBe('smtp');
    expect(mail.items.find((item) => item.kind === 'verify-email')).toMatchObject({
      status: 'pending',
      nextAttemptAt: expect.any(String),
    });
    const details = await t.request(`${path}/full-details`, { token: actors.admin.token });
    expect(((await details.json()) as UserFullDetails).mail.delivery).toBe('smtp');
  });
});
