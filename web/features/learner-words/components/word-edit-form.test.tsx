// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from '~/web/lib/i18n/format';
import { serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { wordsHe } from '../i18n/he';
import { languageName } from '../lib/language-name';
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

function edit(status = 200, answer: unknown = chein, word = chein, nativeLanguage?: string) {
  const server = answering(status, answer);
  vi.stubGlobal('fetch', server.fetch);
  const onDone = vi.fn();
  renderWithData(
    <WordEditForm word={word} t={t} locale="he" nativeLanguage={nativeLanguage} onDone={onDone} />,
  );
  return { calls: server.calls, onDone };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const translationLabel = (count: number) => format(t.detail.translationNumbered, { count });
const save = () => fireEvent.click(screen.getByRole('button', { name: t.detail.save }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('editing your own word', () => {
  it('starts at the word, and sends only what changed, each translation as it was written', async () => {
    const { calls, onDone } = edit();
    expect(document.activeElement).toBe(screen.getByLabelText(t.custom.word));
    type(t.custom.word, 'chien');
    type(translationLabel(2), ' puppy ');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      method: 'PATCH',
      url: expect.stringMatching(/\/me\/words\/w1$/),
      body: { value: 'chien', translations: { en: ['dog', 'puppy'] } },
    });
  });

  it('sends the value alone when only the value changed, leaving a meaning with commas as it is', async () => {
    const imported = testWord('w1', 'partire', {
      custom: true,
      word: {
        ...testWord('w1', 'partire').word,
        translations: { en: ['to leave, to go away', 'x'.repeat(1500)] },
      },
    });
    const { calls, onDone } = edit(200, imported, imported);
    expect((screen.getByLabelText(translationLabel(1)) as HTMLInputElement).value).toBe(
      'to leave, to go away',
    );
    type(t.custom.word, 'partir');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.map((call) => call.body)).toEqual([{ value: 'partir' }]);
  });

  it('adds and removes translations one at a time, the focus following', async () => {
    const { calls, onDone } = edit();
    const language = languageName('en', 'he');
    fireEvent.click(
      screen.getByRole('button', { name: format(t.detail.removeTranslation, { count: 1, language }) }),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(translationLabel(1))));
    expect((document.activeElement as HTMLInputElement).value).toBe('hound');
    fireEvent.click(screen.getByRole('button', { name: format(t.detail.addTranslation, { language }) }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(translationLabel(2))));
    type(translationLabel(2), 'puppy');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.map((call) => call.body)).toEqual([{ translations: { en: ['hound', 'puppy'] } }]);
  });

  it('closes without sending anything when nothing changed', () => {
    const { calls, onDone } = edit();
    save();
    expect(onDone).toHaveBeenCalledWith(false);
    expect(calls).toHaveLength(0);
  });

  it('says in Hebrew what is wrong, on the field at fault, and sends nothing', () => {
    const { calls } = edit();
    type(t.custom.word, ' ');
    type(new RegExp(`^${t.custom.definition}`), '');
    type(new RegExp(`^${t.custom.example}`), '');
    type(translationLabel(1), '');
    type(translationLabel(2), ' ');
    save();
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

  it('changes the part of speech, the example sentence and the language, keeping the examples it does not show', async () => {
    const twoExamples = testWord('w1', 'chein', {
      custom: true,
      word: {
        ...chein.word,
        definitions: [
          { partOfSpeech: 'noun', definition: 'A dog', examples: ['Le chein dort.', 'Un chein.'] },
        ],
      },
    });
    const { calls, onDone } = edit(200, twoExamples, twoExamples);
    fireEvent.change(screen.getByLabelText(new RegExp(`^${t.custom.partOfSpeech}`)), {
      target: { value: 'verb' },
    });
    type(new RegExp(`^${t.custom.example}`), 'Le chien dort.');
    fireEvent.change(screen.getByLabelText(t.custom.language), { target: { value: 'it' } });
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.map((call) => call.body)).toEqual([
      {
        languageCode: 'it',
        definitions: [
          { partOfSpeech: 'verb', definition: 'A dog', examples: ['Le chien dort.', 'Un chein.'] },
        ],
      },
    ]);
  });

  it('says in Hebrew that an example needs its definition when only the definition was emptied', () => {
    const { calls } = edit();
    type(new RegExp(`^${t.custom.definition}`), ' ');
    save();
    const definition = screen.getByLabelText(new RegExp(`^${t.custom.definition}`));
    expect(definition.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t.custom.rules.definitionRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers a translation into the learner’s own language when the word has none, and sends it', async () => {
    const definitionOnly = testWord('w1', 'chein', {
      custom: true,
      word: { ...chein.word, translations: {} },
    });
    const { calls, onDone } = edit(200, definitionOnly, definitionOnly, 'he');
    const language = languageName('he', 'he');
    expect(screen.queryByLabelText(translationLabel(1))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: format(t.detail.addTranslation, { language }) }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(translationLabel(1))));
    type(translationLabel(1), 'כלב');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.map((call) => call.body)).toEqual([{ translations: { he: ['כלב'] } }]);
  });

  it('keeps a part of speech the list lacks (from an import) when something else changes', async () => {
    const imported = testWord('w1', 'chein', {
      custom: true,
      word: { ...chein.word, definitions: [{ partOfSpeech: 'idiom', definition: 'A dog', examples: [] }] },
    });
    const { calls, onDone } = edit(200, imported, imported);
    expect((screen.getByLabelText(new RegExp(`^${t.custom.partOfSpeech}`)) as HTMLSelectElement).value).toBe(
      'idiom',
    );
    type(new RegExp(`^${t.custom.definition}`), 'A loyal dog');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.map((call) => call.body)).toEqual([
      { definitions: [{ partOfSpeech: 'idiom', definition: 'A loyal dog', examples: [] }] },
    ]);
  });
});
