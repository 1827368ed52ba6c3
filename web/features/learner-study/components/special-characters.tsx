import { format } from '~/web/lib/i18n/format';
import type { StudyMessages } from '../i18n/en';
import { languageAttributes } from '../lib/text-direction';

/**
 * Buttons for the letters of the answer's language that a keyboard may lack. They do not take focus
 * on mouse down, so the caret stays where it was in the answer field.
 */
export function SpecialCharacters({
  characters,
  language,
  onInsert,
  t,
}: {
  characters: string[];
  language: string | null;
  onInsert: (character: string) => void;
  t: StudyMessages;
}) {
  if (characters.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t.typing.characters}
      </legend>
      <div className="flex flex-wrap gap-1" {...languageAttributes(language)}>
        {characters.map((character) => (
          <button
            key={character}
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(character)}
            aria-label={format(t.typing.insert, { character })}
            className="min-w-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-lg hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800"
          >
            {character}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
