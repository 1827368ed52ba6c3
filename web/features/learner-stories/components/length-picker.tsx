import { type StoryLength, storyLengths, storyWordRanges } from '~/core/stories/story-lengths';
import { RadioCard } from '~/web/components/ui/radio-card';
import { format } from '~/web/lib/i18n/format';
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
          <RadioCard
            key={length}
            name="length"
            value={length}
            checked={value === length}
            onChange={() => onChange(length)}
            label={t.create.lengths[length]}
            hint={format(t.create.range, {
              min: number(storyWordRanges[length].min),
              max: number(storyWordRanges[length].max),
            })}
          />
        ))}
      </div>
    </fieldset>
  );
}
