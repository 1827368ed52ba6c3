// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TAG_LENGTH, MAX_TAGS } from '~/core/words/my-word';
import { format } from '~/web/lib/i18n/format';
import { serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { wordsHe } from '../i18n/he';
import { TagEditor } from './tag-editor';

// The word page's tags: each change goes as the tag added or removed (a tag added meanwhile on
// another device is kept), and the limits are said in the page's language before anything is sent.

const t = wordsHe;

function showTags(tags: string[], status = 200, answer: unknown = testWord('w1', 'maison', { tags })) {
  const server = answering(status, answer);
  vi.stubGlobal('fetch', server.fetch);
  renderWithData(<TagEditor word={testWord('w1', 'maison', { tags })} t={t} />);
  return server.calls;
}

const addTag = (tag: string) => {
  fireEvent.change(screen.getByLabelText(t.detail.addTag), { target: { value: tag } });
  fireEvent.click(screen.getByRole('button', { name: t.detail.addTagButton }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tag editor', () => {
  it('sends the tag added and the tag removed, not the whole list it read', async () => {
    const calls = showTags(['verbs']);
    addTag(' travel ');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { addTags: ['travel'] } });
    fireEvent.click(screen.getByRole('button', { name: format(t.detail.removeTag, { tag: 'verbs' }) }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ removeTags: ['verbs'] });
  });

  it(`says in Hebrew that a word holds at most ${MAX_TAGS} tags, and sends nothing`, () => {
    const calls = showTags(Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`));
    addTag('one more');
    expect(screen.getByRole('alert').textContent).toBe(format(t.custom.rules.tooManyTags, { max: MAX_TAGS }));
    expect(screen.getByLabelText(t.detail.addTag).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('says a tag is too long, or already there in another case, and sends nothing', () => {
    const calls = showTags(['Travel']);
    addTag('x'.repeat(MAX_TAG_LENGTH + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      format(t.custom.rules.tagTooLong, { max: MAX_TAG_LENGTH }),
    );
    addTag('travel');
    expect(screen.getByRole('alert').textContent).toBe(format(t.detail.tagExists, { tag: 'travel' }));
    expect(calls).toHaveLength(0);
  });

  it('says the server’s TOO_MANY_TAGS in Hebrew (a tag added meanwhile elsewhere filled the word)', async () => {
    showTags(['verbs'], 400, { code: 'TOO_MANY_TAGS', message: serverWords('TOO_MANY_TAGS') });
    addTag('travel');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${t.detail.tagsFailed} ${format(t.refusals.TOO_MANY_TAGS!, { max: MAX_TAGS })}`,
      ),
    );
  });
});
