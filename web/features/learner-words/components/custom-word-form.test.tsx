// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { wordsEn } from '../i18n/en';
import { CustomWordForm } from './custom-word-form';

function renderForm() {
  return renderWithData(<CustomWordForm t={wordsEn} locale="en" targetLanguage="fr" nativeLanguage="en" />);
}

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CustomWordForm', () => {
  it('says, with the API’s own messages, what is missing, next to the field, without sending', () => {
    const api = answering(201, {});
    vi.stubGlobal('fetch', api.fetch);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add word' }));
    const word = screen.getByLabelText('Word');
    expect(word.getAttribute('aria-invalid')).toBe('true');
    expect(word.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(word.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The word is required',
    );
    expect(document.activeElement).toBe(word);
    expect(screen.getByText('A custom word needs at least one definition or translation')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(api.calls).toEqual([]);
  });

  it('sends the word with only the fields filled in, and says it was added', async () => {
    const api = answering(201, testWord('w9', 'boulangerie', { custom: true }));
    vi.stubGlobal('fetch', api.fetch);
    renderForm();
    fill('Word', 'boulangerie');
    fill(/^Translation\s*\(optional\)/, 'bakery');
    fill(/^Tags/, 'food, town');
    fireEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText('“boulangerie” was added to your words.')).toBeTruthy();
    expect(api.calls).toEqual([
      {
        url: '/api/me/words',
        method: 'POST',
        body: {
          custom: true,
          value: 'boulangerie',
          languageCode: 'fr',
          translations: { en: ['bakery'] },
          tags: ['food', 'town'],
        },
      },
    ]);
    expect((screen.getByLabelText('Word') as HTMLInputElement).value).toBe('');
  });

  it('puts a refusal from the server under its field', async () => {
    vi.stubGlobal(
      'fetch',
      answering(400, {
        message: 'definitions.0.examples.0: Too big: expected string to have <=1000 characters',
        code: 'VALIDATION_ERROR',
      }).fetch,
    );
    renderForm();
    fill('Word', 'pain');
    fill(/^Definition/, 'bread');
    fill(/^Example sentence/, 'Du pain.');
    fireEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText('Too big: expected string to have <=1000 characters')).toBeTruthy();
    expect(screen.getByLabelText(/^Example sentence/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says the plan limit was reached in the server’s words (the limit, the way past it)', async () => {
    const message =
      'You have reached your limit of 20 words. Upgrade to Pro to keep 1,500+ words, or remove some first.';
    vi.stubGlobal('fetch', answering(403, { message, code: 'LIMIT_REACHED' }).fetch);
    renderForm();
    fill('Word', 'pain');
    fill(/^Definition/, 'bread');
    fireEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Pro plans' })).toBeTruthy();
  });
});
