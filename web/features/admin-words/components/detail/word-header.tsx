import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookOpen from 'lucide-react/icons/book-open';
import Languages from 'lucide-react/icons/languages';
import ListTree from 'lucide-react/icons/list-tree';
import Quote from 'lucide-react/icons/quote';
import { Link } from 'react-router';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { Badge } from '~/web/components/ui/badge';
import { StatCard } from '~/web/components/ui/stat-card';
import { languageName } from '~/web/features/admin-words/lib/translation-rules';
import {
  difficultyTone,
  distinctBaseForm,
  exampleCount,
  frequencyTone,
  translationLanguageCount,
} from '~/web/features/admin-words/lib/word-display';

export function BackToWords() {
  return (
    <Link
      to="/admin/words"
      className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Words
    </Link>
  );
}

export function WordHeader({ word }: { word: GlobalWord }) {
  const base = distinctBaseForm(word);
  return (
    <div className="space-y-3">
      <BackToWords />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">{word.value}</h1>
          {base && <p className="text-slate-700 dark:text-slate-300">Base form: {base}</p>}
          {word.phonetic && <p className="text-slate-700 dark:text-slate-300">{word.phonetic}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {word.difficulty && <Badge tone={difficultyTone(word.difficulty)}>{word.difficulty}</Badge>}
          {word.frequency && <Badge tone={frequencyTone(word.frequency)}>{word.frequency} frequency</Badge>}
          <Badge>
            {word.languageCode.toUpperCase()} · {languageName(word.languageCode)}
          </Badge>
        </div>
      </div>
    </div>
  );
}

export function WordStatCards({ word }: { word: GlobalWord }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label="Definitions" value={word.definitions.length} icon={ListTree} />
      <StatCard label="Languages" value={translationLanguageCount(word)} icon={Languages} />
      <StatCard label="Synonyms" value={word.synonyms.length} icon={BookOpen} />
      <StatCard label="Examples" value={exampleCount(word)} icon={Quote} />
    </div>
  );
}
