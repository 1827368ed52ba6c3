import { learnerLocale } from '~/web/lib/i18n/learner-locale';
import { toast } from '~/web/lib/toast';

// Why a word's sound did not play, said in a toast (which screen readers announce). A module of its
// own, loaded only when a sound fails: neither it nor its messages are part of the study screen.

const messages = {
  en: { noVoice: 'No sound for this language.', playFailed: 'The sound could not be played. Try again.' },
  he: { noVoice: 'אין השמעה לשפה הזאת.', playFailed: 'לא הצלחנו להשמיע את המילה. נסו שוב.' },
} as const;

/**
 * Says why the server's sound at `audioUrl` did not play: the language has no voice (404 NO_VOICE),
 * or anything else (a failed synthesis, no connection). A sound that did not load leaves only its
 * error's name, so the server is asked why. One toast id: clicking again replaces the message.
 */
export async function sayListenFailure(error: Error, audioUrl: string) {
  let noVoice = false;
  if (error.name === 'NotSupportedError') {
    try {
      noVoice = ((await (await fetch(audioUrl)).json()) as { code?: string }).code === 'NO_VOICE';
    } catch {
      // Not reached, or no JSON: the sound could not be played.
    }
  }
  const t = messages[learnerLocale()];
  toast.error(noVoice ? t.noVoice : t.playFailed, { id: 'listen' });
}
