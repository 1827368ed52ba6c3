// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportJob } from '~/core/imports/import-job';
import { importKey } from '~/web/lib/learner-data/imports';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { importEn } from '../i18n/en';
import { ImportProgress } from './import-progress';

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
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: '2026-11-29T10:00:05.000Z',
  ...overrides,
});

const renderJob = (value: ImportJob) =>
  renderWithData(<ImportProgress t={importEn} id={id} numberLocale="en-US" onAnother={() => {}} />, [
    [importKey(id), value],
  ]);

afterEach(cleanup);

describe('ImportProgress', () => {
  it('a failed import that wrote nothing shows why, and no counts', () => {
    renderJob(job({}));
    expect(screen.getByText('The import failed')).toBeTruthy();
    expect(screen.getByText('This file could not be read as a list.')).toBeTruthy();
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
});
