import { and, eq } from 'drizzle-orm';
import { hasServerVoice, SPEECH_MAX_CHARACTERS } from '~/core/dictionary/server-speech';
import type { Db } from '~/server/db/client';
import { spokenWord } from '~/server/db/schema';
import { AppError, TryLaterError } from '~/server/http/errors';
import { SPEECH_RETRY_AFTER_SECONDS } from './speech-response';
import { SpeechBusyError, type Synthesize, synthesizeSpeech } from './synthesize-speech';

/**
 * The sound of `text` in `language` as a WAV file: synthesised on its first request, then read from
 * the database. Two first requests at once share one synthesis; the second insert is a no-op.
 */
export async function getSpokenWord(
  db: Db,
  {
    language,
    text,
    now,
    speechQueue,
  }: { language: string; text: string; now: Date; speechQueue?: Synthesize },
): Promise<Buffer> {
  const spoken = text.trim();
  if (!hasServerVoice(language)) {
    throw new AppError('NO_VOICE', 'Words of this language cannot be spoken yet.', 404);
  }
  if (!spoken) throw new AppError('NO_VOICE', 'The word has no text to speak.', 404);
  // Its own code, so the learner is told the word is too long rather than that its language is silent.
  if (spoken.length > SPEECH_MAX_CHARACTERS) {
    throw new AppError(
      'TOO_LONG_TO_SPEAK',
      `Only words of up to ${SPEECH_MAX_CHARACTERS} characters are spoken.`,
      422,
    );
  }
  const [kept] = await db
    .select({ wav: spokenWord.wav })
    .from(spokenWord)
    .where(and(eq(spokenWord.languageCode, language), eq(spokenWord.text, spoken)));
  if (kept) return kept.wav;
  let wav: Buffer;
  try {
    wav = Buffer.from(await synthesizeSpeech(language, spoken, { queue: speechQueue }));
  } catch (error) {
    if (error instanceof SpeechBusyError) {
      throw new TryLaterError(
        'SPEECH_BUSY',
        'Many words are being spoken just now. Try again in a few seconds.',
        503,
        SPEECH_RETRY_AFTER_SECONDS,
      );
    }
    // A synthesiser that failed or stalled keeps nothing: the next request tries again.
    throw new AppError('SPEECH_FAILED', 'The word could not be spoken just now. Try again.', 503);
  }
  await db
    .insert(spokenWord)
    .values({ languageCode: language, text: spoken, wav, createdAt: now })
    .onConflictDoNothing();
  return wav;
}
