import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyWord } from '~/core/words/my-word';
import { spokenWord } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { SPEECH_MAX_AGE_SECONDS } from './speech-response';
import { synthesizeSpeech } from './synthesize-speech';

// Every word can be heard: GET /api/dictionary/{id}/audio and GET /api/me/words/{id}/audio answer a WAV
// file synthesised on the server (eSpeak NG in WebAssembly) the first time, and kept for the next.

const isWav = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString() === 'RIFF' &&
  Buffer.from(bytes.subarray(8, 12)).toString() === 'WAVE';

describe.each(testDbKinds)('spoken words (%s)', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.createVerifiedUser('listener@example.com')).token;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const spokenCount = async () => (await t.database.db.select({ n: count() }).from(spokenWord))[0]!.n;

  it('speaks a dictionary entry once, then answers from what it kept, cached by the browser', async () => {
    const perro = await insertWord(t.database.db, { value: 'perro', languageCode: 'es' });
    const first = await t.request(`/api/dictionary/${perro.id}/audio`, { token });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    expect(first.headers.get('cache-control')).toBe(`private, max-age=${SPEECH_MAX_AGE_SECONDS}`);
    const sound = new Uint8Array(await first.arrayBuffer());
    expect(isWav(sound)).toBe(true);
    // A quarter of a second or more of 16-bit sound at 22,050 Hz: a word, not silence or a header.
    expect(sound.length).toBeGreaterThan(11_000);
    expect(await spokenCount()).toBe(1);

    const again = await t.request(`/api/dictionary/${perro.id}/audio`, { token });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(sound);
    expect(await spokenCount()).toBe(1);
  }, 60_000);

  it("speaks the learner's own word, and shares the sound with the entry of the same spelling", async () => {
    const added = await t.request('/api/me/words', {
      method: 'POST',
      token,
      json: { custom: true, value: 'perro', languageCode: 'es', translations: { en: ['dog'] } },
    });
    const word = (await added.json()) as MyWord;
    const response = await t.request(`/api/me/words/${word.id}/audio`, { token });
    expect(response.status).toBe(200);
    expect(isWav(new Uint8Array(await response.arrayBuffer()))).toBe(true);
    expect(await spokenCount()).toBe(1);
  }, 60_000);

  it('refuses a language without a voice, an unknown entry, another learner’s word and no session', async () => {
    const japanese = await insertWord(t.database.db, { value: '犬', languageCode: 'ja' });
    const noVoice = await t.request(`/api/dictionary/${japanese.id}/audio`, { token });
    expect(noVoice.status).toBe(404);
    expect(await noVoice.json()).toEqual({
      code: 'NO_VOICE',
      message: 'Words of this language cannot be spoken yet.',
    });
    const unknown = await t.request(`/api/dictionary/${crypto.randomUUID()}/audio`, { token });
    expect(unknown.status).toBe(404);

    const other = (await t.createVerifiedUser('other@example.com')).token;
    const added = await t.request('/api/me/words', {
      method: 'POST',
      token: other,
      json: { custom: true, value: 'gato', languageCode: 'es', translations: { en: ['cat'] } },
    });
    const theirs = (await added.json()) as MyWord;
    expect((await t.request(`/api/me/words/${theirs.id}/audio`, { token })).status).toBe(404);
    expect((await t.request(`/api/dictionary/${japanese.id}/audio`)).status).toBe(401);
    expect(await spokenCount()).toBe(1);
  }, 60_000);
});

describe('the speech synthesiser', () => {
  it('stops a synthesis that gives no sound in time, and the next one still speaks', async () => {
    await expect(synthesizeSpeech('es', 'perro', { timeoutMs: 1 })).rejects.toThrow(
      'The speech synthesiser gave no sound within 1 ms.',
    );
    const wav = await synthesizeSpeech('es', 'gato');
    expect(isWav(wav)).toBe(true);
  }, 60_000);
});
