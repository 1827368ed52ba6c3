// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '~/web/lib/api-error';
import { queryClient } from '~/web/lib/query-client';
import { refusal, serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { studyEn } from '../i18n/en';
import { studyHe } from '../i18n/he';
import { StudyChooser } from './study-chooser';

const get = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/api-client', () => ({ apiClient: { get } }));

const set = (id: string, name: string) => ({ id, name, itemCount: 3 });
const list = { items: [set('a', 'Kitchen'), set('b', 'Travel')] };

// The chooser reads the sets through the app's query client: no retry after a failure, and no list
// left over from the test before.
beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
beforeEach(() => {
  queryClient.clear();
  get.mockReset();
});
afterEach(cleanup);

const renderChooser = () =>
  renderWithData(<StudyChooser initial={{ scope: 'set', setId: 'b', method: 'flashcards' }} t={studyEn} />);
const start = () => screen.getByRole('button', { name: studyEn.chooser.start }) as HTMLButtonElement;

describe('StudyChooser, a study set', () => {
  it('says the sets are loading, then keeps the set named in the URL chosen once they arrive', async () => {
    let answer: (value: typeof list) => void = () => {};
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderChooser();
    expect(screen.getByRole('status').textContent).toBe(studyEn.chooser.loadingSets);
    expect(start().disabled).toBe(true);
    answer(list);
    const select = (await screen.findByLabelText(studyEn.chooser.studySet)) as HTMLSelectElement;
    expect(select.value).toBe('b');
    // Each name isolated from the count after it, whatever the page's direction.
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '\u2068Kitchen\u2069 (3)',
      '\u2068Travel\u2069 (3)',
    ]);
    expect(start().disabled).toBe(false);
    fireEvent.change(select, { target: { value: 'a' } });
    expect(select.value).toBe('a');
  });

  it('says the sets could not be loaded, with a Retry that loads them; Start waits', async () => {
    get.mockRejectedValueOnce(new ApiRequestError('Service unavailable', 503)).mockResolvedValueOnce(list);
    renderChooser();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(studyEn.chooser.setsFailed);
    expect(alert.textContent).toContain('Service unavailable');
    expect(screen.queryByLabelText(studyEn.chooser.studySet)).toBeNull();
    expect(start().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: studyEn.retry }));
    const select = (await screen.findByLabelText(studyEn.chooser.studySet)) as HTMLSelectElement;
    expect(select.value).toBe('b');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(start().disabled).toBe(false);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});

describe('StudyChooser on a Hebrew page', () => {
  it('says why the sets could not be loaded in Hebrew, not in the server’s English', async () => {
    get.mockRejectedValue(refusal('INTERNAL', 500));
    renderWithData(<StudyChooser initial={{ scope: 'set' }} t={studyHe} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(studyHe.refusals.INTERNAL);
    expect(alert.textContent).not.toContain(serverWords('INTERNAL'));
  });
});
