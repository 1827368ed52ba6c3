// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStorageKey } from '~/web/lib/enhance/storage-keys';
import { setLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { FullPageSpinner, Spinner } from './spinner';

afterEach(() => {
  cleanup();
  localStorage.removeItem(languageStorageKey);
});

describe('Spinner', () => {
  it('announces loading in English by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('announces loading in Hebrew to a learner who reads Hebrew, with no label from the caller', () => {
    setLearnerLocale('he');
    render(
      <>
        <Spinner />
        <FullPageSpinner />
      </>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['טוען…', 'טוען…']);
  });

  it('follows a change of language while shown', () => {
    render(<Spinner />);
    act(() => setLearnerLocale('he'));
    expect(screen.getByRole('status').textContent).toBe('טוען…');
  });

  it('says the caller’s label when given one', () => {
    setLearnerLocale('he');
    render(<Spinner label="Loading word…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading word…');
  });
});
