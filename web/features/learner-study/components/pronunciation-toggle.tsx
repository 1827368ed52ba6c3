import { Switch } from 'radix-ui';
import { useId } from 'react';
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
      <Switch.Root
        id={id}
        checked={on}
        onCheckedChange={setOn}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 data-[state=checked]:bg-brand-700 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
