import { useId } from 'react';
import { NativeSwitch } from '~/web/components/ui/native-switch';
import { usePronunciation } from '~/web/lib/pronunciation';
import type { StudyMessages } from '../i18n/en';

/** Pronunciation on or off, remembered on this device (Settings shows the same switch). */
export function PronunciationToggle({ t }: { t: StudyMessages }) {
  const { on, setOn, available } = usePronunciation();
  const id = useId();
  if (!available)
    return <p className="text-xs text-slate-600 dark:text-slate-400">{t.pronunciation.unavailable}</p>;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t.pronunciation.toggle}
      </label>
      <NativeSwitch
        id={id}
        checked={on}
        onCheckedChange={setOn}
        className="inline-flex h-6 w-11 shrink-0 items-center justify-start rounded-full bg-slate-500 px-0.5 transition-colors data-[state=checked]:justify-end focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 data-[state=checked]:bg-brand-700 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900"
        // The thumb sits at the start when off and the end when on, by flex: right to left follows.
        thumbClassName="block size-5 rounded-full bg-white shadow"
      />
    </div>
  );
}
