import { storyWordRanges } from '~/core/study/story-lengths';
import { type StoryLength, storyLengths } from '~/core/words';
import { format } from '~/web/lib/i18n/messages';
import type { StoriesMessages } from '../i18n/en';

/** The four story lengths, each with the word range the generator aims for. */
export function LengthPicker({
  value,
  onChange,
  t,
  numberLocale,
}: {
  value: StoryLength;
  onChange: (length: StoryLength) => void;
  t: StoriesMessages;
  numberLocale: string;
}) {
  const number = (n: number) => n.toLocaleString(numberLocale);
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t.create.length}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {storyLengths.map((length) => (
          <label
            key={length}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-600 dark:has-[:checked]:border-brand-500 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name="length"
              value={length}
              checked={value === length}
              onChange={() => onChange(length)}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="block font-semibold">{t.create.lengths[length]}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                {format(t.create.range, {
                  min: number(storyWordRanges[length].min),
                  max: number(storyWordRanges[length].max),
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
