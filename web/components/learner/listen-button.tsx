import Volume2 from 'lucide-react/icons/volume-2';
import { speak, usePronunciation } from '~/web/lib/pronunciation';

/**
 * Says a word aloud on demand (the device's voice, else the server's sound of it at `audioUrl`). Shown
 * wherever sound can play; saying each word as it appears is the separate "Pronunciation" setting.
 * A sound that cannot play is said in a toast, which screen readers announce.
 */
export function ListenButton({
  text,
  language,
  audioUrl,
  messages,
}: {
  text: string;
  language: string | null;
  audioUrl?: string;
  /** The button's label ("Listen") and why a sound did not play, in the page's language. */
  messages: { listen: string; noVoice: string; playFailed: string };
}) {
  const { available } = usePronunciation();
  if (!available) return null;
  const listen = async () => {
    const failure = await speak(text, language, audioUrl);
    if (!failure) return;
    // Loaded only now: the toasts' code is not part of the study screen. One id, so clicking again
    // replaces the message instead of stacking copies of it.
    const { toast } = await import('~/web/lib/toast');
    toast.error(failure === 'noVoice' ? messages.noVoice : messages.playFailed, { id: 'listen' });
  };
  return (
    <button
      type="button"
      onClick={listen}
      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200 dark:hover:bg-slate-800"
    >
      <Volume2 className="size-4" aria-hidden="true" />
      {messages.listen}
    </button>
  );
}
