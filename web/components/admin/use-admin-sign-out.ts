import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '~/web/lib/auth-client';

/** Logout: end the session, forget every cached admin answer, back to /admin/login. */
export function useAdminSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await authClient.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate('/admin/login', { replace: true });
  }, [navigate, queryClient]);
}
