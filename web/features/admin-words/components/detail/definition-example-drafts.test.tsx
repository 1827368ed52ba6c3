// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { useWordEditing } from '~/web/features/admin-words/api/use-word-editing';
import { testGlobalWord } from '~/web/lib/test/test-global-word';
import { ExamplesTab } from './word-editor-tabs';

// Unsaved examples belong to their definition: when a reload (or a save) brings the word back without
// a definition, that definition's unsaved examples go with it instead of landing on the next one.

const word = (definitions: GlobalWord['definitions']): GlobalWord => testGlobalWord({ definitions });

const move = { partOfSpeech: 'verb', definition: 'To move fast', examples: ['I run home', 'They run'] };
const manage = { partOfSpeech: 'verb', definition: 'To manage', examples: ['She runs a shop'] };

function Examples({ shown }: { shown: GlobalWord }) {
  const editing = useWordEditing(shown, async () => {});
  return <ExamplesTab word={shown} editing={editing} confirm={() => {}} />;
}

function renderExamples(shown: GlobalWord) {
  const client = new QueryClient();
  const view = (next: GlobalWord) => (
    <QueryClientProvider client={client}>
      <Examples shown={next} />
    </QueryClientProvider>
  );
  const result = render(view(shown));
  return { reloadAs: (next: GlobalWord) => result.rerender(view(next)) };
}

afterEach(cleanup);

describe('examples drafts of a word’s definitions', () => {
  it('drops the unsaved examples of a definition a reload removed, leaving the next one as saved', () => {
    const { reloadAs } = renderExamples(word([move, manage]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete example: They run' }));
    expect(
      within(screen.getByRole('list', { name: 'Examples of definition 1' })).queryByText('They run'),
    ).toBe(null);

    // Someone else deleted "To move fast": the reload brings "To manage" first.
    reloadAs(word([manage]));

    const examples = screen.getByRole('list', { name: 'Examples of definition 1' });
    expect(
      within(examples)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['She runs a shop']);
    expect(screen.queryByText(/unsaved changes/i)).toBe(null);
  });

  it('keeps a definition’s unsaved examples when a reload moves it', () => {
    const { reloadAs } = renderExamples(word([move, manage]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete example: She runs a shop' }));

    reloadAs(word([manage, move]));

    expect(screen.getByRole('list', { name: 'Examples of definition 2' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Examples of definition 2' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Examples of definition 1' })).toBe(null);
    expect(screen.getByText('No examples yet.')).toBeTruthy();
  });
});
