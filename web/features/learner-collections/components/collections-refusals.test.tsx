// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionSummary } from '~/core/collections/collection';
import { format } from '~/web/lib/i18n/format';
import { serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
import { toast } from '~/web/lib/toast';
import { type CollectionsMessages, collectionsEn } from '../i18n/en';
import { collectionsHe } from '../i18n/he';
import { CollectionCard } from './collection-card';

// The server's refusals on the Collections page, said in the page's language by their code. An
// English page shows the server's own words for the plan's limit: they name the limit and, by tier,
// the way past it, which the page does not know.

vi.mock('~/web/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const pages: [string, 'he' | 'en', CollectionsMessages, readonly string[]][] = [
  ['Hebrew', 'he', collectionsHe, []],
  ['English', 'en', collectionsEn, ['LIMIT_REACHED']],
];
const collection: CollectionSummary = {
  id: 'fr-top-100',
  languageCode: 'fr',
  kind: 'frequency',
  level: 'A1',
  name: 'Top 100',
  description: 'The most used words.',
  wordCount: 100,
};
// A plan limit's refusal names the limit in its details, as the server's does.
const setsLimit = { collection: 'studySets', limit: 5, tier: 'regularUser', renewsAt: null };
const refusing = (code: string, status: number) =>
  vi.stubGlobal(
    'fetch',
    answering(status, {
      message: serverWords(code),
      code,
      ...(code === 'LIMIT_REACHED' ? { details: setsLimit } : {}),
    }).fetch,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe.each(pages)('the %s Collections page', (_, locale, t, serverSays) => {
  it.each([
    ['LIMIT_REACHED', 403],
    ['COLLECTION_NOT_FOUND', 404],
    ['COLLECTION_EMPTY', 409],
  ] as const)('says why a collection was not added (%s) in its language', async (code, status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    refusing(code, status);
    renderWithData(<CollectionCard collection={collection} t={t} locale={locale} numberLocale="en-US" />);
    fireEvent.click(screen.getByRole('button', { name: format(t.addOf, { name: 'Top 100' }) }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(t.addFailed, {
        description: serverSays.includes(code)
          ? serverWords(code)
          : format(t.refusals[`${code}:regularUser`] ?? t.refusals[code] ?? code, { limit: setsLimit.limit }),
      }),
    );
  });

  it('says a collection whose words could not be shown is gone (COLLECTION_NOT_FOUND) in its language', async () => {
    refusing('COLLECTION_NOT_FOUND', 404);
    renderWithData(<CollectionCard collection={collection} t={t} locale={locale} numberLocale="en-US" />);
    fireEvent.click(screen.getByRole('button', { name: format(t.previewOf, { name: 'Top 100' }) }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.refusals.COLLECTION_NOT_FOUND);
    expect(alert.textContent).not.toContain(serverWords('COLLECTION_NOT_FOUND'));
  });
});

// Without a tier (an older server), the Hebrew LIMIT_REACHED also names asking support, the way past
// the limit for Pro learners, who cannot upgrade.
it('the Hebrew LIMIT_REACHED does not send only to upgrading', () => {
  expect(collectionsHe.refusals.LIMIT_REACHED).toContain('לפנות לתמיכה כדי להגדיל את המגבלה');
});

// A collection added at the words' limit with none of its words held is refused with the words'
// limit (no empty set is made): the page must not say it was the study sets' limit.
describe.each(pages)('the %s Collections page at the words’ limit', (_, locale, t) => {
  it.each([
    ['regularUser', 20, 'Pro'],
    ['premiumUser', 1500, 'לפנות לתמיכה'],
  ] as const)('says the words’ limit, not the study sets’ (%s)', async (tier, limit, wayPast) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const details = { collection: 'words', limit, tier };
    const message = `You have reached your limit of ${limit} words.`;
    vi.stubGlobal('fetch', answering(403, { message, code: 'LIMIT_REACHED', details }).fetch);
    renderWithData(<CollectionCard collection={collection} t={t} locale={locale} numberLocale="en-US" />);
    fireEvent.click(screen.getByRole('button', { name: format(t.addOf, { name: 'Top 100' }) }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    const description = vi.mocked(toast.error).mock.calls[0]![1]!.description as string;
    expect(description).not.toBe(t.refusals.LIMIT_REACHED);
    expect(description).toContain(String(limit));
    if (locale === 'en') expect(description).toBe(message);
    else {
      expect(description).toContain('מילים');
      // The way past the limit for the learner's tier: Pro for Free learners, support for Pro ones.
      expect(description).toContain(wayPast);
      if (tier === 'premiumUser') expect(description).not.toContain('Pro');
    }
  });
});
