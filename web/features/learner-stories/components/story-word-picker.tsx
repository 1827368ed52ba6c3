import X from 'lucide-react/icons/x';
import { STORY_MAX_WORDS } from '~/core/stories/story-contract';
import { STORY_MIN_WORDS } from '~/core/stories/story-lengths';
import type { MyWord } from '~/core/words/my-word';
import { MyWordPicker } from '~/web/components/learner/my-word-picker';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import type { StoriesMessages } from '../i18n/en';

export type ChosenWord = { id: string; value: string; languageCode: string | null };

/**
 * The learner's words to write a story from, the chosen ones above as removable chips. At most
 * STORY_MAX_WORDS; the list says so instead of silently refusing a tick.
 */
export function StoryWordPicker({
  chosen,
  onChange,
  t,
  numberLocale,
}: {
  chosen: ChosenWord[];
  onChange: (chosen: ChosenWord[]) => void;
  t: StoriesMessages;
  numberLocale: string;
}) {
  const chosenIds = new Set(chosen.map((word) => word.id));
  const full = chosen.length >= STORY_MAX_WORDS;
  const remove = (id: string) => onChange(chosen.filter((word) => word.id !== id));

  const toggle = (word: MyWord) =>
    chosenIds.has(word.id)
      ? remove(word.id)
      : onChange([...chosen, { id: word.id, value: word.word.value, languageCode: word.word.languageCode }]);

  return (
    <MyWordPicker
      legend={t.create.words}
      hint={format(t.create.wordsHint, { min: STORY_MIN_WORDS, max: STORY_MAX_WORDS })}
      t={t.create}
      refusals={t.refusals}
      noWords={t.create.noWords}
      isChecked={(word) => chosenIds.has(word.id)}
      isDisabled={(word) => full && !chosenIds.has(word.id)}
      onToggle={toggle}
      chosen={
        <div aria-live="polite">
          <p className="text-sm font-medium">{plural(t.create.selected, chosen.length, numberLocale)}</p>
          {chosen.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {chosen.map((word) => (
                <li key={word.id}>
                  <button
                    type="button"
                    onClick={(event) => {
                      // The focused chip goes: focus moves to the next chip, else the one before,
                      // else the search field, not to the page's body. Those stay mounted, so the
                      // focus can move before the chip is removed.
                      const chip = event.currentTarget;
                      const item = chip.closest('li');
                      const next =
                        item?.nextElementSibling?.querySelector('button') ??
                        item?.previousElementSibling?.querySelector('button') ??
                        chip.closest('fieldset')?.querySelector<HTMLElement>('input[type="search"]');
                      next?.focus();
                      remove(word.id);
                    }}
                    aria-label={format(t.create.remove, { word: word.value })}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-brand-900 dark:text-brand-100"
                  >
                    <span lang={word.languageCode ?? undefined}>{word.value}</span>
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      }
    >
      {full && (
        <p className="text-sm text-amber-900 dark:text-amber-200">
          {format(t.create.tooMany, { max: STORY_MAX_WORDS })}
        </p>
      )}
    </MyWordPicker>
  );
}
