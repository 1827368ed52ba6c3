// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '~/core/users/admin-user';
import { testAdminUser } from '~/web/lib/test/test-admin-user';
import { UsersScreen } from './users-screen';

// Two administrators at once: a user selected on one screen is deleted from the other. Once the list
// has reloaded without that user, the selection count and the bulk actions must be about the users
// still on screen, not a row nobody can see nor unselect.

const user = testAdminUser;

/** The admin users API over `users`: the list and bulk disable, which records what it was sent. */
function usersServer(users: AdminUser[]) {
  let stored = [...users];
  const disableRequests: string[][] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/admin/users/bulk-disable') {
      const { userIds } = JSON.parse(String(init.body)) as { userIds: string[] };
      disableRequests.push(userIds);
      return Response.json({ requested: userIds.length, changed: userIds.length });
    }
    if (path === '/api/admin/users') return Response.json({ items: stored, totalCount: stored.length });
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  };
  const someoneElseDeletes = (uid: string) => {
    stored = stored.filter((kept) => kept.uid !== uid);
  };
  return { fetch, disableRequests, someoneElseDeletes };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the users list after another administrator deleted a selected user', () => {
  it('counts and disables only the selected users still on screen', async () => {
    const server = usersServer([user('alice'), user('bob'), user('carol')]);
    vi.stubGlobal('fetch', server.fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/users']}>
          <UsersScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The list is drawn twice (table and cards, one shown by screen width): each row's first box.
    fireEvent.click((await screen.findAllByRole('checkbox', { name: 'Select alice@example.com' }))[0]!);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select bob@example.com' })[0]!);
    expect(screen.getByText(/2 selected/)).toBeTruthy();

    server.someoneElseDeletes('alice');
    await client.invalidateQueries();
    await waitFor(() =>
      expect(screen.queryAllByRole('checkbox', { name: 'Select alice@example.com' })).toEqual([]),
    );
    expect(screen.getByText(/1 selected/)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Bulk action' }), { target: { value: 'disable' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply (1)' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(server.disableRequests).toEqual([['bob']]));
  });
});
