import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerProfile } from '~/core/profile/learner-profile';
import { testDbKinds } from '~/server/test/databases';
import { call, FIXED_NOW, profileRowOf } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('learner profile API (%s)', (kind) => {
  let t: TestApp;
  let ada: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    ada = await t.createVerifiedUser('ada@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads an empty profile before the first save, without creating one', async () => {
    const read = await call<LearnerProfile>(t, ada.token, '/api/me/profile');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ firstName: null, isOnboardingCompleted: false, createdAt: null });
    expect(await profileRowOf(t, ada.userId)).toBeUndefined();
  });

  it('sets and clears fields; the admin records (the same row) show them', async () => {
    const put = await call<LearnerProfile>(t, ada.token, '/api/me/profile', {
      method: 'PUT',
      json: {
        firstName: ' Ada ',
        lastName: 'Lovelace',
        phoneNumber: '+44 20 7946 0958',
        nativeLanguageCode: 'en',
        targetLanguageCode: 'es',
        isOnboardingCompleted: true,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      firstName: 'Ada',
      targetLanguageCode: 'es',
      isOnboardingCompleted: true,
      createdAt: FIXED_NOW.toISOString(),
    });
    const partial = await call<LearnerProfile>(t, ada.token, '/api/me/profile', {
      method: 'PUT',
      json: { phoneNumber: null, targetLanguageCode: 'fr' },
    });
    expect(partial.body).toMatchObject({ firstName: 'Ada', phoneNumber: null, targetLanguageCode: 'fr' });
    const row = await profileRowOf(t, ada.userId);
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', targetLanguageCode: 'fr' });
    // A new profile carries the plan's default limit panels, which the admin Settings tab shows.
    expect(row!.regularUserConstraints).toContainEqual({ collectionName: 'words', maxValue: 20 });
    expect(row!.premiumUserConstraints).toContainEqual({ collectionName: 'words', maxValue: 1500 });
  });

  it('refuses a target language the dictionary does not hold, with a message that says which can be learned', async () => {
    const refused = await call(t, ada.token, '/api/me/profile', {
      method: 'PUT',
      json: { targetLanguageCode: 'ja' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(refused.body)).toContain('There is no dictionary for this language yet');
    // Japanese stays a native language.
    const native = await call(t, ada.token, '/api/me/profile', {
      method: 'PUT',
      json: { nativeLanguageCode: 'ja' },
    });
    expect(native.status).toBe(200);
  });

  it('refuses a language outside the one list, unknown fields and a malformed phone number', async () => {
    for (const json of [{ nativeLanguageCode: 'klingon' }, { isPremium: true }, { phoneNumber: 'call me' }]) {
      const refused = await call(t, ada.token, '/api/me/profile', { method: 'PUT', json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('registers and clears a push token per platform', async () => {
    const ios = await call<LearnerProfile>(t, ada.token, '/api/me/platforms/ios', {
      method: 'PUT',
      json: { fcmToken: 'ios-token-1' },
    });
    expect(ios.status).toBe(200);
    expect(ios.body.platforms).toEqual({
      ios: { fcmToken: 'ios-token-1' },
      android: { fcmToken: null },
      web: { fcmToken: null },
    });
    await call(t, ada.token, '/api/me/platforms/web', { method: 'PUT', json: { fcmToken: 'web-token' } });
    const cleared = await call<LearnerProfile>(t, ada.token, '/api/me/platforms/ios', { method: 'DELETE' });
    expect(cleared.body.platforms.ios.fcmToken).toBeNull();
    expect((await profileRowOf(t, ada.userId))!.webFcmToken).toBe('web-token');
    expect((await call(t, ada.token, '/api/me/platforms/windows', { method: 'DELETE' })).status).toBe(400);
    expect(
      (await call(t, ada.token, '/api/me/platforms/android', { method: 'PUT', json: { fcmToken: ' ' } }))
        .status,
    ).toBe(400);
  });
});
