// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMoreButton, NextPageFailure } from './load-more-button';

afterEach(cleanup);

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isFetchNextPageError?: boolean;
  error?: unknown;
};

/** A list of words with "Show more" under it, as the learner's lists draw them. */
function Words({ words, pages }: { words: string[]; pages: Pages }) {
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <ul ref={list}>
        {words.map((word) => (
          <li key={word}>
            <a href={`/words/${word}`}>{word}</a>
          </li>
        ))}
      </ul>
      <NextPageFailure
        pages={{ isFetchNextPageError: false, error: null, ...pages }}
        title="More words could not be loaded"
        retryLabel="Try again"
        refusals={{}}
        list={list}
      />
      <LoadMoreButton pages={pages} label="Show more" list={list} />
    </>
  );
}

describe('LoadMoreButton', () => {
  it('stays focused while the next page loads, and refuses a second press meanwhile', () => {
    const fetchNextPage = vi.fn(async () => {});
    const pages = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage };
    const { rerender } = render(<Words words={['maison']} pages={pages} />);
    const button = screen.getByRole('button', { name: 'Show more' });
    act(() => button.focus());
    fireEvent.click(button);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<Words words={['maison']} pages={{ ...pages, isFetchingNextPage: true }} />);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    // A page that is not the last: the same button, ready again, still focused.
    rerender(<Words words={['maison', 'pomme']} pages={pages} />);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('puts the focus on the first word the last page brought once the button goes', () => {
    const pages = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: async () => {} };
    const { rerender } = render(<Words words={['maison']} pages={pages} />);
    const button = screen.getByRole('button', { name: 'Show more' });
    act(() => button.focus());
    fireEvent.click(button);
    rerender(<Words words={['maison']} pages={{ ...pages, isFetchingNextPage: true }} />);
    rerender(<Words words={['maison', 'pomme', 'chat']} pages={{ ...pages, hasNextPage: false }} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'pomme' }));
  });

  it('leaves the focus where the reader took it while the last page loaded', () => {
    const pages = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: async () => {} };
    const { rerender } = render(<Words words={['maison']} pages={pages} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    rerender(<Words words={['maison']} pages={{ ...pages, isFetchingNextPage: true }} />);
    const maison = screen.getByRole('link', { name: 'maison' });
    act(() => maison.focus());
    rerender(<Words words={['maison', 'pomme']} pages={{ ...pages, hasNextPage: false }} />);
    expect(document.activeElement).toBe(maison);
  });
});

describe('NextPageFailure', () => {
  const failed = {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: true,
    error: new Error('offline'),
  };

  it('keeps Try again focused while it asks again, and refuses a second press meanwhile', () => {
    const fetchNextPage = vi.fn(async () => {});
    const pages = { ...failed, fetchNextPage };
    const { rerender } = render(<Words words={['maison']} pages={pages} />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    act(() => retry.focus());
    fireEvent.click(retry);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    // TanStack Query keeps the failure while the next page is asked again.
    rerender(<Words words={['maison']} pages={{ ...pages, isFetchingNextPage: true }} />);
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    expect((retry as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    // It failed again: the notice stays, its button ready and still focused.
    rerender(<Words words={['maison']} pages={pages} />);
    expect(retry.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(retry);
  });

  it('puts the focus on the first word the page brought when the notice goes', () => {
    const pages = { ...failed, fetchNextPage: async () => {} };
    const { rerender } = render(<Words words={['maison']} pages={pages} />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    act(() => retry.focus());
    fireEvent.click(retry);
    rerender(<Words words={['maison']} pages={{ ...pages, isFetchingNextPage: true }} />);
    rerender(
      <Words words={['maison', 'pomme']} pages={{ ...pages, isFetchNextPageError: false, error: null }} />,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'pomme' }));
  });
});
