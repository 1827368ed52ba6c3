import type { UserWord } from '~/core/users/user-content';
import { Badge, type BadgeTone } from '~/web/components/ui/badge';
import { Card } from '~/web/components/ui/card';
import { EmptyState } from '~/web/components/ui/empty-state';
import { formatDate } from '~/web/lib/dates-and-numbers';

/**
 * new, learning and learned show as they are; any other status shows as "unknown".
 * `new` (not studied yet) is the learner API's first status (core/words/word-status.ts).
 */
export function wordStatus(status: string): { label: string; tone: BadgeTone } {
  if (status === 'new') return { label: 'new', tone: 'neutral' };
  if (status === 'learning') return { label: 'learning', tone: 'info' };
  if (status === 'learned') return { label: 'learned', tone: 'success' };
  return { label: 'unknown', tone: 'neutral' };
}

export function wordTitle(word: UserWord['word']): string {
  return word.value?.trim() || word.baseForm?.trim() || 'Unknown word';
}

function List({ label, values }: { label: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <p className="text-sm">
      <span className="font-medium">{label}:</span> {values.join(', ')}
    </p>
  );
}

export function WordsTab({ words }: { words: UserWord[] }) {
  if (words.length === 0) return <EmptyState>No words found for this user.</EmptyState>;
  return (
    <>
      <h2 className="sr-only">Words</h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {words.map(({ id, status, createdAt, tags, word }) => {
          const statusBadge = wordStatus(status);
          const definition = word.definitions[0];
          return (
            <li key={id}>
              <Card className="h-full p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="truncate text-lg font-semibold">{wordTitle(word)}</h3>
                    {word.phonetic && (
                      <p className="text-sm text-slate-600 dark:text-slate-300">{word.phonetic}</p>
                    )}
                  </div>
                  <Badge tone={statusBadge.tone}>{statusBadge.label}</Badge>
                </div>
                {definition && (
                  <p className="mt-2 text-sm">
                    <span className="italic text-slate-600 dark:text-slate-300">
                      {definition.partOfSpeech}
                    </span>{' '}
                    {definition.definition}
                  </p>
                )}
                <div className="mt-2 space-y-1">
                  <List label="Translations" values={word.translations} />
                  <List label="Synonyms" values={word.synonyms} />
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-1.5">
                  {word.difficulty && <Badge tone="warning">{word.difficulty}</Badge>}
                  {tags.map((tag) => (
                    <Badge key={tag} tone="brand">
                      #{tag}
                    </Badge>
                  ))}
                </div>
                <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
                  Added {formatDate(createdAt)}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
