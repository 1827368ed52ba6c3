import { hasServerVoice, type VoicedLanguage } from '~/core/dictionary/server-speech';
import { startTypeScriptWorker } from '~/server/workers/start-typescript-worker';

// Speech for a word, made on the server with eSpeak NG (WebAssembly, no system binary): the sound of
// every entry when the learner's device has no voice for its language. It is synthesised speech, not a
// recording of a native speaker. Requests are served one at a time, so memory holds one synthesiser.

/** eSpeak NG's voice for each language the server speaks (core/dictionary/server-speech.ts says which and why). */
export const speechVoices: Record<VoicedLanguage, string> = {
  en: 'en-us',
  es: 'es',
  fr: 'fr-fr',
  de: 'de',
  it: 'it',
  pt: 'pt-br',
  ru: 'ru',
  zh: 'cmn',
  ko: 'ko',
  ar: 'ar',
  hi: 'hi',
  nl: 'nl',
  sv: 'sv',
  pl: 'pl',
  tr: 'tr',
  vi: 'vi',
  id: 'id',
};

const WORKER_HEAP_MB = 128;
/** A synthesiser that has not answered by then is stopped, so one stall cannot hold up every word after it. */
export const SPEECH_TIMEOUT_MS = 20_000;
/**
 * How many syntheses may wait behind the one running. The synthesiser is shared by every learner, so
 * one learner asking for many words cannot make everyone else wait without end: past this, a request
 * is refused at once (SpeechBusyError) and may be tried again later.
 */
export const SPEECH_MAX_WAITING = 50;

/** The synthesiser is busy with as many words as may wait: nothing was started. */
export class SpeechBusyError extends Error {
  constructor(waiting: number) {
    super(`The speech synthesiser already has ${waiting} words waiting.`);
    this.name = 'SpeechBusyError';
  }
}

/** Speaks `text` with eSpeak NG's `voice` (a WAV file), failing after `timeoutMs`. */
export type Synthesize = (voice: string, text: string, timeoutMs: number) => Promise<Uint8Array>;

function synthesizeInWorker(voice: string, text: string, timeoutMs: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = startTypeScriptWorker(
      new URL('./synthesize.worker.ts', import.meta.url),
      { voice, text },
      { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    );
    let wav: Uint8Array | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void worker.terminate();
    }, timeoutMs);
    worker.once('message', (message: Uint8Array) => {
      wav = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new Error(`The speech synthesiser gave no sound within ${timeoutMs} ms.`));
      else if (wav && wav.length > 44) resolve(wav);
      else reject(new Error(`The speech synthesiser stopped without sound (exit code ${code}).`));
    });
  });
}

/**
 * Runs `synthesize` one call at a time. A request for a word already waiting or being spoken (same
 * voice and text) shares that synthesis instead of making it again; past `maxWaiting` waiting, a new
 * one is refused with SpeechBusyError. Tests give their own `synthesize` to hold the line.
 */
export function createSpeechQueue({
  synthesize,
  maxWaiting = SPEECH_MAX_WAITING,
}: {
  synthesize: Synthesize;
  maxWaiting?: number;
}): Synthesize {
  let queue: Promise<unknown> = Promise.resolve();
  /** Words in the line: the one being spoken and those waiting behind it. */
  let lined = 0;
  const underway = new Map<string, Promise<Uint8Array>>();
  return (voice, text, timeoutMs) => {
    const key = `${voice}\u0000${text}`;
    const shared = underway.get(key);
    if (shared) return shared;
    if (lined > maxWaiting) return Promise.reject(new SpeechBusyError(maxWaiting));
    lined++;
    const next = queue.then(() => synthesize(voice, text, timeoutMs));
    queue = next.catch(() => undefined);
    underway.set(key, next);
    const done = () => {
      lined--;
      underway.delete(key);
    };
    void next.then(done, done);
    return next;
  };
}

/** The server's one line in front of eSpeak NG, shared by every request. */
export const serverSpeechQueue = createSpeechQueue({ synthesize: synthesizeInWorker });

/**
 * A WAV file (22,050 Hz, 16-bit mono) of `text` spoken in `language`; one synthesis at a time. `queue`
 * is the server's line unless a test gives its own (AppDeps.speechQueue).
 */
export function synthesizeSpeech(
  language: string,
  text: string,
  {
    timeoutMs = SPEECH_TIMEOUT_MS,
    queue = serverSpeechQueue,
  }: { timeoutMs?: number; queue?: Synthesize } = {},
): Promise<Uint8Array> {
  if (!hasServerVoice(language)) return Promise.reject(new Error(`No voice for the language "${language}".`));
  return queue(speechVoices[language], text, timeoutMs);
}
