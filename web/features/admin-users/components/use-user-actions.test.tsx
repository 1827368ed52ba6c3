// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '~/core/users/admin-user';
import { useBusyRows } from '~/web/components/list/use-busy-rows';
import { useRowSelection } from '~/web/components/list/use-row-selection';
import { answering } from '~/web/lib/test/test-words';
import { useUserActions } from './use-user-actions';

const user = (uid: string): AdminUser => ({
  uid,
  email: `${uid}@example.com`,
  displayName: null,
  photoURL: null,
  disabled: false,
  emailVerified: true,
  providerData: [{ providerId: 'credential' }],
  metadata: { creationTime: '2026-11-01T10:00:00.000Z', lastSignInTime: null },
  customClaims: { isAdminUser: false, isPremium: false },
  premium: { grantedByAdmin: false, purchase: null },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a user row’s Delete', () => {
  it('takes the deleted user out of the ticked rows, so a bulk action does not name a user gone', async () => {
    vi.stubGlobal('fetch', answering(204, null).fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The confirmation is answered yes at once.
    const confirm = vi.fn((options: { onConfirm: () => void }) => options.onConfirm());
    const { result } = renderHook(
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
    act(() => result.current.selection.toggleAll(['ann', 'bob']));
    const remove = result.current.actions(user('ann')).find((action) => action.label === 'Delete');
    act(() => remove?.onSelect?.());
    await waitFor(() => expect([...result.current.selection.selected]).toEqual(['bob']));
  });
});
