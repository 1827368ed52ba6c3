import { startTypeScriptWorker } from '~/server/workers/start-typescript-worker';

// Speech for a word, made on the server with eSpeak NG (WebAssembly, no system binary): the sound of
// every entry when the learner's device has no voice for its language. It is synthesised speech, not a
// recording of a native speaker. Requests are served one at a time, so memory holds one synthesiser.

/** eSpeak NG's voice for each taught language. */
export const speechVoices: Record<string, string> = {
  en: 'en-us',
  es: 'es',
  fr: 'fr-fr',
  de: 'de',
  it: 'it',
  pt: 'pt-br',
};

/** Longer texts are not words: refused before any work. */
export const SPEECH_MAX_CHARACTERS = 100;
const WORKER_HEAP_MB = 128;
/** A synthesiser that has not answered by then is stopped, so one stall cannot hold up every word after it. */
export const SPEECH_TIMEOUT_MS = 20_000;

let queue: Promise<unknown> = Promise.resolve();

function synthesizeNow(voice: string, text: string, timeoutMs: number): Promise<Uint8Array> {
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

/** A WAV file (22,050 Hz, 16-bit mono) of `text` spoken in `language`; one synthesis at a time. */
export function synthesizeSpeech(
  language: string,
  text: string,
  { timeoutMs = SPEECH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Uint8Array> {
  const voice = speechVoices[language];
  if (!voice) return Promise.reject(new Error(`No voice for the language "${language}".`));
  const next = queue.then(() => synthesizeNow(voice, text, timeoutMs));
  queue = next.catch(() => undefined);
  return next;
}
