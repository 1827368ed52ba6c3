import { hasServerVoice, SPEECH_MAX_CHARACTERS } from '~/core/dictionary/server-speech';
import { learnerLocale } from '~/web/lib/i18n/learner-locale';
import { toast } from '~/web/lib/toast';

// Why a word's sound did not play, said in a toast (which screen readers announce). A module of its
// own, loaded only when a sound fails: neither it nor its messages are part of the study screen.

const messages = {
  en: {
    noVoice: 'No sound for this language.',
    tooLong: 'This word is too long to be spoken.',
    playFailed: 'The sound could not be played. Try again.',
  },
  he: {
    noVoice: 'אין השמעה לשפה הזאת.',
    tooLong: 'המילה ארוכה מדי להשמעה.',
    playFailed: 'לא הצלחנו להשמיע את המילה. נסו שוב.',
  },
} as const;

/**
 * Says why the server's sound of `text` in `language` did not play: the server has no voice for the
 * language (404 NO_VOICE), the word is longer than it speaks (TOO_LONG_TO_SPEAK), or anything else (a
 * failed synthesis, no connection). Decided from what the server can speak, without asking it again:
 * that would run a second synthesis. One toast id: clicking again replaces the message.
 */
export function sayListenFailure(text: string, language: string | null) {
  const t = messages[learnerLocale()];
  const message = !hasServerVoice(language)
    ? t.noVoice
    : text.trim().length > SPEECH_MAX_CHARACTERS
      ? t.tooLong
      : t.playFailed;
  toast.error(message, { id: 'listen' });
}
