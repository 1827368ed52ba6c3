import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthState } from '~/web/lib/auth-state';

// /login and /signup are for visitors: someone already signed in goes to the dashboard.
export function useRedirectSignedIn() {
  const { user, loading } = useAuthState();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loading && user) navigate('/dashboard', { replace: true });
  }, [loading, user, navigate]);
}
