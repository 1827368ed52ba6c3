import { useCallback, useSyncExternalStore } from 'react';
import { spokenVersion } from '~/core/dictionary/spoken-version';

// Speaking words aloud: the browser's speech synthesis when the device has a voice for the word's
// language, otherwise the server's synthesised sound of the word (GET …/audio). Saying each word as it
// is shown is off by default; the choice is kept in localStorage so the study screen and Settings share
// it (and other tabs follow it).
export const pronunciationStorageKey = 'vocably-pronunciation';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(pronunciationStorageKey) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === pronunciationStorageKey && listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function setPronunciation(on: boolean) {
  try {
    localStorage.setItem(pronunciationStorageKey, on ? 'on' : 'off');
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

function deviceVoice(language: string): SpeechSynthesisVoice | undefined {
  if (!speechAvailable()) return undefined;
  return window.speechSynthesis
    .getVoices()
    .find((candidate) => candidate.lang.toLowerCase().startsWith(language.toLowerCase()));
}

/**
 * The server's sound of one of the learner's words. The browser keeps it 30 days under its address,
 * so the address names what is spoken (?v=): an edited word is heard as it is now, not as it was.
 */
export const myWordAudioUrl = (id: string, word: { value: string; languageCode: string | null }) =>
  `/api/me/words/${encodeURIComponent(id)}/audio?v=${encodeURIComponent(spokenVersion(word.languageCode, word.value))}`;

let playing: HTMLAudioElement | undefined;

/**
 * Says `text` in `language` (a BCP 47 tag): with the device's voice for that language when it has one,
 * else by playing `audioUrl` (the server's recording of the word). A new word interrupts the last.
 * Resolves to the error that kept the recording from playing, if one did (not an interruption by the
 * next word: nothing went wrong then).
 */
export async function speak(
  text: string,
  language: string | null | undefined,
  audioUrl?: string,
): Promise<Error | undefined> {
  if (!text) return;
  const voice = language ? deviceVoice(language) : undefined;
  playing?.pause();
  if (speechAvailable()) window.speechSynthesis.cancel();
  if (voice || (!audioUrl && speechAvailable())) {
    const utterance = new SpeechSynthesisUtterance(text);
    if (language) utterance.lang = language;
    if (voice) utterance.voice = voice;
    window.speechSynthesis.speak(utterance);
    return;
  }
  if (!audioUrl || typeof Audio === 'undefined') return;
  // Started before any await, so a click still counts as the gesture that lets sound play.
  playing = new Audio(audioUrl);
  return playing.play().then(
    () => undefined,
    (error: Error) => (error.name === 'AbortError' ? undefined : error),
  );
}

/** Whether words can be heard here: always, given the server's sound, where the page can play audio. */
function soundAvailable(): boolean {
  return speechAvailable() || typeof Audio !== 'undefined';
}

export function usePronunciation() {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const setOn = useCallback((next: boolean) => setPronunciation(next), []);
  return { on, setOn, available: soundAvailable() };
}
