import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { Card } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { useConfirm } from '~/web/components/ui/use-confirm';
import { useWord } from '~/web/features/admin-words/api/get-word';
import type { WordEditing } from '~/web/features/admin-words/api/use-word-editing';
import { useWordEditing } from '~/web/features/admin-words/api/use-word-editing';
import type { DraftKey } from '~/web/features/admin-words/lib/word-drafts';
import { isNotFound } from '~/web/lib/api-error';
import { notifyError } from '~/web/lib/notify';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { DefinitionsTab, ExamplesTab, SynonymsTab, TranslationsTab, VariantsTab } from './word-editor-tabs';
import { BackToWords, WordHeader, WordStatCards } from './word-header';
import { WordMetadata } from './word-metadata';

export function WordDetailScreen({ wordId }: { wordId: string }) {
  const word = useWord(wordId);
  if (word.isPending) return <Spinner label="Loading word…" />;
  // Only a first load that failed replaces the page: a failed reload keeps the word and every
  // unsaved draft on screen, and says so.
  if (word.isError && !word.data) {
    const missing = isNotFound(word.error);
    if (!missing) console.error('Could not load the word', word.error);
    return <WordProblem>{missing ? 'Word not found' : 'Failed to load word details'}</WordProblem>;
  }
  const reload = async () => {
    const result = await word.refetch();
    if (result.isError && !isNotFound(result.error)) notifyError('Could not reload the word', result.error);
    return !result.isError;
  };
  // Deleted by another editor while open here: the page keeps the word and the unsaved changes on
  // screen (to copy what is worth keeping) and says that nothing can be saved any more.
  const deleted = word.isError && isNotFound(word.error);
  return (
    <div className="space-y-6">
      {deleted && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {WORD_DELETED}
        </p>
      )}
      <WordDetail word={word.data} reload={reload} />
    </div>
  );
}

export const WORD_DELETED =
  'This word no longer exists: someone else deleted it. Nothing on this page can be saved; copy anything you want to keep before you leave.';

function WordProblem({ children }: { children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-semibold">{children}</h1>
      <div className="mt-4">
        <BackToWords />
      </div>
    </Card>
  );
}

const tabs = ['Definitions', 'Translations', 'Synonyms', 'Examples', 'Variants', 'Metadata'] as const;

const tabDraftKeys = (word: GlobalWord, editing: WordEditing): Record<(typeof tabs)[number], DraftKey[]> => ({
  Definitions: ['definitions'],
  Translations: ['translations'],
  Synonyms: ['synonyms'],
  Examples: ['examples', ...word.definitions.map((_, index) => editing.examplesKey(index))],
  Variants: ['variants'],
  Metadata: [],
});

function WordDetail({ word, reload }: { word: GlobalWord; reload: () => Promise<boolean> }) {
  const editing = useWordEditing(word, reload);
  const { confirm, dialog } = useConfirm();
  const props = { word, editing, confirm };
  const keys = tabDraftKeys(word, editing);
  return (
    <div className="space-y-6">
      <WordHeader word={word} />
      <WordStatCards word={word} />
      <Tabs.Root defaultValue="Definitions" className="space-y-4">
        <Tabs.List
          aria-label="Word details"
          className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=active]:bg-brand-700 data-[state=active]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=active]:bg-brand-700"
            >
              {tab}
              {keys[tab].some((key) => editing.dirty(key)) && (
                <>
                  <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
                  <span className="sr-only">(unsaved changes)</span>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="Definitions" className="focus-visible:outline-none">
          <DefinitionsTab {...props} />
        </Tabs.Content>
        <Tabs.Content value="Translations" className="focus-visible:outline-none">
          <TranslationsTab {...props} />
        </Tabs.Content>
        <Tabs.Content value="Synonyms" className="focus-visible:outline-none">
          <SynonymsTab {...props} />
        </Tabs.Content>
        <Tabs.Content value="Examples" className="focus-visible:outline-none">
          <ExamplesTab {...props} />
        </Tabs.Content>
        <Tabs.Content value="Variants" className="focus-visible:outline-none">
          <VariantsTab {...props} />
        </Tabs.Content>
        <Tabs.Content value="Metadata" className="focus-visible:outline-none">
          <WordMetadata word={word} />
        </Tabs.Content>
      </Tabs.Root>
      <UnsavedChangesGuard when={editing.anyDirty} />
      {dialog}
    </div>
  );
}
