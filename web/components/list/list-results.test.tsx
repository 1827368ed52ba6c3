// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListResults } from './list-results';

afterEach(cleanup);

describe('ListResults', () => {
  it('a list that failed to load says so, with why and a Retry, never "nothing found"', () => {
    const onRetry = vi.fn();
    render(
      <ListResults
        pending={false}
        loadingLabel="Loading users…"
        failure={{ title: 'Could not load users', error: new Error('The server did not answer.'), onRetry }}
        empty
        emptyText="No users found."
      >
        <p>rows</p>
      </ListResults>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load users');
    expect(alert.textContent).toContain('The server did not answer.');
    expect(screen.queryByText('No users found.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('without a failure: the empty text, or the rows', () => {
    const { rerender } = render(
      <ListResults pending={false} loadingLabel="Loading…" empty emptyText="No users found.">
        <p>rows</p>
      </ListResults>,
    );
    expect(screen.getByText('No users found.')).toBeTruthy();
    rerender(
      <ListResults pending={false} loadingLabel="Loading…" empty={false} emptyText="No users found.">
        <p>rows</p>
      </ListResults>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
