import { useCallback, useSyncExternalStore } from 'react';

// Speaking words aloud through the browser's speech synthesis, off by default. The choice is kept
// in localStorage so the study screen and Settings share it (and other tabs follow it).
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

/** Says `text` in `language` (a BCP 47 tag), with that language's voice when the system has one. */
export function speak(text: string, language: string | null | undefined) {
  if (!speechAvailable() || !text) return;
  const utterance = new SpeechSynthesisUtterance(text);
  if (language) {
    utterance.lang = language;
    const voice = window.speechSynthesis
      .getVoices()
      .find((candidate) => candidate.lang.toLowerCase().startsWith(language.toLowerCase()));
    if (voice) utterance.voice = voice;
  }
  // A new word interrupts the previous one rather than queueing behind it.
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

export function usePronunciation() {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const setOn = useCallback((next: boolean) => setPronunciation(next), []);
  return { on, setOn, available: speechAvailable() };
}
