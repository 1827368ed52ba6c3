import type { GlobalWord } from '~/core/dictionary/global-word';
import { Badge } from '~/web/components/ui/badge';
import {
  difficultyTone,
  distinctBaseForm,
  firstDefinition,
  frequencyTone,
  translationPreview,
} from '../lib/word-display';

// The cells of one word, shared by the table row and the card.

export function WordTitle({ word }: { word: GlobalWord }) {
  const base = distinctBaseForm(word);
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words">{word.value}</p>
      {base && <p className="text-xs text-slate-600 dark:text-slate-300">Base: {base}</p>}
      {word.phonetic && <p className="text-xs text-slate-600 dark:text-slate-300">{word.phonetic}</p>}
    </div>
  );
}

export function WordDefinitionPreview({ word }: { word: GlobalWord }) {
  const definition = firstDefinition(word);
  return definition ? (
    <p className="line-clamp-2">{definition}</p>
  ) : (
    <p className="text-slate-600 italic dark:text-slate-300">No definition</p>
  );
}

export function WordTranslationsPreview({ word }: { word: GlobalWord }) {
  const translations = translationPreview(word);
  if (translations.length === 0)
    return <p className="text-slate-600 italic dark:text-slate-300">No translations</p>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Translations">
      {translations.map((translation, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a preview; the same text may appear twice
        <li key={index}>
          <Badge>{translation}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function WordLevelBadges({ word }: { word: GlobalWord }) {
  return (
    <div className="flex flex-wrap gap-1">
      {word.difficulty && <Badge tone={difficultyTone(word.difficulty)}>{word.difficulty}</Badge>}
      {word.frequency && <Badge tone={frequencyTone(word.frequency)}>{word.frequency}</Badge>}
    </div>
  );
}
