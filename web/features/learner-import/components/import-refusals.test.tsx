// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '~/core/imports/import-preview';
import { languageStorageKey } from '~/web/lib/enhance/storage-keys';
import { format } from '~/web/lib/i18n/format';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { refusal, serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { type ImportMessages, importEn } from '../i18n/en';
import { importHe } from '../i18n/he';
import { ImportProgress } from './import-progress';
import { ImportScreen } from './import-screen';

// The server's refusals on the import screen, said in the page's language by their code. An English
// page shows the server's own words for IMPORTS_BUSY: they name how many imports may run at once,
// which the page does not know.

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('~/web/lib/api-client', () => ({ apiClient: api, segment: (value: string) => value }));

const preview: ImportPreview = {
  format: 'csv',
  notes: 2,
  mediaFiles: 0,
  separator: ',',
  rows: [
    ['chat', 'cat'],
    ['chien', 'dog'],
  ],
  noteTypes: [],
};
const pages: [string, string, ImportMessages, string, readonly string[]][] = [
  ['Hebrew', 'he', importHe, '100', []],
  ['English', 'en', importEn, '100', ['IMPORTS_BUSY']],
];

function renderScreen() {
  renderWithData(<ImportScreen />, [[accountKeys.profile, { targetLanguageCode: 'fr' }]]);
  const file = new File(['chat,cat\nchien,dog\n'], 'words.csv', { type: 'text/csv' });
  fireEvent.change(document.getElementById('import-file') as HTMLInputElement, {
    target: { files: [file] },
  });
}

beforeEach(() => {
  api.get.mockReset();
  // The screen's recent imports: none.
  api.get.mockResolvedValue([]);
  api.post.mockReset();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe.each(pages)('the %s import screen', (_, locale, t, max, serverSays) => {
  const said = (code: string) =>
    serverSays.includes(code) ? serverWords(code) : format(t.refusals[code] ?? code, { max });

  beforeEach(() => localStorage.setItem(languageStorageKey, locale));

  it.each([
    ['FILE_TOO_LARGE', 413],
    ['PREVIEW_BUSY', 409],
    ['PREVIEWS_BUSY', 503],
  ] as const)('says why the file was not read (%s) in its language', async (code, status) => {
    api.post.mockRejectedValueOnce(refusal(code, status));
    renderScreen();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(said(code))).toBeTruthy();
    expect(alert.queryByText(serverWords(code))).toBeNull();
  });

  it.each([
    ['IMPORTS_BUSY', 409],
    ['FILE_TOO_LARGE', 413],
    ['UPLOADS_BUSY', 503],
  ] as const)('says why the import did not start (%s) in its language', async (code, status) => {
    api.post.mockResolvedValueOnce(preview).mockRejectedValueOnce(refusal(code, status));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: t.start }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(t.startFailed)).toBeTruthy();
    expect(alert.getByText(said(code))).toBeTruthy();
  });

  it('says why the file was refused (IMPORT_FILE_REFUSED), quoting the server’s English reason on a Hebrew page', async () => {
    api.post.mockRejectedValueOnce(refusal('IMPORT_FILE_REFUSED', 422));
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(serverWords('IMPORT_FILE_REFUSED'));
    const own = t.refusals.IMPORT_FILE_REFUSED;
    if (locale === 'he') expect(alert.textContent).toContain(own?.split('{reason}')[0]);
    else expect(own).toBeUndefined();
  });

  it('says the import is gone (IMPORT_NOT_FOUND) in its language', async () => {
    api.get.mockRejectedValueOnce(refusal('IMPORT_NOT_FOUND', 404));
    renderWithData(<ImportProgress t={t} id="gone" numberLocale="en-US" onAnother={() => {}} />);
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(t.statusFailed)).toBeTruthy();
    expect(alert.getByText(said('IMPORT_NOT_FOUND'))).toBeTruthy();
  });
});
