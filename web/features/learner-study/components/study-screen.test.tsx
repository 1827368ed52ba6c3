// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { refusal, serverWords } from '~/web/lib/test/refusal';
import { emptyMessages } from '../i18n/empty-messages';
import { studyEn } from '../i18n/en';
import { studyHe } from '../i18n/he';
import { preloadStudyMessages } from '../i18n/use-study-messages';
import { enqueueAnswer, saveRun } from '../lib/answer-queue';
import { flashcardAnswer, reviewResult, studyItem, studySession } from '../lib/study-item-factory';
import { createRun } from '../lib/study-run';
import { StudyScreen } from './study-screen';

const emptyEn = emptyMessages.en;

const post = vi.hoisted(() => vi.fn());
const get = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/api-client', () => ({ apiClient: { post, get } }));

let learners = 0;
let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

const goOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

/** The study screen at `url`, for a learner of its own (nothing kept on the device from another test). */
function renderScreen(url = '/dashboard/study', userId = `screen-learner-${++learners}`) {
  const router = createMemoryRouter(
    [{ path: '/dashboard/study', element: <StudyScreen userId={userId} /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const startButton = () => screen.findByRole('button', { name: studyEn.chooser.start });
const nothingDue = () => ({ ...studySession([]), id: null });

beforeEach(() => {
  online = true;
  post.mockReset();
  get.mockReset();
});
afterEach(() => {
  cleanup();
  setLearnerLocale('en');
});

describe('StudyScreen, starting', () => {
  it('Start pressed offline starts once the connection is back and Start is pressed again', async () => {
    online = false;
    renderScreen();
    fireEvent.click(await startButton());
    expect(await screen.findByText(studyEn.offlineStart)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await goOnline(true);
    // The notice follows the connection, not the last render.
    expect(screen.queryByText(studyEn.offlineStart)).toBeNull();
    post.mockResolvedValue(nothingDue());
    fireEvent.click(await startButton());
    expect(await screen.findByRole('heading', { name: emptyEn.title })).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('says it is offline when the connection goes', async () => {
    renderScreen();
    await startButton();
    expect(screen.queryByText(studyEn.offlineStart)).toBeNull();
    await goOnline(false);
    expect(screen.getByText(studyEn.offlineStart)).toBeTruthy();
  });

  it('Start pressed again with the same choice after a failed start tries again', async () => {
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen('/dashboard/study?scope=due&method=flashcards&dir=recall');
    expect(await screen.findByText(studyEn.startFailed)).toBeTruthy();
    post.mockResolvedValue(nothingDue());
    fireEvent.click(await startButton());
    expect(await screen.findByRole('heading', { name: emptyEn.title })).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('StudyScreen, answers still waiting', () => {
  it('sends the answers waiting on the device before it asks for a new session', async () => {
    const userId = `screen-learner-${++learners}`;
    const waiting = flashcardAnswer('22222222-2222-4222-8222-222222222222');
    await enqueueAnswer(userId, waiting);
    const asked: string[] = [];
    post.mockImplementation(async (path: string) => {
      asked.push(path);
      if (path === '/me/reviews') {
        return { results: [reviewResult({ id: waiting.id, cardId: waiting.cardId, status: 'applied' })] };
      }
      return nothingDue();
    });
    renderScreen('/dashboard/study', userId);
    fireEvent.click(await startButton());
    await screen.findByRole('heading', { name: emptyEn.title });
    expect(asked).toEqual(['/me/reviews', '/me/sessions']);
  });
});

describe('StudyScreen, a start refused', () => {
  const dueNow = '/dashboard/study?scope=due&method=flashcards&dir=recall';

  it('on an English page shows the server’s words for the plan’s limit (they name the limit)', async () => {
    post.mockRejectedValue(refusal('LIMIT_REACHED', 403));
    renderScreen(dueNow);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(studyEn.limit.title);
    expect(notice.textContent).toContain(serverWords('LIMIT_REACHED'));
  });

  it('on a Hebrew page says the limit, and any other refusal, in Hebrew', async () => {
    setLearnerLocale('he');
    await preloadStudyMessages('he');
    post.mockRejectedValue(refusal('LIMIT_REACHED', 403));
    renderScreen(dueNow);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(studyHe.limit.title);
    expect(notice.textContent).toContain(studyHe.refusals.LIMIT_REACHED);
    expect(notice.textContent).not.toContain(serverWords('LIMIT_REACHED'));
    cleanup();
    post.mockRejectedValue(refusal('INTERNAL', 500));
    renderScreen(dueNow);
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain(studyHe.startFailed);
    expect(failed.textContent).toContain(studyHe.refusals.INTERNAL);
    expect(failed.textContent).not.toContain(serverWords('INTERNAL'));
  });
});

describe('StudyScreen, where focus goes when the stage changes', () => {
  const focusOnChooser = async () => {
    const legend = await screen.findByText(studyEn.chooser.scope, { selector: 'legend' });
    await vi.waitFor(() => expect(document.activeElement).toBe(legend));
  };

  it('leaves focus alone on the first load, then takes it to Nothing to study and, after Study again, to the chooser', async () => {
    renderScreen();
    await startButton();
    expect(document.activeElement).toBe(document.body);
    post.mockResolvedValue(nothingDue());
    fireEvent.click(await startButton());
    const empty = await screen.findByRole('heading', { name: emptyEn.title });
    expect(document.activeElement).toBe(empty);
    fireEvent.click(screen.getByRole('button', { name: studyEn.summary.studyAgain }));
    await focusOnChooser();
  });

  it('takes focus to the chooser after a kept session is dropped for a new one', async () => {
    const userId = `screen-learner-${++learners}`;
    await saveRun(createRun(userId, studySession([studyItem()])));
    renderScreen('/dashboard/study', userId);
    fireEvent.click(await screen.findByRole('button', { name: studyEn.resume.discard }));
    await focusOnChooser();
  });
});
