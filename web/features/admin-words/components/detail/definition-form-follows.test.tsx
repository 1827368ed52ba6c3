// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { testGlobalWord } from '~/web/lib/test/test-global-word';
import { renderWordTab } from './render-word-tab';
import { DefinitionsTab } from './word-editor-tabs';

// A definition's text open in its form is the editor's unsaved work on that definition: when a reload
// brings another editor's change to it, the form stays on it, says what it now reads and lets the
// editor keep their text or take the new one; when the definition was deleted, the editor is told.

const word = (definitions: GlobalWord['definitions']): GlobalWord => testGlobalWord({ definitions });

const move = { partOfSpeech: 'verb', definition: 'To move fast', examples: ['I run home'] };
const manage = { partOfSpeech: 'verb', definition: 'To manage', examples: ['She runs a shop'] };

const renderDefinitions = (shown: GlobalWord) => renderWordTab(DefinitionsTab, shown);

const definitionField = () => screen.getByRole('textbox', { name: /^Definition/ }) as HTMLTextAreaElement;

function typeDefinition(number: number, text: string) {
  fireEvent.click(screen.getByRole('button', { name: `Edit definition ${number}` }));
  fireEvent.change(definitionField(), { target: { value: text } });
}

const shownDefinitions = () =>
  Array.from(screen.getByRole('list', { name: 'Definitions' }).children).map(
    (row) => row.querySelector('p.whitespace-pre-line')?.textContent ?? null,
  );

afterEach(cleanup);

describe('a definition’s open form across a reload', () => {
  it('says when another editor changed the text being edited, and keeps the editor’s text when asked', () => {
    const { reloadAs } = renderDefinitions(word([move, manage]));
    typeDefinition(2, 'To run a company');

    reloadAs(word([move, { ...manage, definition: 'To run a business' }]));

    expect(screen.getByRole('alert').textContent).toContain(
      'This definition was changed while you were editing it. It now reads “verb: To run a business”.',
    );
    expect(definitionField().value).toBe('To run a company');

    fireEvent.click(screen.getByRole('button', { name: 'Keep my text' }));
    expect(screen.queryByRole('alert')).toBe(null);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(shownDefinitions()).toEqual(['To move fast', 'To run a company']);
    expect(screen.getByText(/unsaved changes/i)).toBeTruthy();
  });

  it('takes the other editor’s text when asked', () => {
    const { reloadAs } = renderDefinitions(word([move, manage]));
    typeDefinition(2, 'To run a company');

    reloadAs(word([move, { ...manage, definition: 'To run a business' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Use the new text' }));

    expect(definitionField().value).toBe('To run a business');
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('shows the new text in a form where nothing was typed yet', () => {
    const { reloadAs } = renderDefinitions(word([move, manage]));
    fireEvent.click(screen.getByRole('button', { name: 'Edit definition 2' }));

    reloadAs(word([move, { ...manage, definition: 'To run a business' }]));

    expect(definitionField().value).toBe('To run a business');
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('stays on its definition, with what was typed, when a reload moves it', () => {
    const { reloadAs } = renderDefinitions(word([move, manage]));
    typeDefinition(2, 'To run a company');

    reloadAs(word([manage]));

    expect(definitionField().value).toBe('To run a company');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(shownDefinitions()).toEqual(['To run a company']);
  });

  it('tells the editor when the definition being edited was deleted, and changes no other', () => {
    const { reloadAs } = renderDefinitions(word([move, manage]));
    typeDefinition(1, 'To sprint');

    reloadAs(word([manage]));

    expect(screen.getByRole('alert').textContent).toContain(
      'The definition “verb: To move fast” was deleted while you were editing it, so your changes to it could not be kept.',
    );
    expect(screen.queryByRole('textbox', { name: /^Definition/ })).toBe(null);
    expect(shownDefinitions()).toEqual(['To manage']);
    expect(screen.queryByText(/unsaved changes/i)).toBe(null);
  });
});
