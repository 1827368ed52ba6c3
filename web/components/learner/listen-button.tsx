import Volume2 from 'lucide-react/icons/volume-2';
import { speak, usePronunciation } from '~/web/lib/pronunciation';

/**
 * Says a word aloud on demand (the device's voice, else the server's sound of it at `audioUrl`). Shown
 * wherever sound can play; saying each word as it appears is the separate "Pronunciation" setting.
 * A sound that cannot play says why in a toast, which screen readers announce (./listen-failure,
 * loaded only then: it is not part of the study screen).
 */
export function ListenButton({
  text,
  language,
  audioUrl,
  label,
}: {
  text: string;
  language: string | null;
  audioUrl?: string;
  /** "Listen", in the page's language. */
  label: string;
}) {
  const { available } = usePronunciation();
  if (!available) return null;
  const listen = async () => {
    const error = await speak(text, language, audioUrl);
    if (error) void import('./listen-failure').then((lazy) => lazy.sayListenFailure(text, language));
  };
  return (
    <button
      type="button"
      onClick={listen}
      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200 dark:hover:bg-slate-800"
    >
      <Volume2 className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}
