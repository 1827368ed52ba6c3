// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from '~/web/lib/i18n/format';
import { serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { wordsHe } from '../i18n/he';
import { WordEditForm } from './word-edit-form';

// The learner's own word edited on its page: only what changed is sent, in place (its card and sets
// stay), and a mistake is said in the page's language next to its field before anything is sent.

const t = wordsHe;
const chein = testWord('w1', 'chein', {
  custom: true,
  word: {
    ...testWord('w1', 'chein').word,
    definitions: [{ partOfSpeech: 'noun', definition: 'A dog', examples: ['Le chein dort.'] }],
    translations: { en: ['dog', 'hound'] },
  },
});

function edit(status = 200, answer: unknown = chein) {
  const server = answering(status, answer);
  vi.stubGlobal('fetch', server.fetch);
  const onDone = vi.fn();
  renderWithData(<WordEditForm word={chein} t={t} locale="he" onDone={onDone} />);
  return { calls: server.calls, onDone };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const translationsLabel = new RegExp(`^${format(t.detail.translationsIn, { language: '.*' })}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('editing your own word', () => {
  it('starts at the word, and sends the value, definitions and translations, keeping what it does not show', async () => {
    const { calls, onDone } = edit();
    expect(document.activeElement).toBe(screen.getByLabelText(t.custom.word));
    type(t.custom.word, 'chien');
    type(translationsLabel, 'dog, puppy , ');
    fireEvent.click(screen.getByRole('button', { name: t.detail.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: expect.stringMatching(/\/me\/words\/w1$/),
      body: {
        value: 'chien',
        definitions: [{ partOfSpeech: 'noun', definition: 'A dog', examples: ['Le chein dort.'] }],
        translations: { en: ['dog', 'puppy'] },
      },
    });
  });

  it('says in Hebrew what is wrong, on the field at fault, and sends nothing', () => {
    const { calls } = edit();
    type(t.custom.word, ' ');
    type(new RegExp(`^${t.custom.definition}`), '');
    type(translationsLabel, '');
    fireEvent.click(screen.getByRole('button', { name: t.detail.save }));
    expect(screen.getByRole('alert').textContent).toBe(t.custom.fixErrors);
    const word = screen.getByLabelText(t.custom.word);
    expect(word.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(word);
    expect(screen.getByText(t.custom.known.wordRequired)).toBeTruthy();
    expect(screen.getByText(t.custom.known.needsMeaning)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says a value already held in Hebrew, on the word', async () => {
    const { onDone } = edit(409, { code: 'DUPLICATE_WORD', message: serverWords('DUPLICATE_WORD') });
    type(t.custom.word, 'chien');
    fireEvent.click(screen.getByRole('button', { name: t.detail.save }));
    await waitFor(() =>
      expect(screen.getByText(format(t.refusals.DUPLICATE_WORD!, { word: 'chien' }))).toBeTruthy(),
    );
    expect(document.activeElement).toBe(screen.getByLabelText(t.custom.word));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('cancels with its button or Escape, sending nothing', () => {
    const { calls, onDone } = edit();
    fireEvent.click(screen.getByRole('button', { name: t.detail.cancelEdit }));
    fireEvent.keyDown(screen.getByLabelText(t.custom.word), { key: 'Escape' });
    expect(onDone.mock.calls).toEqual([[false], [false]]);
    expect(calls).toHaveLength(0);
  });
});
