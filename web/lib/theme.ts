import { useCallback, useSyncExternalStore } from 'react';
import { themeStorageKey } from './enhance/storage-keys';

// The colour scheme: light, dark, or the system's. The public site's toggle and the learner's Settings
// share the stored choice (no stored choice: the system's); themeBoot applies it before first paint.
export type ThemeChoice = 'light' | 'dark' | 'system';
export const themeChoices: readonly ThemeChoice[] = ['light', 'dark', 'system'];

const listeners = new Set<() => void>();

function read(): ThemeChoice {
  try {
    const stored = globalThis.localStorage?.getItem(themeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemDark() {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** Puts the scheme on the document, as themeBoot does on load. */
export function applyTheme(choice: ThemeChoice) {
  const dark = choice === 'system' ? systemDark() : choice === 'dark';
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function setTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== themeStorageKey) return;
    applyTheme(read());
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, read, () => 'system' as ThemeChoice);
  const set = useCallback((next: ThemeChoice) => setTheme(next), []);
  return { theme, setTheme: set };
}
