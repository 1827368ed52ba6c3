// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBusyRows } from '~/web/components/list/use-busy-rows';
import { useRowSelection } from '~/web/components/list/use-row-selection';
import { testAdminUser } from '~/web/lib/test/test-admin-user';
import { answering } from '~/web/lib/test/test-words';
import { toast } from '~/web/lib/toast';
import { useUserActions } from './use-user-actions';

const user = testAdminUser;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The row actions with the confirmation answered yes at once; the API answers `fetch`.
function renderActions(fetch: ReturnType<typeof answering>['fetch']) {
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const confirm = vi.fn((options: { onConfirm: () => void }) => options.onConfirm());
  return renderHook(
    () => {
      const selection = useRowSelection('users');
      const actions = useUserActions({
        confirm: confirm as never,
        busy: useBusyRows(),
        selfId: 'admin',
        listSearch: '',
        selection,
      });
      return { selection, actions };
    },
    { wrapper },
  );
}

const labelsOf = (actions: { label: string }[]) => actions.map((action) => action.label);

describe('a user row’s actions', () => {
  it('offer the administrator’s own row only View: the server refuses disabling, resetting or deleting yourself', () => {
    const { result } = renderActions(answering(200, { ok: true }).fetch);
    expect(labelsOf(result.current.actions(user('admin')))).toEqual(['View']);
    expect(labelsOf(result.current.actions(user('ann')))).toEqual([
      'View',
      'Disable',
      'Reset password',
      'Delete',
    ]);
  });

  it('a refused Reset password says the server’s reason in its toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.spyOn(toast, 'error');
    const message = 'The password reset email could not be sent. Nothing was changed; try again later.';
    const { result } = renderActions(answering(503, { message, code: 'RESET_MAIL_NOT_SENT' }).fetch);
    const reset = result.current.actions(user('ann')).find((action) => action.label === 'Reset password');
    act(() => reset?.onSelect?.());
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith('Could not send the password reset email', {
        description: message,
      }),
    );
  });
});

describe('a user row’s Delete', () => {
  it('takes the deleted user out of the ticked rows, so a bulk action does not name a user gone', async () => {
    const { result } = renderActions(answering(204, null).fetch);
    act(() => result.current.selection.toggleAll(['ann', 'bob']));
    const remove = result.current.actions(user('ann')).find((action) => action.label === 'Delete');
    act(() => remove?.onSelect?.());
    await waitFor(() => expect([...result.current.selection.selected]).toEqual(['bob']));
  });
});
