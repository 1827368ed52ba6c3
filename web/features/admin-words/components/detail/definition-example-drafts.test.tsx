// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { testGlobalWord } from '~/web/lib/test/test-global-word';
import { renderWordTab } from './render-word-tab';
import { ExamplesTab } from './word-editor-tabs';

// Unsaved examples belong to their definition: they follow it when a reload moves it or brings its text
// rewritten by another editor, and when a reload brings the word back without it they do not land on
// the next one: the editor is told they could not be kept, and what they were.

const word = (definitions: GlobalWord['definitions']): GlobalWord => testGlobalWord({ definitions });

const move = { partOfSpeech: 'verb', definition: 'To move fast', examples: ['I run home', 'They run'] };
const manage = { partOfSpeech: 'verb', definition: 'To manage', examples: ['She runs a shop'] };

const renderExamples = (shown: GlobalWord) => renderWordTab(ExamplesTab, shown);

function addExample(definitionNumber: number, example: string) {
  const editor = within(screen.getByRole('region', { name: new RegExp(`^${definitionNumber}\\. `) }));
  const field = editor.getByRole('textbox', { name: 'New example' });
  fireEvent.change(field, { target: { value: example } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

afterEach(cleanup);

describe('examples drafts of a word’s definitions', () => {
  it('tells that the unsaved examples of a definition a reload removed could not be kept, leaving the next one as saved', () => {
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
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain(
      'The definition “verb: To move fast” was deleted by someone else, so your unsaved examples of it could not be kept.',
    );
    expect(within(notice).getByText('I run home')).toBeTruthy();
    expect(within(notice).queryByText('They run')).toBe(null);

    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('keeps a definition’s unsaved examples when another editor rewrote its text', () => {
    const { reloadAs } = renderExamples(word([move, manage]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete example: They run' }));

    reloadAs(word([{ ...move, definition: 'To go quickly' }, manage]));

    expect(screen.getByRole('heading', { name: '1. verb: To go quickly' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Examples of definition 1' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['I run home']);
    expect(screen.getByText(/unsaved changes/i)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('keeps the unsaved examples of a definition without examples whose text was rewritten', () => {
    const bare = { partOfSpeech: 'noun', definition: 'A run', examples: [] };
    const { reloadAs } = renderExamples(word([move, bare]));
    addExample(2, 'A morning run');

    reloadAs(word([move, { ...bare, definition: 'A jog' }]));

    expect(
      within(screen.getByRole('list', { name: 'Examples of definition 2' })).getByText('A morning run'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBe(null);
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
