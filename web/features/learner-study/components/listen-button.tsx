import { Volume2 } from 'lucide-react';
import { speak, usePronunciation } from '~/web/lib/pronunciation';
import type { StudyMessages } from '../i18n/en';

/** Says the word aloud on demand; shown only while pronunciation is on and the browser can speak. */
export function ListenButton({
  text,
  language,
  t,
}: {
  text: string;
  language: string | null;
  t: StudyMessages;
}) {
  const { on, available } = usePronunciation();
  if (!on || !available) return null;
  return (
    <button
      type="button"
      onClick={() => speak(text, language)}
      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200 dark:hover:bg-slate-800"
    >
      <Volume2 className="size-4" aria-hidden="true" />
      {t.pronunciation.listen}
    </button>
  );
}
