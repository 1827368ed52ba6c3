// What the server can speak (GET …/audio), shared by the server's synthesiser and the client that
// says why a sound did not play: the client decides from these alone instead of asking the server
// again, which would run a second synthesis. No zod here: the client loads it with Listen's failure.

/**
 * The languages of core/languages.ts with a server voice (eSpeak NG reads them intelligibly). Not
 * Hebrew (read from its spelling without vowels: כלב comes out as "χlv", most common words are not
 * understood), Japanese (kana only: a kanji comes out as "Chinese letter") or Thai (its words come
 * out as strings of letters).
 */
export const VOICED_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ru',
  'zh',
  'ko',
  'ar',
  'hi',
  'nl',
  'sv',
  'pl',
  'tr',
  'vi',
  'id',
] as const;

export type VoicedLanguage = (typeof VOICED_LANGUAGES)[number];

export const hasServerVoice = (language: string | null | undefined): language is VoicedLanguage =>
  (VOICED_LANGUAGES as readonly (string | null | undefined)[]).includes(language);

/** Longer texts are not words: refused before any work (TOO_LONG_TO_SPEAK). Imports allow longer. */
export const SPEECH_MAX_CHARACTERS = 100;
