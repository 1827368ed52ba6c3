import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_MAX_CHARACTERS } from '~/core/dictionary/server-speech';
import { MAX_IMPORTED_VALUE_LENGTH, type MyWord } from '~/core/words/my-word';
import { spokenWord, userWord } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { SPEECH_MAX_AGE_SECONDS, SPEECH_RETRY_AFTER_SECONDS } from './speech-response';
import { createSpeechQueue, SpeechBusyError, synthesizeSpeech } from './synthesize-speech';

// Every word can be heard: GET /api/dictionary/{id}/audio and GET /api/me/words/{id}/audio answer a WAV
// file synthesised on the server (eSpeak NG in WebAssembly) the first time, and kept for the next.
// The browser keeps the sound 30 days only under an address naming what is spoken (?v=<language>:<text>).

const isWav = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString() === 'RIFF' &&
  Buffer.from(bytes.subarray(8, 12)).toString() === 'WAVE';

/** A synthesiser that answers only when told to, counting what it was asked. */
function heldSynthesizer() {
  const asked: string[] = [];
  const answers: (() => void)[] = [];
  const synthesize = (voice: string, text: string) => {
    asked.push(`${voice}:${text}`);
    return new Promise<Uint8Array>((resolve) => {
      answers.push(() => resolve(new TextEncoder().encode(text)));
    });
  };
  const untilAsked = async (words: number) => {
    while (asked.length < words) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const answerNext = async () => {
    // Let the queue hand the next word to the synthesiser before answering it.
    while (answers.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    answers.shift()!();
  };
  return { asked, synthesize, untilAsked, answerNext };
}

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
    const first = await t.request(`/api/dictionary/${perro.id}/audio?v=es%3Aperro`, { token });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    expect(first.headers.get('cache-control')).toBe(`private, max-age=${SPEECH_MAX_AGE_SECONDS}`);
    const sound = new Uint8Array(await first.arrayBuffer());
    expect(isWav(sound)).toBe(true);
    // A quarter of a second or more of 16-bit sound at 22,050 Hz: a word, not silence or a header.
    expect(sound.length).toBeGreaterThan(11_000);
    expect(await spokenCount()).toBe(1);

    // Without the version, or with one naming another word, the sound is the entry's now, not kept.
    const again = await t.request(`/api/dictionary/${perro.id}/audio`, { token });
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(sound);
    const stale = await t.request(`/api/dictionary/${perro.id}/audio?v=es%3Aperra`, { token });
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
    expect(new Uint8Array(await stale.arrayBuffer())).toEqual(sound);
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

  it("speaks a learner's edited word as it is now, under an address of its own", async () => {
    const added = await t.request('/api/me/words', {
      method: 'POST',
      token,
      json: { custom: true, value: 'hond', languageCode: 'nl', translations: { en: ['dog'] } },
    });
    const word = (await added.json()) as MyWord;
    const before = await t.request(`/api/me/words/${word.id}/audio?v=nl%3Ahond`, { token });
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe(`private, max-age=${SPEECH_MAX_AGE_SECONDS}`);
    const hond = new Uint8Array(await before.arrayBuffer());

    const edited = await t.request(`/api/me/words/${word.id}`, {
      method: 'PATCH',
      token,
      json: { value: 'Hund', languageCode: 'de' },
    });
    expect(edited.status).toBe(200);
    // The old address now names another word: whoever still asks for it gets the new sound, not kept.
    const old = await t.request(`/api/me/words/${word.id}/audio?v=nl%3Ahond`, { token });
    expect(old.headers.get('cache-control')).toBe('private, no-cache');
    const now = await t.request(`/api/me/words/${word.id}/audio?v=de%3AHund`, { token });
    expect(now.status).toBe(200);
    expect(now.headers.get('cache-control')).toBe(`private, max-age=${SPEECH_MAX_AGE_SECONDS}`);
    const hund = new Uint8Array(await now.arrayBuffer());
    expect(isWav(hund)).toBe(true);
    expect(hund).not.toEqual(hond);
    expect(new Uint8Array(await old.arrayBuffer())).toEqual(hund);
    expect(await spokenCount()).toBe(3);
  }, 60_000);

  it('refuses a language without a voice (Hebrew, Japanese, Thai), an unknown entry, another learner’s word and no session', async () => {
    const japanese = await insertWord(t.database.db, { value: '犬', languageCode: 'ja' });
    const noVoice = await t.request(`/api/dictionary/${japanese.id}/audio`, { token });
    expect(noVoice.status).toBe(404);
    expect(await noVoice.json()).toEqual({
      code: 'NO_VOICE',
      message: 'Words of this language cannot be spoken yet.',
    });
    const thai = await insertWord(t.database.db, { value: 'หมา', languageCode: 'th' });
    expect((await t.request(`/api/dictionary/${thai.id}/audio`, { token })).status).toBe(404);
    // eSpeak NG reads Hebrew without its vowels (כלב as "χlv"): no sound is better than that one.
    const hebrew = await insertWord(t.database.db, { value: 'כלב', languageCode: 'he' });
    const noHebrew = await t.request(`/api/dictionary/${hebrew.id}/audio`, { token });
    expect(noHebrew.status).toBe(404);
    expect(((await noHebrew.json()) as { code: string }).code).toBe('NO_VOICE');
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
    expect(await spokenCount()).toBe(3);
  }, 60_000);

  it('refuses a word too long to speak with a code of its own, in a language that has a voice', async () => {
    const long = 'a'.repeat(SPEECH_MAX_CHARACTERS + 1);
    const entry = await insertWord(t.database.db, { value: long, languageCode: 'es' });
    const tooLong = await t.request(`/api/dictionary/${entry.id}/audio`, { token });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toEqual({
      code: 'TOO_LONG_TO_SPEAK',
      message: `Only words of up to ${SPEECH_MAX_CHARACTERS} characters are spoken.`,
    });
    // A learner's word may be longer than the limit: imports allow 200 characters.
    const added = await t.request('/api/me/words', {
      method: 'POST',
      token,
      json: { custom: true, value: 'larga', languageCode: 'es', translations: { en: ['long'] } },
    });
    const word = (await added.json()) as MyWord;
    const imported = 'b'.repeat(MAX_IMPORTED_VALUE_LENGTH);
    const [row] = await t.database.db.select().from(userWord).where(eq(userWord.id, word.id));
    await t.database.db
      .update(userWord)
      .set({ word: { ...row!.word, value: imported } })
      .where(eq(userWord.id, word.id));
    const mine = await t.request(`/api/me/words/${word.id}/audio`, { token });
    expect(mine.status).toBe(422);
    expect(((await mine.json()) as { code: string }).code).toBe('TOO_LONG_TO_SPEAK');
    expect(await spokenCount()).toBe(3);

    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const path of ['/me/words/{id}/audio', '/dictionary/{id}/audio']) {
      expect(document.paths[path]?.get?.responses['422']?.description).toMatch(/^TOO_LONG_TO_SPEAK/);
    }
  }, 60_000);

  it("answers 503 SPEECH_BUSY with Retry-After for a learner's word when the synthesiser's line is full, keeping nothing", async () => {
    const held = heldSynthesizer();
    // No word may wait behind the one being spoken: a second word finds the line full.
    t.deps.speechQueue = createSpeechQueue({ synthesize: held.synthesize, maxWaiting: 0 });
    try {
      const add = async (value: string) => {
        const added = await t.request('/api/me/words', {
          method: 'POST',
          token,
          json: { custom: true, value, languageCode: 'es', translations: { en: [value] } },
        });
        return (await added.json()) as MyWord;
      };
      const uno = await add('uno');
      const dos = await add('dos');
      const spoken = async (text: string) =>
        (await t.database.db.select().from(spokenWord).where(eq(spokenWord.text, text))).length;

      const first = t.request(`/api/me/words/${uno.id}/audio`, { token });
      await held.untilAsked(1);
      const busy = await t.request(`/api/me/words/${dos.id}/audio`, { token });
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe(String(SPEECH_RETRY_AFTER_SECONDS));
      expect(await busy.json()).toEqual({
        code: 'SPEECH_BUSY',
        message: 'Many words are being spoken just now. Try again in a few seconds.',
      });
      expect(await spoken('dos')).toBe(0);

      await held.answerNext();
      expect((await first).status).toBe(200);
      expect(await spoken('uno')).toBe(1);
      expect(held.asked).toEqual(['es:uno']);

      // Clients generated from the API description know to read the header.
      const document = (await (await t.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
      };
      expect(document.paths['/me/words/{id}/audio']?.get?.responses['503']?.headers).toHaveProperty(
        'Retry-After',
      );
    } finally {
      t.deps.speechQueue = undefined;
    }
  });
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

describe('the queue in front of the synthesiser', () => {
  it('speaks a word asked for twice at once only once, and gives both the same sound', async () => {
    const held = heldSynthesizer();
    const speak = createSpeechQueue({ synthesize: held.synthesize });
    const first = speak('es', 'perro', 1000);
    const second = speak('es', 'perro', 1000);
    const other = speak('fr-fr', 'perro', 1000);
    await held.answerNext();
    await held.answerNext();
    expect(await first).toEqual(await second);
    await other;
    expect(held.asked).toEqual(['es:perro', 'fr-fr:perro']);
    // Once spoken, the word is no longer shared: a later request (after the database missed) speaks again.
    const later = speak('es', 'perro', 1000);
    await held.answerNext();
    await later;
    expect(held.asked).toHaveLength(3);
  });

  it('refuses a word beyond the words allowed to wait, and takes words again once the line moves', async () => {
    const held = heldSynthesizer();
    const speak = createSpeechQueue({ synthesize: held.synthesize, maxWaiting: 2 });
    const running = speak('es', 'uno', 1000);
    const waiting = [speak('es', 'dos', 1000), speak('es', 'tres', 1000)];
    await expect(speak('es', 'cuatro', 1000)).rejects.toBeInstanceOf(SpeechBusyError);
    // A word already in the line is still shared, full as it is.
    const again = speak('es', 'dos', 1000);

    await held.answerNext();
    await running;
    await held.untilAsked(2);
    const fourth = speak('es', 'cuatro', 1000);
    await held.answerNext();
    await held.answerNext();
    await held.answerNext();
    expect(await Promise.all([...waiting, again, fourth])).toHaveLength(4);
    expect(held.asked).toEqual(['es:uno', 'es:dos', 'es:tres', 'es:cuatro']);
  });
});
