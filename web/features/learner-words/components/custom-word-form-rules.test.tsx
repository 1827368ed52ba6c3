// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TAG_LENGTH, MAX_TAGS } from '~/core/words/my-word';
import { format } from '~/web/lib/i18n/format';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
import { wordsHe } from '../i18n/he';
import { CustomWordForm } from './custom-word-form';

// The form on the Hebrew page: every refusal of the core schema is said in Hebrew, with its limit.

const rules = wordsHe.custom.rules;
const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: wordsHe.custom.submit }));
/** What the field's description says (its hint, if any, and its error). */
const said = (label: RegExp | string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** A message with its {max} filled by some number (the schema's: no constant of it to import). */
const withSomeMax = (template: string) => new RegExp(template.replace('{max}', '\\d+'));
// Longer than any text limit of the schema.
const tooLong = 'א'.repeat(5000);

let api: ReturnType<typeof answering>;

function renderForm() {
  api = answering(201, {});
  vi.stubGlobal('fetch', api.fetch);
  renderWithData(<CustomWordForm t={wordsHe} locale="he" targetLanguage="fr" nativeLanguage="he" />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CustomWordForm on the Hebrew page', () => {
  it('says in Hebrew that the word, definition, example and translation are too long', () => {
    renderForm();
    fill('מילה', tooLong);
    fill(/^הגדרה/, tooLong);
    fill(/^משפט לדוגמה/, tooLong);
    fill(/^תרגום/, tooLong);
    submit();
    expect(said('מילה')).toMatch(withSomeMax(rules.wordTooLong));
    expect(said(/^הגדרה/)).toMatch(withSomeMax(rules.definitionTooLong));
    expect(said(/^משפט לדוגמה/)).toMatch(withSomeMax(rules.exampleTooLong));
    expect(said(/^תרגום/)).toMatch(withSomeMax(rules.translationTooLong));
    expect(api.calls).toEqual([]);
  });

  it('says in Hebrew that there are too many tags, with the schema’s limit', () => {
    renderForm();
    fill('מילה', 'pain');
    fill(/^תרגום/, 'לחם');
    fill(/^תגיות/, Array.from({ length: MAX_TAGS + 1 }, (_, i) => `t${i}`).join(', '));
    submit();
    expect(said(/^תגיות/)).toContain(format(rules.tooManyTags, { max: MAX_TAGS }));
    expect(api.calls).toEqual([]);
  });

  it('says in Hebrew that a tag is too long, with the schema’s limit', () => {
    renderForm();
    fill('מילה', 'pain');
    fill(/^תרגום/, 'לחם');
    fill(/^תגיות/, `food, ${'t'.repeat(MAX_TAG_LENGTH + 1)}`);
    submit();
    expect(said(/^תגיות/)).toContain(format(rules.tagTooLong, { max: MAX_TAG_LENGTH }));
  });

  it('says in Hebrew that an example needs a definition', () => {
    renderForm();
    fill('מילה', 'pain');
    fill(/^משפט לדוגמה/, 'Du pain.');
    submit();
    expect(said(/^הגדרה/)).toContain(rules.definitionRequired);
    expect(document.activeElement).toBe(screen.getByLabelText(/^הגדרה/));
  });
});
