// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '~/core/imports/import-job';
import { ApiRequestError } from '~/web/lib/api-error';
import { importKey } from '~/web/lib/learner-data/imports';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { type ImportMessages, importEn } from '../i18n/en';
import { importHe } from '../i18n/he';
import { ImportProgress } from './import-progress';

const get = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/api-client', () => ({ apiClient: { get }, segment: (value: string) => value }));

const id = '0b6f8a52-4a4e-4d35-9a43-9c1c0c6b2f10';
const job = (overrides: Partial<ImportJob>): ImportJob => ({
  id,
  status: 'failed',
  format: 'csv',
  fileName: 'words.csv',
  languageCode: 'fr',
  counts: { notes: 0, words: 0, reviews: 0, duplicates: 0, skipped: 0, overLimit: 0 },
  progress: 0,
  limit: null,
  message: 'This file could not be read as a list.',
  code: 'IMPORT_FILE_REFUSED',
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: '2026-11-29T10:00:05.000Z',
  ...overrides,
});

const renderJob = (value: ImportJob, t: ImportMessages = importEn) =>
  renderWithData(<ImportProgress t={t} id={id} numberLocale="en-US" onAnother={() => {}} />, [
    [importKey(id), value],
  ]);

beforeEach(() => get.mockReset());
afterEach(cleanup);

describe('ImportProgress', () => {
  it('a failed import that wrote nothing shows why, and no counts', () => {
    renderJob(job({}));
    expect(screen.getByText('The import failed')).toBeTruthy();
    // The server's reason is English on every page: marked so, a Hebrew page's screen reader says it
    // as English and lays it out left to right.
    const reason = screen.getByText('This file could not be read as a list.');
    expect(reason.getAttribute('lang')).toBe('en');
    expect(reason.getAttribute('dir')).toBe('auto');
    expect(screen.queryByText(importEn.failedPartly)).toBeNull();
    expect(screen.queryByText('Words added')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See your words' })).toBeNull();
  });

  it('a failed import that wrote some batches says they are kept, with the counts and a way to them', () => {
    renderJob(
      job({ counts: { notes: 250, words: 248, reviews: 0, duplicates: 2, skipped: 0, overLimit: 0 } }),
    );
    expect(screen.getByText(importEn.failedPartly)).toBeTruthy();
    const added = screen.getByText('Words added').parentElement;
    expect(added?.textContent).toContain('248');
    expect(screen.getByRole('link', { name: 'See your words' }).getAttribute('href')).toBe(
      '/dashboard/words',
    );
  });

  it('a status check that fails while the import runs keeps the progress, says it is trying again, and goes on', async () => {
    const offline = new TypeError('Failed to fetch');
    get.mockRejectedValueOnce(offline).mockResolvedValue(job({ status: 'done', message: null }));
    renderJob(job({ status: 'running', progress: 0.4, message: null, finishedAt: null }));
    // The next check (a second later) fails: the import is not over for that.
    expect(await screen.findByText(importEn.statusUnavailable, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByText(importEn.failed)).toBeNull();
    // The one after answers: the import finished.
    expect(await screen.findByText(importEn.done, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(importEn.statusUnavailable)).toBeNull();
  });

  it('a first status check that fails says so, not that the import failed, and Try again asks again', async () => {
    get
      .mockRejectedValueOnce(new ApiRequestError('Service unavailable', 503))
      .mockResolvedValue(job({ status: 'running', progress: 0.1, message: null, finishedAt: null }));
    renderWithData(<ImportProgress t={importEn} id={id} numberLocale="en-US" onAnother={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(importEn.statusFailed);
    expect(alert.textContent).toContain('Service unavailable');
    expect(screen.queryByText(importEn.failed)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: importEn.retry }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.getByText(importEn.running)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a Free learner', 'regularUser', 'With Pro you can keep more', true],
    ['a Pro learner', 'premiumUser', 'contact support to raise the limit', false],
  ] as const)('words left out at the plan’s limit show %s the way to more', (_, tier, way, offersPro) => {
    const counts = { notes: 30, words: 20, reviews: 0, duplicates: 0, skipped: 0, overLimit: 10 };
    renderJob(
      job({ status: 'done', message: null, counts, limit: { limit: 1500, tier, upgradeUrl: '/pricing' } }),
    );
    expect(screen.getByText(importEn.overLimitTitle)).toBeTruthy();
    const text = screen.getByText(/words were left out: your plan keeps up to 1,500 words/).textContent;
    expect(text).toContain(way);
    expect(text?.includes('Pro')).toBe(offersPro);
    expect(screen.queryByRole('link', { name: importEn.upgrade }) !== null).toBe(offersPro);
  });

  describe('on a Hebrew page, a failed import says why in Hebrew', () => {
    it('a failure of ours (IMPORT_STRANDED), without the server’s English', () => {
      const english =
        'The import stopped on our side: the server holding your file is gone. Nothing was changed; please upload the file again.';
      renderJob(job({ code: 'IMPORT_STRANDED', message: english }), importHe);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(importHe.failed);
      const reason = screen.getByText(importHe.refusals.IMPORT_STRANDED ?? 'missing');
      // Hebrew, as the page: not marked as English.
      expect(reason.getAttribute('lang')).toBeNull();
      expect(alert.textContent).not.toContain(english);
    });

    it('a refused file (IMPORT_FILE_REFUSED) in Hebrew, quoting the server’s reason', () => {
      renderJob(job({ code: 'IMPORT_FILE_REFUSED', message: 'This package is damaged: bad zip.' }), importHe);
      const text = screen.getByRole('alert').textContent;
      expect(text).toContain(importHe.refusals.IMPORT_FILE_REFUSED?.split('{reason}')[0]);
      expect(text).toContain('This package is damaged: bad zip.');
    });

    it('a code the page does not know: the server’s English, marked as English', () => {
      renderJob(job({ code: 'IMPORT_SOMETHING_NEW', message: 'Something new went wrong.' }), importHe);
      expect(screen.getByText('Something new went wrong.').getAttribute('lang')).toBe('en');
    });
  });
});
