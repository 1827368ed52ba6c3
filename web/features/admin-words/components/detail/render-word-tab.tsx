import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { useWordEditing } from '~/web/features/admin-words/api/use-word-editing';
import type { DefinitionsTab } from './word-editor-tabs';

type Tab = ComponentType<Parameters<typeof DefinitionsTab>[0]>;

/**
 * For component tests: one tab of the word page over `shown`, with the page's editing state; `reloadAs`
 * brings the word back as a reload would (another editor's changes), the drafts staying.
 */
export function renderWordTab(Tab: Tab, shown: GlobalWord) {
  function Page({ word }: { word: GlobalWord }) {
    const editing = useWordEditing(word, async () => true);
    return <Tab word={word} editing={editing} confirm={() => {}} />;
  }
  const client = new QueryClient();
  const view = (word: GlobalWord) => (
    <QueryClientProvider client={client}>
      <Page word={word} />
    </QueryClientProvider>
  );
  const result = render(view(shown));
  return { reloadAs: (next: GlobalWord) => result.rerender(view(next)) };
}
