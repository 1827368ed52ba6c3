// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '~/core/imports/import-job';
import type { ImportPreview } from '~/core/imports/import-preview';
import { languageStorageKey } from '~/web/lib/enhance/storage-keys';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { importEn } from '../i18n/en';
import { importHe } from '../i18n/he';
import { ImportScreen } from './import-screen';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('~/web/lib/api-client', () => ({ apiClient: api, segment: (value: string) => value }));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const job = (id: string, overrides: Partial<ImportJob>): ImportJob => ({
  id,
  status: 'done',
  format: 'anki',
  fileName: `${id}.apkg`,
  languageCode: 'fr',
  counts: { notes: 10, words: 9, reviews: 40, duplicates: 1, skipped: 0, overLimit: 0 },
  progress: 1,
  limit: null,
  message: null,
  code: null,
  createdAt: hoursAgo(3),
  finishedAt: hoursAgo(2),
  ...overrides,
});

const listPreview = (rows: string[][], suggestedMapping?: ImportPreview['suggestedMapping']) => ({
  format: 'csv',
  notes: null,
  mediaFiles: 0,
  separator: ',',
  rows,
  noteTypes: [],
  suggestedMapping,
});

// The recent imports answer GET /me/imports; each job, GET /me/imports/{id}.
function serveImports(jobs: ImportJob[]) {
  api.get.mockImplementation(async (path: string) =>
    path === '/me/imports' ? jobs : jobs.find((each) => path.endsWith(each.id)),
  );
}

function renderChoosing(file: File) {
  renderWithData(<ImportScreen />, [[accountKeys.profile, { targetLanguageCode: 'fr' }]]);
  fireEvent.change(document.getElementById('import-file') as HTMLInputElement, {
    target: { files: [file] },
  });
}

const zipHead = [0x50, 0x4b, 0x03, 0x04];
const sentRequest = (call: number) => api.post.mock.calls[call]?.[2]?.form as FormData | undefined;

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
  serveImports([]);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the import screen', () => {
  it('shows the imports still under way or ended in the last day, found again after a reload', async () => {
    serveImports([
      job('running-deck', { status: 'running', progress: 0.4, finishedAt: null }),
      job('finished-deck', {}),
      job('broken-deck', { status: 'failed', message: 'This deck is damaged.', finishedAt: hoursAgo(5) }),
      job('last-week', { finishedAt: hoursAgo(24 * 7) }),
    ]);
    renderWithData(<ImportScreen />, [[accountKeys.profile, { targetLanguageCode: 'fr' }]]);
    const recent = within(await screen.findByRole('region', { name: importEn.recent }));
    const items = recent.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'running-deck.apkg',
      'finished-deck.apkg',
      'broken-deck.apkg',
    ]);
    expect(within(items[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(items[1]!).getByRole('heading', { level: 4, name: importEn.done })).toBeTruthy();
    expect(within(items[1]!).getByText('Words added').parentElement?.textContent).toContain('9');
    expect(within(items[2]!).getByText('This deck is damaged.')).toBeTruthy();
    expect(recent.queryByText('last-week.apkg')).toBeNull();
  });

  it('lists imports that had ended on arrival quietly, and announces one that ends while shown', async () => {
    const failed = job('broken-deck', { status: 'failed', message: 'This deck is damaged.' });
    const running = job('running-deck', { status: 'running', progress: 0.4, finishedAt: null });
    serveImports([running, failed]);
    renderWithData(<ImportScreen />, [[accountKeys.profile, { targetLanguageCode: 'fr' }]]);
    const region = await screen.findByRole('region', { name: importEn.recent });
    const recent = within(region);
    // Yesterday's failure is shown, not said again on every visit: nothing in the list is live.
    expect(recent.getByText('This deck is damaged.')).toBeTruthy();
    expect(recent.queryByRole('alert')).toBeNull();
    expect(recent.queryByRole('status')).toBeNull();
    // The import under way ends while the learner is here: that is said.
    serveImports([{ ...running, status: 'done', finishedAt: hoursAgo(0) }, failed]);
    const done = await recent.findByRole('status', {}, { timeout: 3000 });
    expect(done.textContent).toBe(importEn.done);
    expect(recent.queryByRole('alert')).toBeNull();
  });

  it('reads a first row naming the columns (our own export) as the header, with its tags and their separator', async () => {
    api.post
      .mockResolvedValueOnce(
        listPreview(
          [
            ['word', 'meaning', 'tags', 'status', 'due', 'stability'],
            ['take off', 'to leave the ground', 'phrasal verbs;travel', 'new', '', ''],
          ],
          { hasHeader: true, wordColumn: 0, meaningColumn: 1, tagsColumn: 2, tagSeparator: ';' },
        ),
      )
      .mockResolvedValueOnce(job('started', { status: 'queued', finishedAt: null }));
    renderChoosing(new File(['word,meaning,tags\n'], 'vocably-words.csv', { type: 'text/csv' }));
    const header = await screen.findByRole('checkbox', { name: importEn.hasHeader });
    expect((header as HTMLInputElement).checked).toBe(true);
    const tags = screen.getByRole('combobox', { name: importEn.tagsColumn }) as HTMLSelectElement;
    expect(tags.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: importEn.start }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(sentRequest(1)?.get('mapping')))).toEqual({
      separator: ',',
      hasHeader: true,
      wordColumn: 0,
      meaningColumn: 1,
      tagsColumn: 2,
      tagSeparator: ';',
    });
  });

  it('sends a deck whole, as a package, whatever its name, when it starts as a zip', async () => {
    api.post.mockResolvedValueOnce({ ...listPreview([]), format: 'anki', notes: 0 });
    const bytes = new Uint8Array(100_000);
    bytes.set(zipHead);
    renderChoosing(new File([bytes], 'deck.zip'));
    expect(await screen.findByText('Read as: Anki deck')).toBeTruthy();
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const sent = sentRequest(0)?.get('file') as File;
    expect([sent.size, sent.name]).toEqual([100_000, 'deck.zip']);
  });

  it.each([
    ['English', 'en', importEn],
    ['Hebrew', 'he', importHe],
  ] as const)(
    'asks for a spreadsheet to be saved as CSV (%s), by its name or its zip entries',
    async (_, locale, t) => {
      localStorage.setItem(languageStorageKey, locale);
      const entry = new TextEncoder().encode('xl/workbook.xml');
      for (const file of [
        new File([new Uint8Array([...zipHead, 0, 0, ...entry])], 'words'),
        new File(['not really'], 'Words.XLSX'),
      ]) {
        renderChoosing(file);
        const alert = within(await screen.findByRole('alert'));
        expect(alert.getByText(t.refused)).toBeTruthy();
        expect(alert.getByText(t.refusals.IMPORT_SPREADSHEET!)).toBeTruthy();
        cleanup();
      }
      expect(api.post).not.toHaveBeenCalled();
    },
  );
});
